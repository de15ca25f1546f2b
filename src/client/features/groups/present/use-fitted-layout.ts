import { type RefObject, useLayoutEffect, useState } from "react";
import { MIN_PX, type PresentInput, type PresentLayout, presentLayout } from "./present-layout";

type Space = { width: number; height: number };

/**
 * The space inside `element`, followed as the window (or the projector) changes size. An element,
 * not a ref: the dialog's portal mounts its content a render after the view.
 */
function useSpace(element: HTMLElement | null): Space | null {
  const [space, setSpace] = useState<Space | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      setSpace((old) =>
        old && old.width === width && old.height === height ? old : { width, height },
      );
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return space;
}

/** Whether any card in `grid` is drawn taller or wider than its place. */
function overflows(grid: HTMLElement): boolean {
  return [...grid.children].some(
    (card) => card.scrollHeight > card.clientHeight + 1 || card.scrollWidth > card.clientWidth + 1,
  );
}

/**
 * The projector's grid for the space the `area` element has (present-layout.ts), its type then made a step
 * smaller while a card in `grid` still overflows. `fits` is false when even the smallest type
 * overflows: the view then scrolls rather than hiding anyone.
 */
export function useFittedLayout(
  area: HTMLElement | null,
  grid: RefObject<HTMLElement | null>,
  input: Omit<PresentInput, "width" | "height">,
): (PresentLayout & { fits: boolean }) | null {
  const space = useSpace(area);
  const { groups, largest, longestName, withAttributes, whyLines } = input;
  const key = JSON.stringify([space, groups, largest, longestName, withAttributes, whyLines]);
  const [fitted, setFitted] = useState({ key: "", shrink: 1, fits: true });
  const current = fitted.key === key ? fitted : { key, shrink: 1, fits: true };
  const layout = space
    ? presentLayout({ ...space, groups, largest, longestName, withAttributes, whyLines })
    : null;
  const fontPx = layout ? Math.max(MIN_PX, Math.floor(layout.fontPx * current.shrink)) : 0;

  useLayoutEffect(() => {
    const element = grid.current;
    if (!layout || !element) return;
    if (!overflows(element)) {
      if (fitted.key !== key) setFitted(current);
      return;
    }
    if (fontPx > MIN_PX) setFitted({ key, shrink: current.shrink * 0.9, fits: true });
    else if (current.fits) setFitted({ key, shrink: current.shrink, fits: false });
  });

  return layout ? { ...layout, fontPx, fits: current.fits } : null;
}
