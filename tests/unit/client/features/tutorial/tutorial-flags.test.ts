import { describe, expect, it } from "vitest";
import {
  recordTutorialEnd,
  shouldAutoShowTutorial,
} from "#src/client/features/tutorial/tutorial-flags";
import { tutorialSteps } from "#src/client/features/tutorial/tutorial-steps";

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe("tutorial flags (docs/product.md#tutorial)", () => {
  it("shows by itself in a fresh browser only", () => {
    expect(shouldAutoShowTutorial(memoryStorage())).toBe(true);
    expect(shouldAutoShowTutorial(memoryStorage({ classcharmIntroCompleted: "true" }))).toBe(false);
    expect(shouldAutoShowTutorial(memoryStorage({ hasSeenTutorial: "true" }))).toBe(false);
  });

  it("marks completion when finished, even without the box ticked", () => {
    const storage = memoryStorage();
    recordTutorialEnd(storage, { kind: "finished" }, false);
    expect(storage.map.get("classcharmIntroCompleted")).toBe("true");
    expect(storage.map.get("hasSeenTutorial")).toBe("true");
  });

  it("marks completion on skip only with Don't show this again", () => {
    const skipped = memoryStorage();
    recordTutorialEnd(skipped, { kind: "left", step: 1 }, false);
    expect(skipped.map.has("classcharmIntroCompleted")).toBe(false);
    expect(skipped.map.get("hasSeenTutorial")).toBe("true");

    const optedOut = memoryStorage();
    recordTutorialEnd(optedOut, { kind: "left", step: 1 }, true);
    expect(optedOut.map.get("classcharmIntroCompleted")).toBe("true");
  });

  it("has six steps, one per control it points at, in the order of docs/product.md#tutorial", () => {
    expect(tutorialSteps({ classLimit: 5, googleClassroom: false }).map((s) => s.id)).toEqual([
      "welcome",
      "classes",
      "students",
      "groups",
      "randomizer",
      "imports",
    ]);
    expect(tutorialSteps({ classLimit: 3, googleClassroom: false })[1]?.body).toContain(
      "up to 3 classes",
    );
  });
});
