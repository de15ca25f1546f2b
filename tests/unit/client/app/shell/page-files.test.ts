import { describe, expect, it } from "vitest";
import { PAGE_FILES_ELEMENT_ID, preloadPageFiles } from "#src/client/app/shell/page-files";

type Link = { rel: string; crossOrigin: string | null; href: string };

/** A document with `json` in the page-files element and links at `hrefs`. */
function fakeDocument(json: string | null, hrefs: string[] = []) {
  const base = "https://app.example/classes";
  const links: Link[] = hrefs.map((href) => ({
    rel: "modulepreload",
    crossOrigin: "",
    href: new URL(href, base).href,
  }));
  const added: Link[] = [];
  const doc = {
    baseURI: base,
    getElementById: (id: string) =>
      id === PAGE_FILES_ELEMENT_ID && json !== null ? { textContent: json } : null,
    querySelectorAll: () => links,
    createElement: () => ({ rel: "", crossOrigin: null, href: "" }),
    head: { append: (link: Link) => added.push(link) },
  };
  return { doc: doc as unknown as Document, added };
}

describe("preloadPageFiles: a tab page's files asked for with the app's code", () => {
  it("adds a module preload for each listed file the page does not have yet, once", () => {
    const { doc, added } = fakeDocument(
      JSON.stringify(["/assets/a.js", "/assets/b.js", "/assets/a.js", "/assets/c.js"]),
      ["/assets/b.js"],
    );
    expect(preloadPageFiles(doc)).toBe(2);
    expect(added).toEqual([
      { rel: "modulepreload", crossOrigin: "", href: "/assets/a.js" },
      { rel: "modulepreload", crossOrigin: "", href: "/assets/c.js" },
    ]);
  });

  it("asks for nothing without a list, with a broken one, or for what is not the build's", () => {
    for (const json of [
      null,
      "",
      "{not json",
      '{"a":1}',
      JSON.stringify([1, "https://x.example/a.js", "//x.example/a.js", "/api/auth/get-session"]),
    ]) {
      const { doc, added } = fakeDocument(json);
      expect(preloadPageFiles(doc)).toBe(0);
      expect(added).toEqual([]);
    }
  });
});
