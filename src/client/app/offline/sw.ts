/*
 * ClassCharm's offline shell (docs/product.md#offline), built into `/sw.js` by vite-plugin-pwa
 * (Workbox's injectManifest). The page and every built file are precached at install, each
 * under its revision (hashed names are their own), so every tab and the print pages open
 * offline; the data comes from the query-cache mirror in localStorage, never from here.
 * - Pages (navigations): always the network; offline, this build's app page, in the language of
 *   the last page the server sent (its Content-Language, the device's choice).
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
import {
  CACHE_PREFIX,
  isShellCache,
  isStorable,
  LANGUAGE_CACHE,
  LANGUAGE_KEY,
  languageOfPage,
  offlinePage,
  PAGE,
} from "./sw-rules";

/** The parts of the worker's global scope used here (the client program types `self` as Window). */
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  navigator: { languages?: readonly string[] };
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

const precache = self.__WB_MANIFEST;
/** The app's page in each language this build has (`/index.html`, `/ar/index.html`). */
const pages = precache
  .map((entry) => `/${(typeof entry === "string" ? entry : entry.url).replace(/^\//, "")}`)
  .filter((path) => languageOfPage(path) !== null);

// The language of the last page the server sent: kept, so the app's page offline is in it.
let remembered: string | null = null;
async function rememberedLanguage(): Promise<string | null> {
  if (remembered) return remembered;
  const kept = await (await caches.open(LANGUAGE_CACHE)).match(LANGUAGE_KEY);
  remembered = kept ? await kept.text() : null;
  return remembered;
}
async function rememberLanguage(language: string | null): Promise<void> {
  if (!language || language === (await rememberedLanguage())) return;
  if (!pages.some((path) => languageOfPage(path) === language)) return;
  remembered = language;
  await (await caches.open(LANGUAGE_CACHE)).put(LANGUAGE_KEY, new Response(language));
}

// Pages first, so the precache's own route never answers a navigation from storage: online, a
// page is the server's (the landing page signed out, the app signed in); offline, the app.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const response = await fetch(request);
        const kept = rememberLanguage(response.headers.get("content-language")).catch(() => {});
        (event as { waitUntil?(promise: Promise<unknown>): void } | undefined)?.waitUntil?.(kept);
        return response;
      } catch (error) {
        const language = await rememberedLanguage().catch(() => null);
        const wanted = offlinePage(pages, language, self.navigator.languages ?? []);
        const page = (await matchPrecache(wanted)) ?? (await matchPrecache(PAGE));
        if (page) return page;
        throw error;
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

precacheAndRoute(precache);
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
