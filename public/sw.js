/*
 * ClassCharm's offline shell (D13). The page itself is kept so a reload works offline; the
 * data comes from the query-cache mirror in localStorage, never from here.
 * - Pages (navigations): network first, the stored page when offline.
 * - Built assets (/assets/*, hashed names that never change): stored on first use.
 * - The API (/api/*) and other origins: not touched.
 */
const CACHE = "classcharm-shell-v1";
const PAGE = "/index.html";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function pageFirstFromNetwork(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // Keep only the app's page: the prerendered landing page (no script) cannot show the app.
    if (response.ok) {
      const html = await response.clone().text();
      if (html.includes('<script type="module"')) {
        await cache.put(PAGE, new Response(html, { headers: { "content-type": "text/html" } }));
      }
    }
    return response;
  } catch (error) {
    const stored = await cache.match(PAGE, { ignoreVary: true });
    if (stored) return stored;
    throw error;
  }
}

async function assetFromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const stored = await cache.match(request);
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(pageFirstFromNetwork(request));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(assetFromCacheFirst(request));
  }
});
