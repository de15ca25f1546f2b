import type { ScreenLoader } from "../../lib/lazy-ready";

/**
 * The signed-in app's chunk: one loader, started at start-up by `route-preload.ts` and rendered
 * by `app-tabs-route.tsx` (`lazyReady`), sharing the one download.
 */
export const loadSignedInApp: ScreenLoader = () =>
  import("./signed-in-app").then((m) => ({ default: m.SignedInApp }));
