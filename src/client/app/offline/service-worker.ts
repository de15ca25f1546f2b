/**
 * Registers the offline shell (`/sw.js`, built from ./sw.ts by Workbox). Installing it stores
 * this build's page and every file of it (tabs, print pages, the CSV worker), so a reload and
 * every tab work offline (docs/product.md#offline). Production builds only: the dev server's modules change on
 * every edit.
 */
export async function registerOfflineShell(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    await navigator.serviceWorker.register("/sw.js");
    // Ready once a worker is active, i.e. once its install stored the whole build.
    await navigator.serviceWorker.ready;
    // Lets tests (and curious people) see that the page would now reload offline.
    document.documentElement.dataset.offlineReady = "true";
  } catch (error) {
    console.warn("Offline shell unavailable", error);
  }
}
