/** Past this, the app's code loads even if no paint was reported (a safety net, never the rule). */
export const FIRST_PAINT_WAIT_MS = 3000;

type PaintWindow = Pick<Window, "setTimeout" | "clearTimeout" | "requestAnimationFrame"> & {
  document: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
  performance: Pick<Performance, "getEntriesByName">;
  PerformanceObserver?: typeof PerformanceObserver;
};

/**
 * Runs `start` once the page has painted its first content, i.e. the HTML's skeleton with the
 * tab's heading: the app's code (150-230 KB) then does not compete with the
 * stylesheet for a slow connection before that paint, and the paint waits for no script.
 * At once when the page is in the background (it paints nothing until shown, and the code
 * should be ready when it is), or when the first paint has already been reported; after two
 * frames where paint timing is not supported; after `FIRST_PAINT_WAIT_MS` at the latest.
 * Returns a function that cancels the wait.
 */
export function afterFirstPaint(start: () => void, win: PaintWindow = window): () => void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const timer = win.setTimeout(() => run(), FIRST_PAINT_WAIT_MS);
  const onVisibility = () => {
    if (win.document.visibilityState === "hidden") run();
  };
  const cancel = () => {
    done = true;
    observer?.disconnect();
    win.clearTimeout(timer);
    win.document.removeEventListener("visibilitychange", onVisibility);
  };
  function run() {
    if (done) return;
    cancel();
    start();
  }
  const painted = () => win.performance.getEntriesByName("first-contentful-paint").length > 0;
  if (win.document.visibilityState === "hidden" || painted()) {
    run();
    return cancel;
  }
  win.document.addEventListener("visibilitychange", onVisibility);
  const Observer = win.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes("paint")) {
    observer = new Observer((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) run();
    });
    observer.observe({ type: "paint", buffered: true });
  } else {
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => run()));
  }
  return cancel;
}
