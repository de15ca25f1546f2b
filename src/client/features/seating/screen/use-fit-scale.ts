import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * How much to scale `content` so it fills `box` without overflowing (the present view: the chart
 * as large as the screen allows). Followed as either changes size.
 */
export function useFitScale(
  box: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = content.current;
    if (!outer || !inner || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const w = inner.offsetWidth;
      const h = inner.offsetHeight;
      if (w === 0 || h === 0) return;
      setScale(Math.max(0.2, Math.min(outer.clientWidth / w, outer.clientHeight / h)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [box, content]);
  return scale;
}
