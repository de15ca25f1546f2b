/**
 * The page's one script (index.html). The page's own HTML already shows the shell's skeleton
 * and the tab's heading (skeleton-plugin.ts, tab-files-plugin.ts); the app's code is fetched
 * once that first paint is on screen (after-first-paint.ts), with the files the
 * tab's page lists, then runs (main.tsx). The stylesheet stays a link of the HTML.
 */
import "./styles.css";
import { afterFirstPaint } from "./app/shell/after-first-paint";
import { preloadPageFiles } from "./app/shell/page-files";
import { startingLanguage } from "./i18n/device-language";
import { loadMessages } from "./i18n/locales";

function start() {
  preloadPageFiles();
  // The language's messages download beside the app's code, not after it (main.tsx waits for
  // both; a failure here is main's to report).
  loadMessages(startingLanguage()).catch(() => undefined);
  import("./main").catch((error: unknown) => {
    // The skeleton stays; a connection that comes back brings the app.
    console.error("ClassCharm could not load its code", error);
    window.addEventListener("online", () => window.location.reload(), { once: true });
  });
}

// In development the page's HTML has no skeleton (the build writes it), so nothing would paint.
if (import.meta.env.PROD) afterFirstPaint(start);
else start();
