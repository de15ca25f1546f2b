import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_REMOVE_DELAY_MS } from "#src/client/components/toast/toast-store";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("toast store", () => {
  it("shows a toast with the default variant and notifies subscribers", () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show({ title: "Class created" });
    expect(store.getSnapshot()).toEqual([
      { id: 1, title: "Class created", variant: "default", open: true },
    ]);
    expect(listener).toHaveBeenCalledOnce();
  });

  it("keeps one toast at a time, the newest", () => {
    const store = createToastStore();
    store.show({ title: "First" });
    store.show({ title: "Error", description: "Authentication failed", variant: "destructive" });
    expect(store.getSnapshot()).toEqual([
      {
        id: 2,
        title: "Error",
        description: "Authentication failed",
        variant: "destructive",
        open: true,
      },
    ]);
  });

  it("closes on dismiss, then removes the toast after its exit animation", () => {
    const store = createToastStore();
    const { dismiss } = store.show({ title: "Bye" });
    dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("ignores a second dismiss and stops notifying after unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const { id } = store.show({ title: "Once" });
    store.dismiss(id);
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("runs a toast's action once, however often it is pressed (a double-click on Undo)", () => {
    const store = createToastStore();
    const undo = vi.fn();
    store.show({
      title: "Rule removed",
      action: { label: "Undo", altText: "Add it again", onClick: undo },
    });
    const action = store.getSnapshot()[0]?.action;
    action?.onClick();
    action?.onClick();
    expect(undo).toHaveBeenCalledTimes(1);
    expect(action).toMatchObject({ label: "Undo", altText: "Add it again" });
  });
});
