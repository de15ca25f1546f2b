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
