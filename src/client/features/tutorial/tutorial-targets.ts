import { t } from "@lingui/core/macro";

/**
 * Finds the controls the tutorial's steps point at, on the screen as it is drawn: by role and
 * visible name, the way a teacher (and a screen reader) knows them, so the tutorial needs no
 * hooks inside the screens it shows.
 */

/** What a step points at: its elements (the spotlight covers them all) and how it calls them. */
export type TutorialTarget = { elements: readonly HTMLElement[]; name: string };

export type TargetFinder = (root: Document) => TutorialTarget | null;

function shown(el: Element | null | undefined): el is HTMLElement {
  return (
    el instanceof HTMLElement && el.getClientRects().length > 0 && el.closest("[hidden]") === null
  );
}

function text(el: Element): string {
  return (el.textContent ?? "").replace(/\s+/g, " ").trim();
}

function main(root: Document): HTMLElement | null {
  return root.getElementById("main");
}

/** The shown buttons in the main content whose text is one of `labels`, in page order. */
export function buttonsNamed(root: Document, labels: readonly string[]): HTMLElement[] {
  const scope = main(root);
  if (!scope) return [];
  return [...scope.querySelectorAll("button")].filter(
    (b): b is HTMLButtonElement => shown(b) && labels.includes(text(b)),
  );
}

/**
 * The tab bar on wide screens, the Menu button that opens it on narrow ones (marked for this:
 * their names are in the teacher's language).
 */
export const findTabs: TargetFinder = (root) => {
  const bar = root.querySelector("nav[data-tab-bar]");
  if (shown(bar)) return { elements: [bar], name: t`the tab bar` };
  const menu = root.querySelector("header button[data-menu-button]");
  if (shown(menu)) return { elements: [menu], name: t`the Menu button, which opens the tabs` };
  return null;
};

/** One button named by any of `labels` (the first shown), called `name`. */
export function findButton(labels: readonly string[], name: string): TargetFinder {
  return (root) => {
    const [button] = buttonsNamed(root, labels);
    return button ? { elements: [button], name } : null;
  };
}

/** Every shown button among `labels` (at least the first must be there), called `name`. */
export function findButtons(labels: readonly string[], name: string): TargetFinder {
  return (root) => {
    const buttons = buttonsNamed(root, labels);
    if (!buttons.some((b) => text(b) === labels[0])) return null;
    return { elements: buttons, name };
  };
}

/** The fieldset in the main content whose legend reads `legend`. */
export function findFieldset(legend: string, name: string): TargetFinder {
  return (root) => {
    const scope = main(root);
    const fieldset = [...(scope?.querySelectorAll("fieldset") ?? [])].find((f) => {
      const own = f.querySelector(":scope > legend");
      return own !== null && text(own) === legend;
    });
    return shown(fieldset) ? { elements: [fieldset], name } : null;
  };
}

/** The smallest box around every element, in viewport pixels. */
export function unionRect(elements: readonly HTMLElement[]): DOMRect {
  const rects = elements.map((el) => el.getBoundingClientRect());
  const left = Math.min(...rects.map((r) => r.left));
  const top = Math.min(...rects.map((r) => r.top));
  const right = Math.max(...rects.map((r) => r.right));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  return new DOMRect(left, top, right - left, bottom - top);
}
