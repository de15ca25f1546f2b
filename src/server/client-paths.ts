/**
 * Paths the single-page app never routes: the built assets (`/assets/...`), any
 * file name with an extension (`/favicon-foo.png`, `/robots.txt`, `/app.js.map`) and dot paths
 * (`/.env`, `/.well-known/...`). A missing one answers 404, not the app's HTML with 200 (a
 * browser would run or cache that page as a script, style or image). Client routes have no
 * extension: `/`, `/classes`, `/dashboard/<id>`, `/auth/reset-password`.
 */
const FILE_PATH = /^\/(?:assets(?:\/|$)|\.)|\/\.|\.[A-Za-z0-9]{1,10}$/;

export function isFilePath(path: string): boolean {
  return FILE_PATH.test(path);
}

/** Hashed build output: its name changes with its content, so it never needs revalidating. */
const HASHED_ASSET = /(?:^|[\\/])assets[\\/][^\\/]+$/;

/**
 * The Cache-Control of a static file: the hashed assets under `assets/` for a year
 * and immutable; everything else (the service worker, the favicon, the HTML) revalidated on use,
 * since it names or is the current build.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? "public, max-age=31536000, immutable" : "no-cache";
}

const TAB_ADDRESS = /^\/(home|classes|students|groups|seating|randomizer|settings|useful)$/;
const DASHBOARD_ADDRESS = /^\/dashboard(?:\/([^/]+))?$/;

/**
 * The tab a client address opens, as the app's router reads it (any case, trailing slashes;
 * `/dashboard` and an unknown dashboard tab show the classes), or null for other addresses.
 * The server sends that tab's page (`tabs/<tab>.html`), which names the tab's
 * files for the browser to fetch at once.
 */
export function tabOfAddress(path: string): string | null {
  const address = path.toLowerCase().replace(/\/+$/, "") || "/";
  if (address === "/") return "home";
  const tab = TAB_ADDRESS.exec(address)?.[1];
  if (tab) return tab;
  const dashboard = DASHBOARD_ADDRESS.exec(address);
  if (!dashboard) return null;
  const named = dashboard[1];
  return named && named !== "home" && TAB_ADDRESS.test(`/${named}`) ? named : "classes";
}
