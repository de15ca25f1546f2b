const KEY = "classcharm.reloadedForBuild";
const QUIET_MS = 30_000;

/**
 * After a deploy the new offline shell takes over and drops the old build's files, and the
 * server has only the new ones: a page still running the old build that opens a tab it had not
 * loaded yet cannot fetch that tab's chunk. Vite reports it (`vite:preloadError`); the page then
 * reloads once into the new build, unless offline (nothing newer to get) or it just did.
 */
export function reloadOnStaleBuild(win: Window = window): void {
  win.addEventListener("vite:preloadError", () => {
    if (!win.navigator.onLine) return;
    const last = Number(win.sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < QUIET_MS) return;
    win.sessionStorage.setItem(KEY, String(Date.now()));
    win.location.reload();
  });
}
