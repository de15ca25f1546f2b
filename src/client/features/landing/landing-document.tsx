import { renderToStaticMarkup } from "react-dom/server";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { LANDING_NOTICE_IDS, LANDING_NOTICES, type LandingNoticeId } from "./landing-notice";
import { LandingPage } from "./landing-page";

export const LANDING_TITLE = `${PRODUCT_NAME}: fair classroom groups and a spinning wheel for teachers`;
export const LANDING_DESCRIPTION = `${PRODUCT_NAME} keeps your classes, builds balanced groups in one click and picks students fairly with a spinning wheel. Free forever, no credit card, ready in 30 seconds.`;

/** The prerendered pages: `landing.html`, and `landing-<notice>.html` for each notice. */
export const LANDING_PAGES = [null, ...LANDING_NOTICE_IDS].map((notice) => ({
  notice,
  fileName: notice ? `landing-${notice}.html` : "landing.html",
}));

export type LandingStyles = { inline: string } | { href: string };

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/**
 * The whole landing page as static HTML: content, styles and no script at all (every call to
 * action is a plain link), so it paints before any JavaScript could have loaded. With a
 * `notice`, the page says it above everything and in its title (read out as the page opens).
 */
export function renderLandingDocument(
  styles: LandingStyles,
  notice: LandingNoticeId | null = null,
): string {
  const body = renderToStaticMarkup(<LandingPage notice={notice} />);
  const title = notice ? `${LANDING_NOTICES[notice].title} | ${LANDING_TITLE}` : LANDING_TITLE;
  const style =
    "inline" in styles
      ? `<style>${styles.inline.replaceAll("</style", "<\\/style")}</style>`
      : `<link rel="stylesheet" href="${escapeAttribute(styles.href)}" />`;
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="color-scheme" content="light dark" />',
    '<meta name="theme-color" content="#6d28d9" />',
    `<meta name="description" content="${escapeAttribute(LANDING_DESCRIPTION)}" />`,
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    `<title>${title}</title>`,
    style,
    "</head>",
    `<body><div id="root">${body}</div></body>`,
    "</html>",
    "",
  ].join("\n");
}
