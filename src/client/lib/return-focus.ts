/**
 * Coming back from a page opened from a control of a tab (a print view's Back, the browser's
 * Back): the keyboard focus goes back to that control, as a dialog gives it back to its trigger
 * (decision 0027). The control carries `data-return-focus` (openerProps) and is found again
 * when it appears at the address it was pressed on; when it is not there any more (a saved
 * grouping deleted meanwhile), the tab's heading takes the focus (tab-arrival.ts).
 */

/** `away` once the page it opened has shown (before that, nothing is to be given back). */
type Opener = { key: string; address: string; away: boolean };
let opener: Opener | null = null;

const ATTRIBUTE = "data-return-focus";

/** The control with this key on the page now, if any. */
function controlOf(key: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${ATTRIBUTE}="${CSS.escape(key)}"]`);
}

/** Whether the focus may be moved back: it is nowhere (the page's body) or on `fallback`. */
const free = (fallback: Element | null) =>
  document.activeElement === null ||
  document.activeElement === document.body ||
  document.activeElement === fallback;

let fallbackShown: Element | null = null;

/**
 * Props for a control that opens a page away from its tab: pressed, it is remembered; shown
 * again at the same address, it takes the focus back (once).
 */
export function openerProps(key: string) {
  return {
    [ATTRIBUTE]: key,
    onClickCapture: () => {
      opener = { key, address: window.location.pathname, away: false };
      fallbackShown = null;
    },
    ref: (element: HTMLElement | null) => {
      if (!element || !opener?.away || opener.key !== key) return;
      if (opener.address !== window.location.pathname) return;
      if (!free(fallbackShown)) return;
      opener = null;
      element.focus();
    },
  };
}

/**
 * A tab's heading shown again at `address` (no move to another tab): true when the focus went
 * back to the control that left it (or the heading took it, the control being gone). A move to
 * another address forgets the control.
 */
export function returnedTo(address: string, heading: HTMLElement, moved: boolean): boolean {
  if (!opener?.away) return false;
  if (moved || opener.address !== address) {
    opener = null;
    return false;
  }
  if (!free(null)) return false;
  const control = controlOf(opener.key);
  if (control) {
    opener = null;
    control.focus();
  } else {
    // Not there (yet): the heading for now; the control takes it from there if it comes.
    heading.focus();
    fallbackShown = heading;
  }
  return true;
}

/** A page opened from a tab (a print view) has shown: its opener gets the focus back later. */
export function awayFromTab(): void {
  if (opener) opener.away = true;
}
