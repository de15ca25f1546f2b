import { describe, expect, it } from "vitest";
import {
  recordTutorialEnd,
  savedTutorialStep,
  shouldAutoShowTutorial,
  TUTORIAL_STEP_COUNT,
  TUTORIAL_STEP_KEY,
} from "#src/client/features/tutorial/tutorial-flags";
import { tutorialSteps } from "#src/client/features/tutorial/tutorial-steps";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the tutorial's steps", () => {
  it("has as many steps as the provider counts without loading them", () => {
    expect(tutorialSteps({ classLimit: 5, googleClassroom: false })).toHaveLength(
      TUTORIAL_STEP_COUNT,
    );
  });

  it("names Google Classroom only when the server has it", () => {
    const text = (googleClassroom: boolean) =>
      tutorialSteps({ classLimit: 5, googleClassroom })
        .map((s) => `${s.body} ${s.missing}`)
        .join(" ");
    expect(text(false)).not.toContain("Google");
    const imports = tutorialSteps({ classLimit: 5, googleClassroom: false }).at(-1)?.body;
    expect(imports).toContain("OneRoster");
    expect(imports).toContain("Import CSV");
    expect(imports).toContain("Paste Names");
    expect(text(true)).toContain("Google Classroom or a OneRoster export");
  });
});

describe("where the tutorial was left", () => {
  it("keeps the step it was left at, and forgets it when finished", () => {
    const storage = memoryStorage();
    expect(recordTutorialEnd(storage, { kind: "left", step: 3 }, false)).toBe(3);
    expect(savedTutorialStep(storage, TUTORIAL_STEP_COUNT)).toBe(3);
    expect(shouldAutoShowTutorial(storage)).toBe(false);
    expect(recordTutorialEnd(storage, { kind: "finished" }, false)).toBeNull();
    expect(savedTutorialStep(storage, TUTORIAL_STEP_COUNT)).toBeNull();
    expect(storage.getItem("classcharmIntroCompleted")).toBe("true");
  });

  it("keeps nothing to resume from the first step or with Don't show this again", () => {
    const storage = memoryStorage();
    expect(recordTutorialEnd(storage, { kind: "left", step: 0 }, false)).toBeNull();
    expect(storage.getItem("classcharmIntroCompleted")).toBeNull();
    expect(recordTutorialEnd(storage, { kind: "left", step: 2 }, true)).toBeNull();
    expect(storage.getItem(TUTORIAL_STEP_KEY)).toBeNull();
    expect(storage.getItem("classcharmIntroCompleted")).toBe("true");
  });

  it("ignores a stored step that is not one of the steps", () => {
    const storage = memoryStorage();
    for (const raw of ["6", "-1", "2.5", "x", ""]) {
      storage.setItem(TUTORIAL_STEP_KEY, raw);
      expect(savedTutorialStep(storage, TUTORIAL_STEP_COUNT)).toBeNull();
    }
    storage.setItem(TUTORIAL_STEP_KEY, "5");
    expect(savedTutorialStep(storage, TUTORIAL_STEP_COUNT)).toBe(5);
  });
});
