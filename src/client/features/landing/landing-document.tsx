import { i18n, type Messages } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { renderToStaticMarkup } from "react-dom/server";
import { directionOf, LOCALES, SOURCE_LOCALE } from "#src/client/i18n/locales";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { escapeAttribute, escapeText } from "#src/client/lib/html-escape";
import { landingPath } from "./landing-languages";
import { LANDING_NOTICE_IDS, LANDING_NOTICES, type LandingNoticeId } from "./landing-notice";
import { LandingPage } from "./landing-page";

export const LANDING_TITLE = msg`${PRODUCT_NAME}: fair classroom groups and a spinning wheel for teachers`;
export const LANDING_DESCRIPTION = msg`${PRODUCT_NAME} keeps your classes, builds balanced groups in one click and picks students fairly with a spinning wheel. Free forever, no credit card, ready in 30 seconds.`;

/**
 * The prerendered pages, for each language and each notice: English's `landing.html` and
 * `landing-<notice>.html`, another language's in its folder (`es/landing.html`, ...).
 */
export const LANDING_PAGES = LOCALES.flatMap((locale) =>
  [null, ...LANDING_NOTICE_IDS].map((notice) => ({
    locale,
    notice,
    fileName: `${locale === SOURCE_LOCALE ? "" : `${locale}/`}${notice ? `landing-${notice}` : "landing"}.html`,
  })),
);

// Every catalogue, compiled, loaded with this module: the prerender imports it once, in a
// module runner that is closed once the import is done (no later import could load one).
const catalogues = import.meta.glob<Messages>("../../../locales/*.po", {
  eager: true,
  import: "messages",
});

/** Makes a language the one the page is rendered in (its compiled catalogue). */
export function activateLandingLanguage(locale: string): void {
  const entry = Object.entries(catalogues).find(([path]) => path.endsWith(`/${locale}.po`));
  if (!entry) throw new Error(`landing prerender: no catalogue for ${locale}`);
  i18n.loadAndActivate({ locale, messages: entry[1] });
}

export type LandingStyles = { inline: string } | { href: string };

/**
 * The page in every language, for search engines; `x-default` is the page at `/`. Written as
 * paths: the server makes each a whole address on its public URL as it sends the page
 * (src/server/landing-copies.ts), which the build cannot know.
 */
function alternates(): string[] {
  return [
    ...LOCALES.map(
      (code) => `<link rel="alternate" hreflang="${code}" href="${landingPath(code)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${landingPath(SOURCE_LOCALE)}" />`,
  ];
}

/**
 * The whole landing page as static HTML, in the active language (`activateLandingLanguage`):
 * content, styles and no script at all (every call to action is a plain link), so it paints
 * before any JavaScript could have loaded. With a `notice`, the page says it above everything
 * and in its title (read out as the page opens).
 */
export function renderLandingDocument(
  styles: LandingStyles,
  notice: LandingNoticeId | null = null,
): string {
  const locale = i18n.locale;
  const body = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <LandingPage notice={notice} />
    </I18nProvider>,
  );
  const pageTitle = i18n._(LANDING_TITLE);
  const title = notice ? `${i18n._(LANDING_NOTICES[notice].title)} | ${pageTitle}` : pageTitle;
  const style =
    "inline" in styles
      ? `<style>${styles.inline.replaceAll("</style", "<\\/style")}</style>`
      : `<link rel="stylesheet" href="${escapeAttribute(styles.href)}" />`;
  return [
    "<!doctype html>",
    `<html lang="${locale}" dir="${directionOf(locale)}">`,
    "<head>",
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="color-scheme" content="light dark" />',
    '<meta name="theme-color" content="#6d28d9" />',
    `<meta name="description" content="${escapeAttribute(i18n._(LANDING_DESCRIPTION))}" />`,
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    ...alternates(),
    `<title>${escapeText(title)}</title>`,
    style,
    "</head>",
    `<body><div id="root">${body}</div></body>`,
    "</html>",
    "",
  ].join("\n");
}
