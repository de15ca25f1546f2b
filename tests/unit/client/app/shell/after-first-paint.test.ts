import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from "#src/client/app/shell/after-first-paint";

type Entry = { name: string };
type Callback = (list: { getEntriesByName: (name: string) => Entry[] }) => void;

/** A window whose paint timing, visibility and frames the test drives. */
function fakeWindow({
  visibility = "visible" as DocumentVisibilityState,
  paintTiming = true,
  painted = false,
} = {}) {
  const observers: { callback: Callback; disconnected: boolean; observed: unknown[] }[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  class Observer {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["mark"];
    record: (typeof observers)[number];
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false, observed: [] };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.observed.push(options);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const doc = {
    visibilityState: visibility,
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  const win = {
    document: doc,
    performance: {
      getEntriesByName: (name: string) =>
        painted && name === "first-contentful-paint" ? [{ name }] : [],
    },
    PerformanceObserver: Observer as unknown as typeof PerformanceObserver,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  const paint = (name: string) => {
    for (const o of observers) {
      if (!o.disconnected) o.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    }
  };
  const hide = () => {
    doc.visibilityState = "hidden";
    listeners.get("visibilitychange")?.();
  };
  const nextFrame = () => {
    for (const fn of frames.splice(0)) fn();
  };
  return { win: win as never, observers, listeners, paint, hide, nextFrame };
}

describe("afterFirstPaint: the app's code waits for the page's first paint", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts once the first contentful paint is reported, not before, and only once", () => {
    const page = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, page.win);
    expect(page.observers[0]?.observed).toEqual([{ type: "paint", buffered: true }]);
    page.paint("first-paint");
    expect(start).not.toHaveBeenCalled();
    page.paint("first-contentful-paint");
    expect(start).toHaveBeenCalledTimes(1);
    expect(page.observers[0]?.disconnected).toBe(true);
    expect(page.listeners.size).toBe(0);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS * 2);
    page.hide();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at once when the page already painted or is in the background", () => {
    for (const page of [fakeWindow({ painted: true }), fakeWindow({ visibility: "hidden" })]) {
      const start = vi.fn();
      afterFirstPaint(start, page.win);
      expect(start).toHaveBeenCalledTimes(1);
      expect(page.observers).toHaveLength(0);
      vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
      expect(start).toHaveBeenCalledTimes(1);
    }
  });

  it("starts when the page goes to the background before it painted", () => {
    const page = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, page.win);
    page.hide();
    expect(start).toHaveBeenCalledTimes(1);
    page.paint("first-contentful-paint");
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("without paint timing, starts after two frames", () => {
    const page = fakeWindow({ paintTiming: false });
    const start = vi.fn();
    afterFirstPaint(start, page.win);
    expect(page.observers).toHaveLength(0);
    page.nextFrame();
    expect(start).not.toHaveBeenCalled();
    page.nextFrame();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts after the safety wait when no paint is ever reported", () => {
    const page = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, page.win);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(page.observers[0]?.disconnected).toBe(true);
  });

  it("a cancelled wait never starts", () => {
    const page = fakeWindow();
    const start = vi.fn();
    const cancel = afterFirstPaint(start, page.win);
    cancel();
    page.paint("first-contentful-paint");
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(start).not.toHaveBeenCalled();
  });
});
