const CACHE = "classcharm-shell-v1";

/**
 * Registers the offline shell (public/sw.js) and stores what this page already loaded before
 * the worker took over (the page and its first chunks), so a reload works offline (D13).
 * Production builds only: the dev server's modules change on every edit.
 */
export async function registerOfflineShell(): Promise<void> {
  if (!("serviceWorker" in navigator) || !("caches" in window)) return;
  try {
    await navigator.serviceWorker.register("/sw.js");
    await navigator.serviceWorker.ready;
    const cache = await caches.open(CACHE);
    const page = await fetch("/index.html", { cache: "no-cache" });
    if (page.ok) await cache.put("/index.html", page);
    const assets = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
      .map((url) => url.pathname);
    await cache.addAll([...new Set(assets)]);
    // Lets tests (and curious people) see that the page would now reload offline.
    document.documentElement.dataset.offlineReady = "true";
  } catch (error) {
    console.warn("Offline shell unavailable", error);
  }
}

/**
 * Runs `warm` once the offline shell controls this page (so what `warm` downloads is stored),
 * when the browser is idle. Production builds only. Returns a function that cancels.
 */
export function whenOfflineShellControls(warm: () => Promise<void>): () => void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return () => {};
  const container = navigator.serviceWorker;
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    const go = () =>
      void warm().then(() => {
        document.documentElement.dataset.offlineTabs = "true";
      });
    if ("requestIdleCallback" in window) window.requestIdleCallback(go, { timeout: 3000 });
    else setTimeout(go, 500);
  };
  if (container.controller) run();
  else container.addEventListener("controllerchange", run, { once: true });
  return () => {
    cancelled = true;
    container.removeEventListener("controllerchange", run);
  };
}
