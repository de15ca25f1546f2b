/**
 * The page's one script (index.html). The page's own HTML already shows the shell's skeleton
 * and the tab's heading (skeleton-plugin.ts, tab-files-plugin.ts); the app's code is fetched
 * once that first paint is on screen (after-first-paint.ts), with the files the
 * tab's page lists, then runs (main.tsx). The stylesheet stays a link of the HTML.
 */
import "./styles.css";
import { afterFirstPaint } from "./app/shell/after-first-paint";
import { preloadPageFiles } from "./app/shell/page-files";

function start() {
  preloadPageFiles();
  import("./main").catch((error: unknown) => {
    // The skeleton stays; a connection that comes back brings the app.
    console.error("ClassCharm could not load its code", error);
    window.addEventListener("online", () => window.location.reload(), { once: true });
  });
}

// In development the page's HTML has no skeleton (the build writes it), so nothing would paint.
if (import.meta.env.PROD) afterFirstPaint(start);
else start();
