import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmSnapshot, settleConfirm } from "#src/client/components/ui/confirm-store";
import {
  forgetUnsavedEdits,
  hasUnsavedEdits,
  leaveUnsavedEdits,
  markUnsaved,
} from "#src/client/lib/unsaved-edits";

/** A window that records its beforeunload listeners. */
function fakeWindow() {
  const listeners = new Set<EventListener>();
  vi.stubGlobal("window", {
    addEventListener: (type: string, listener: EventListener) => {
      if (type === "beforeunload") listeners.add(listener);
    },
    removeEventListener: (type: string, listener: EventListener) => {
      if (type === "beforeunload") listeners.delete(listener);
    },
  });
  // The confirmation notes the focused element to give focus back to (none here).
  vi.stubGlobal("HTMLElement", class {});
  return listeners;
}

describe("unsaved edits (lib/unsaved-edits.ts)", () => {
  afterEach(() => {
    forgetUnsavedEdits();
    vi.unstubAllGlobals();
  });

  it("asks the browser before unloading while any form holds unsaved input", () => {
    const listeners = fakeWindow();
    const first = markUnsaved("What you typed in the class form will be lost.");
    const second = markUnsaved("What you typed in the student form will be lost.");
    expect(hasUnsavedEdits()).toBe(true);
    expect(listeners.size).toBe(1);
    const event = { preventDefault: vi.fn(), returnValue: undefined as unknown };
    for (const listener of listeners) listener(event as unknown as Event);
    expect(event.preventDefault).toHaveBeenCalled();
    first();
    expect(listeners.size).toBe(1);
    second();
    expect(hasUnsavedEdits()).toBe(false);
    expect(listeners.size).toBe(0);
  });

  it("leaves at once with nothing unsaved; otherwise asks, and forgets the input on Discard", async () => {
    fakeWindow();
    await expect(leaveUnsavedEdits()).resolves.toBe(true);
    expect(confirmSnapshot()).toBeNull();

    markUnsaved("What you typed in the student form will be lost.");
    const kept = leaveUnsavedEdits();
    expect(confirmSnapshot()).toMatchObject({
      title: "Discard unsaved changes?",
      description: "What you typed in the student form will be lost.",
      confirmLabel: "Discard Changes",
      cancelLabel: "Keep Editing",
    });
    settleConfirm(false);
    await expect(kept).resolves.toBe(false);
    expect(hasUnsavedEdits()).toBe(true);

    const discarded = leaveUnsavedEdits();
    settleConfirm(true);
    await expect(discarded).resolves.toBe(true);
    expect(hasUnsavedEdits()).toBe(false);
  });
});
