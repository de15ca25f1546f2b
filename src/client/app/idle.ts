type IdleWindow = {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `work` when the browser is idle (a short timer where there is no idle callback). */
export function whenIdle(work: () => void, win: IdleWindow & typeof globalThis = window) {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const handle = win.requestIdleCallback(work, { timeout: 5000 });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(work, 1000);
  return () => clearTimeout(timer);
}
