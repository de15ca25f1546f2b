import { describe, expect, it } from "vitest";
import { appPageFile, pageInLanguage } from "#src/client/app/shell/language-pages";
import { appPageFile as serverPageFile } from "#src/server/app-pages";

const ENGLISH = '<p role="status">Loading ClassCharm...</p>';
const ARABIC = '<p role="status">جارٍ تحميل ClassCharm...</p>';
const page = [
  "<!doctype html>",
  '<html lang="en">',
  '<head><script type="module" src="/assets/index-Ab12.js"></script></head>',
  `<body><div id="root">${ENGLISH}</div></body>`,
  "</html>",
].join("\n");

describe("the app's page in another language", () => {
  it("is English's page with the language's lang, direction and skeleton", () => {
    const arabic = pageInLanguage(
      page,
      { locale: "ar", direction: "rtl" },
      { english: ENGLISH, own: ARABIC },
    );
    expect(arabic).toBe(
      page.replace('<html lang="en">', '<html lang="ar" dir="rtl">').replace(ENGLISH, ARABIC),
    );
  });

  it("refuses a page whose skeleton is not the English one it was given", () => {
    expect(() =>
      pageInLanguage(page, { locale: "ar", direction: "rtl" }, { english: "<p>x</p>", own: "" }),
    ).toThrow(/English skeleton/);
    expect(() =>
      pageInLanguage(
        "<p>no html</p>",
        { locale: "es", direction: "ltr" },
        { english: "", own: "" },
      ),
    ).toThrow(/<html>/);
  });

  it("is written where the server looks for it", () => {
    for (const [locale, tab] of [
      ["en", undefined],
      ["en", "students"],
      ["ar", undefined],
      ["ar", "students"],
    ] as const) {
      expect(appPageFile(locale, tab)).toBe(serverPageFile(locale, tab));
    }
    expect(appPageFile("ar", "students")).toBe("ar/tabs/students.html");
    expect(appPageFile("en")).toBe("index.html");
  });
});
