import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isShellCache, isStorable } from "#src/client/app/offline/sw-rules";

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
  });
});
