/**
 * Full screen for the projector view. The browser enters full screen some time after it is
 * asked; a view closed meanwhile (Escape right after Present) must not leave the page in full
 * screen with nothing shown, so the request remembers whether full screen is still wanted.
 */
let wanted = false;

/** Asks the browser for full screen (it may refuse: the view is full-window anyway). */
export function enterFullscreen(doc: Document = document): void {
  wanted = true;
  const root = doc.documentElement;
  if (doc.fullscreenElement || typeof root.requestFullscreen !== "function") return;
  root.requestFullscreen().then(
    () => {
      if (!wanted) exitIfFull(doc);
    },
    () => undefined,
  );
}

/** The view is closed: leave full screen now, or as soon as a pending request is granted. */
export function leaveFullscreen(doc: Document = document): void {
  wanted = false;
  exitIfFull(doc);
}

function exitIfFull(doc: Document): void {
  if (doc.fullscreenElement) doc.exitFullscreen().catch(() => undefined);
}
