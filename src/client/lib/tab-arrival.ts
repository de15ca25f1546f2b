import { PRODUCT_NAME } from "./constants";
import { returnedTo } from "./return-focus";
import { tabIntro } from "./tab-intros";
import type { TabId } from "./tab-routes";

/** The page's title on a tab: "Students - ClassCharm"; Home is the product's name alone. */
export function tabPageTitle(tab: TabId): string {
  return tab === "home" ? PRODUCT_NAME : `${tabIntro(tab).title} - ${PRODUCT_NAME}`;
}

/** The address whose tab heading appeared last (null before the first). */
let lastAddress: string | null = null;

/**
 * What a tab's heading does when it appears (TabIntro): the page's title names the tab, and
 * after a move within the app (a tab link, a class's quick action, a class's Open) the heading
 * takes the keyboard focus, so a screen reader reads where the teacher is now and the next Tab
 * starts in the new tab. A page load keeps the browser's own start, and a tab that already put
 * the focus somewhere in its content (a field, a confirmation's result) keeps it there. The same
 * address showing its heading again (a class chosen, Try again, React's checks in development)
 * moves nothing, except back from a print view: the control that opened it (return-focus.ts).
 */
export function tabHeadingShown(
  heading: HTMLElement,
  tab: TabId,
  address = window.location.pathname,
): void {
  document.title = tabPageTitle(tab);
  const moved = lastAddress !== null && lastAddress !== address;
  lastAddress = address;
  if (returnedTo(address, heading, moved)) return;
  if (moved && mayTakeFocus(document.activeElement)) heading.focus();
}

/**
 * Whether the heading may take the focus from where it is: from nothing (the control that moved
 * it is gone) or from a tab link, never from the tab's own content, an open dialog or another
 * header control (the phone's Menu button, which its sheet gives the focus back to on close).
 * The heading can appear late, after its code has downloaded, when the teacher is elsewhere.
 */
function mayTakeFocus(focused: Element | null): boolean {
  if (!focused || focused === document.body) return true;
  return focused.closest("nav") !== null && focused.closest('[role="dialog"]') === null;
}
