import { type RefObject, useLayoutEffect, useState } from "react";

/**
 * The height from the top of `ref`'s element (the page at scroll 0) to the bottom of the window,
 * in CSS px: the room the wheel and its result have without scrolling (docs/decisions/0042-wheel-fills-the-screen.md).
 * Null until measured. Kept current as the window or the content above changes.
 */
export function useWheelRoom(ref: RefObject<HTMLElement | null>): number | null {
  const [room, setRoom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const next = Math.max(0, Math.floor(window.innerHeight - top));
      setRoom((old) => (old === next ? old : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
    };
  }, [ref]);
  return room;
}
