import { escapeAttribute, escapeText } from "#src/client/lib/html-escape";

/**
 * The app's page in each language (docs/product.md#languages): the build writes English's
 * `index.html` and `tabs/<tab>.html`, and each other language's in its folder
 * (`ar/index.html`, `ar/tabs/<tab>.html`), as the landing pages are. The server sends the one in
 * the device's language (src/server/app-pages.ts), so the first paint already has the page's
 * `lang`, its direction and its skeleton's words in that language.
 */

const SOURCE_LOCALE = "en";

/** The build's file of a language's app page: generic, or a tab's. */
export function appPageFile(locale: string, tab?: string): string {
  const file = tab ? `tabs/${tab}.html` : "index.html";
  return locale === SOURCE_LOCALE ? file : `${locale}/${file}`;
}

const HTML_TAG = /<html\b[^>]*>/;

/** The page's words outside its skeleton: its description and its `<noscript>` line. */
export interface PageWords {
  description: string;
  noscript: string;
}

/** `from` replaced by `to` in `html`, which must hold it (else the build stops: `what` drifted). */
function swap(html: string, from: string, to: string, what: string): string {
  if (!html.includes(from)) throw new Error(`language pages: the page no longer holds ${what}`);
  return html.replace(from, () => to);
}

/**
 * English's page in another language: `<html lang dir>`, the skeleton (`english`, as the page
 * holds it) and the page's words replaced by that language's (`own`). Everything else (the
 * script, the stylesheet, the files a tab's page lists) stays as it is.
 */
export function pageInLanguage(
  html: string,
  language: { locale: string; direction: "ltr" | "rtl" },
  skeleton: { english: string; own: string },
  words: { english: PageWords; own: PageWords },
): string {
  if (!HTML_TAG.test(html)) throw new Error("language pages: the page has no <html> tag");
  let page = swap(html, skeleton.english, skeleton.own, "the English skeleton");
  page = swap(
    page,
    `content="${escapeAttribute(words.english.description)}"`,
    `content="${escapeAttribute(words.own.description)}"`,
    "the English description",
  );
  page = swap(
    page,
    `<noscript>${escapeText(words.english.noscript)}</noscript>`,
    `<noscript>${escapeText(words.own.noscript)}</noscript>`,
    "the English noscript line",
  );
  return page.replace(HTML_TAG, `<html lang="${language.locale}" dir="${language.direction}">`);
}
