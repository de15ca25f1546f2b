import { type RefObject, useCallback, useEffect, useState } from "react";

/**
 * The projector view: the Fullscreen API on one element. Escape (handled by the browser) leaves
 * it; `active` follows every way in and out.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const supported = typeof document !== "undefined" && document.fullscreenEnabled === true;

  useEffect(() => {
    const update = () => setActive(document.fullscreenElement === ref.current);
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, [ref]);

  // Browsers leave full screen on Escape themselves; this also covers embedded and synthetic
  // keyboards that do not reach the browser's own handler. It listens from the start, not from
  // `active`: React learns of the change a moment later, and an Escape pressed in between (a
  // quick presenter, or a loaded Chromebook) was lost and left the wheel full screen.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && ref.current && document.fullscreenElement === ref.current) {
        void document.exitFullscreen().catch(() => undefined);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [ref]);

  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await ref.current?.requestFullscreen();
    } catch {
      // Refused (e.g. not from a click, or blocked by a policy): the page view stays.
    }
  }, [ref]);

  return { supported, active, toggle };
}
