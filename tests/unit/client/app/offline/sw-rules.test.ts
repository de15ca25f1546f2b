import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isShellCache,
  isStorable,
  LANGUAGE_CACHE,
  languageOfPage,
  offlinePage,
} from "#src/client/app/offline/sw-rules";

const ORIGIN = "https://classcharm.example";

describe("what the offline shell may store", () => {
  it("a 2xx script, stylesheet or image under its own name", () => {
    expect(isStorable(`${ORIGIN}/assets/app-Ab12.js`, 200, "text/javascript")).toBe(true);
    expect(isStorable(`${ORIGIN}/assets/index-Ab12.css`, 200, "text/css; charset=utf-8")).toBe(
      true,
    );
    expect(isStorable(`${ORIGIN}/favicon.svg`, 200, "image/svg+xml")).toBe(true);
    expect(isStorable(`${ORIGIN}/index.html?__WB_REVISION__=1`, 200, "text/html")).toBe(true);
  });

  it("never an HTML page under a file's name (a host's fallback page for a missing file)", () => {
    for (const type of ["text/html", "text/html; charset=utf-8", " TEXT/HTML"]) {
      expect(isStorable(`${ORIGIN}/assets/app-Ab12.js`, 200, type)).toBe(false);
      expect(isStorable(`${ORIGIN}/assets/index-Ab12.css`, 200, type)).toBe(false);
      expect(isStorable(`${ORIGIN}/`, 200, type)).toBe(false);
    }
  });

  it("never an answer outside 200-299, whatever it is", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 599 }).filter((s) => s < 200 || s > 299),
        fc.constantFrom("text/javascript", "text/css", "text/html", "application/json", null),
        fc.constantFrom("/assets/a-1.js", "/index.html", "/favicon.svg"),
        (status, type, path) => !isStorable(`${ORIGIN}${path}`, status, type),
      ),
    );
  });

  it("keeps only the current precache; the hand-written worker's cache goes", () => {
    expect(isShellCache(`classcharm-precache-v2-${ORIGIN}/`)).toBe(true);
    expect(isShellCache("classcharm-shell-v1")).toBe(false);
    expect(isShellCache(`workbox-precache-v2-${ORIGIN}/`)).toBe(false);
    // The device's language is kept too.
    expect(isShellCache(LANGUAGE_CACHE)).toBe(true);
  });
});

describe("the app's page offline, in the device's language", () => {
  const PAGES = ["/index.html", "/ar/index.html", "/es/index.html"];

  it("reads a stored page's language", () => {
    expect(languageOfPage("/index.html")).toBe("en");
    expect(languageOfPage("/ar/index.html")).toBe("ar");
    expect(languageOfPage("/pt-BR/index.html")).toBe("pt-BR");
    for (const other of [
      "/landing.html",
      "/ar/landing.html",
      "/tabs/home.html",
      "/a/b/index.html",
    ]) {
      expect(languageOfPage(other), other).toBeNull();
    }
  });

  it("opens the page in the language of the server's last page, else the browser's, else English", () => {
    expect(offlinePage(PAGES, "ar", ["en-US"])).toBe("/ar/index.html");
    expect(offlinePage(PAGES, "en", ["ar-EG"])).toBe("/index.html");
    expect(offlinePage(PAGES, null, ["ar-EG", "en"])).toBe("/ar/index.html");
    expect(offlinePage(PAGES, null, ["fr-FR", "es-MX"])).toBe("/es/index.html");
    expect(offlinePage(PAGES, null, ["fr-FR"])).toBe("/index.html");
    expect(offlinePage(PAGES, null, [])).toBe("/index.html");
  });

  it("a language the build has no page for is passed over", () => {
    expect(offlinePage(PAGES, "fr", ["ar"])).toBe("/ar/index.html");
    expect(offlinePage(["/index.html"], "ar", ["ar"])).toBe("/index.html");
  });
});
