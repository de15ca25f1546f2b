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

/**
 * English's page in another language: `<html lang dir>` and the skeleton (`english`, as the
 * page holds it) replaced by that language's (`own`). Everything else (the script, the
 * stylesheet, the files a tab's page lists) stays as it is.
 */
export function pageInLanguage(
  html: string,
  language: { locale: string; direction: "ltr" | "rtl" },
  skeleton: { english: string; own: string },
): string {
  if (!HTML_TAG.test(html)) throw new Error("language pages: the page has no <html> tag");
  if (!html.includes(skeleton.english)) {
    throw new Error("language pages: the page no longer holds the English skeleton");
  }
  return html
    .replace(HTML_TAG, `<html lang="${language.locale}" dir="${language.direction}">`)
    .replace(skeleton.english, () => skeleton.own);
}
