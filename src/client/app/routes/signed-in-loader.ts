import type { ScreenLoader } from "#src/client/lib/lazy-ready";

/**
 * The signed-in app's chunk: one loader, started with the shell's routes (app/router.tsx) and
 * rendered by their layouts (`lazyReady`), sharing the one download.
 */
export const loadSignedInApp: ScreenLoader = () =>
  import("./signed-in-app").then((m) => ({ default: m.SignedInApp }));
