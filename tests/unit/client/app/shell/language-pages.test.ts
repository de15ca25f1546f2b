import { describe, expect, it } from "vitest";
import { appPageFile, pageInLanguage } from "#src/client/app/shell/language-pages";
import { appPageFile as serverPageFile } from "#src/server/app-pages";

const ENGLISH = '<p role="status">Loading ClassCharm...</p>';
const ARABIC = '<p role="status">جارٍ تحميل ClassCharm...</p>';
const WORDS = {
  english: {
    description: "ClassCharm: classes & groups for teachers.",
    noscript: "ClassCharm needs JavaScript to run.",
  },
  own: {
    description: 'ClassCharm: "الصفوف" والمجموعات للمعلمين.',
    noscript: "يحتاج ClassCharm إلى JavaScript ليعمل.",
  },
};
const page = [
  "<!doctype html>",
  '<html lang="en">',
  '<head><meta name="description" content="ClassCharm: classes &amp; groups for teachers." />',
  '<script type="module" src="/assets/index-Ab12.js"></script></head>',
  `<body><div id="root">${ENGLISH}</div><noscript>ClassCharm needs JavaScript to run.</noscript></body>`,
  "</html>",
].join("\n");

describe("the app's page in another language", () => {
  it("is English's page with the language's lang, direction, skeleton and words", () => {
    const arabic = pageInLanguage(
      page,
      { locale: "ar", direction: "rtl" },
      { english: ENGLISH, own: ARABIC },
      WORDS,
    );
    expect(arabic).toBe(
      page
        .replace('<html lang="en">', '<html lang="ar" dir="rtl">')
        .replace(ENGLISH, ARABIC)
        .replace(
          'content="ClassCharm: classes &amp; groups for teachers."',
          'content="ClassCharm: &quot;الصفوف&quot; والمجموعات للمعلمين."',
        )
        .replace(
          "<noscript>ClassCharm needs JavaScript to run.</noscript>",
          "<noscript>يحتاج ClassCharm إلى JavaScript ليعمل.</noscript>",
        ),
    );
  });

  it("refuses a page whose description or noscript line is not the English given", () => {
    const drifted = { ...WORDS, english: { ...WORDS.english, description: "Other words" } };
    expect(() =>
      pageInLanguage(
        page,
        { locale: "ar", direction: "rtl" },
        { english: ENGLISH, own: ARABIC },
        drifted,
      ),
    ).toThrow(/English description/);
    const noLine = page.replace(/<noscript>.*<\/noscript>/, "");
    expect(() =>
      pageInLanguage(
        noLine,
        { locale: "ar", direction: "rtl" },
        { english: ENGLISH, own: ARABIC },
        WORDS,
      ),
    ).toThrow(/noscript/);
  });

  it("refuses a page whose skeleton is not the English one it was given", () => {
    expect(() =>
      pageInLanguage(
        page,
        { locale: "ar", direction: "rtl" },
        { english: "<p>x</p>", own: "" },
        WORDS,
      ),
    ).toThrow(/English skeleton/);
    expect(() =>
      pageInLanguage(
        "<p>no html</p>",
        { locale: "es", direction: "ltr" },
        { english: "", own: "" },
        WORDS,
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
