/*
 * ClassCharm's offline shell (docs/product.md#offline), built into `/sw.js` by vite-plugin-pwa
 * (Workbox's injectManifest). The page and every built file are precached at install, each
 * under its revision (hashed names are their own), so every tab and the print pages open
 * offline; the data comes from the query-cache mirror in localStorage, never from here.
 * - Pages (navigations): always the network; offline, this build's app page.
 * - Built files: from the precache. A deploy's worker stores the new build, takes over, and
 *   drops what the old build had that the new one has not (and any older cache).
 * - The API (/api/*) and other origins: not touched.
 */
import { clientsClaim, setCacheNameDetails } from "workbox-core";
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CACHE_PREFIX, isShellCache, isStorable, PAGE } from "./sw-rules";

/** The parts of the worker's global scope used here (the client program types `self` as Window). */
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(
    type: "install" | "activate",
    listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
};

setCacheNameDetails({ prefix: CACHE_PREFIX });

// Nothing but a 2xx that is not an HTML page under another file's name is ever stored.
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) =>
      isStorable(request.url, response.status, response.headers.get("content-type"))
        ? response
        : null,
  },
]);

// Pages first, so the precache's own route never answers a navigation from storage: online, a
// page is the server's (the landing page signed out, the app signed in); offline, the app.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const page = await matchPrecache(PAGE);
        if (page) return page;
        throw error;
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new build takes over at once; an open page that then misses one of the old build's chunks
// reloads itself into the new build (main.tsx).
self.addEventListener("install", () => void self.skipWaiting());
clientsClaim();

// The hand-written worker's cache (before Workbox) and anything else not this shell's.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !isShellCache(name)).map((name) => caches.delete(name))),
      ),
  );
});
