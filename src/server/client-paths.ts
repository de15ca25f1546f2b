/**
 * Paths the single-page app never routes (issue 13.9): the built assets (`/assets/...`), any
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
 * The Cache-Control of a static file (issue 19.1): the hashed assets under `assets/` for a year
 * and immutable; everything else (the service worker, the favicon, the HTML) revalidated on use,
 * since it names or is the current build.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? "public, max-age=31536000, immutable" : "no-cache";
}
