import { renderToStaticMarkup } from "react-dom/server";
import { PRODUCT_NAME } from "../../lib/constants";
import { LandingPage } from "./landing-page";

export const LANDING_TITLE = `${PRODUCT_NAME}: fair classroom groups and a spinning wheel for teachers`;
export const LANDING_DESCRIPTION = `${PRODUCT_NAME} keeps your classes, builds balanced groups in one click and picks students fairly with a spinning wheel. Free forever, no credit card, ready in 30 seconds.`;

export type LandingStyles = { inline: string } | { href: string };

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/**
 * The whole landing page as static HTML: content, styles and no script at all (every call to
 * action is a plain link), so it paints before any JavaScript could have loaded.
 */
export function renderLandingDocument(styles: LandingStyles): string {
  const body = renderToStaticMarkup(<LandingPage />);
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
    `<title>${LANDING_TITLE}</title>`,
    style,
    "</head>",
    `<body><div id="root">${body}</div></body>`,
    "</html>",
    "",
  ].join("\n");
}
