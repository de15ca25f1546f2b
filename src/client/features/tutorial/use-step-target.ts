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
        const next = step.target(document);
        if (next && (!target || next.elements[0] !== target.elements[0])) {
          next.elements[0]?.scrollIntoView({ block: "center", inline: "nearest" });
        }
        target = next;
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
