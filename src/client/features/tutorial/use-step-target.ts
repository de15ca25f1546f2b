import { useEffect, useRef, useState } from "react";
import { useCurrentTab, useNavigateToTab } from "#src/client/lib/tab-navigation";
import type { TutorialStep } from "./tutorial-steps";
import { type TutorialTarget, unionRect } from "./tutorial-targets";

/** How long a step looks for its control (a tab's code and data arriving) before it says what to do instead. */
const LOOK_MS = 2500;
/** How often it looks again (a control may appear or go while the step is open). */
const FIND_EVERY_MS = 150;

export type StepTarget =
  | { state: "looking" }
  | { state: "missing" }
  | { state: "found"; target: TutorialTarget; rect: DOMRect };

function sameTarget(a: TutorialTarget, b: TutorialTarget): boolean {
  return (
    a.name === b.name &&
    a.elements.length === b.elements.length &&
    a.elements.every((el, i) => el === b.elements[i])
  );
}

function sameRect(a: DOMRect, b: DOMRect): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/** The room a step's popover needs beside its control, in px (a phone's popover is the tallest). */
const POPOVER_ROOM = 380;

/**
 * Scrolls the page so the control and its popover both show: left alone when the control is in
 * view with room for the popover above or below it, otherwise put just under the sticky header
 * (the popover then hangs below it). Controls in the header itself always show.
 */
function bringIntoView(target: TutorialTarget): void {
  const [first] = target.elements;
  if (!first || first.closest("header")) return;
  const rect = unionRect(target.elements);
  const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
  const inView = rect.top >= headerBottom && rect.bottom <= window.innerHeight;
  const room = Math.max(rect.top - headerBottom, window.innerHeight - rect.bottom);
  if (inView && room >= POPOVER_ROOM) return;
  window.scrollBy({ top: rect.top - headerBottom - 16, behavior: "instant" });
}

/**
 * Takes the teacher to the step's tab, then finds the step's control and follows its box on
 * the screen (scrolling, resizing, the screen's data arriving), frame by frame while open.
 */
export function useStepTarget(step: TutorialStep | undefined, open: boolean): StepTarget {
  const currentTab = useCurrentTab();
  const navigateToTab = useNavigateToTab();
  const [found, setFound] = useState<StepTarget>({ state: "looking" });
  const tabRef = useRef(currentTab);
  tabRef.current = currentTab;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per step shown
  useEffect(() => {
    if (!open || !step) return;
    if (step.tab && tabRef.current !== step.tab) navigateToTab(step.tab);
    setFound({ state: "looking" });
    const started = performance.now();
    let target: TutorialTarget | null = null;
    let lastFind = -Infinity;
    let last: StepTarget = { state: "looking" };
    let frame = 0;
    const tick = (now: number) => {
      const stale = !target || target.elements.some((el) => !el.isConnected);
      if (stale || now - lastFind > FIND_EVERY_MS) {
        lastFind = now;
        target = step.target(document);
      }
      let next: StepTarget;
      if (target) next = { state: "found", target, rect: unionRect(target.elements) };
      else next = { state: now - started > LOOK_MS ? "missing" : "looking" };
      const changed =
        next.state !== last.state ||
        (next.state === "found" &&
          last.state === "found" &&
          (!sameTarget(next.target, last.target) || !sameRect(next.rect, last.rect)));
      if (changed) {
        // Found, or moved by the screen's own data arriving: the page cannot be scrolled by
        // hand while a step is open, so every move is layout, and the step follows it.
        if (next.state === "found") bringIntoView(next.target);
        last = next;
        setFound(next);
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [step?.id, open]);

  return found;
}
