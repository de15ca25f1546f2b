import { i18n } from "@lingui/core";
import { renderToStaticMarkup } from "react-dom/server";
import type { TabId } from "#src/client/lib/tab-routes";
import { messages } from "#src/locales/en.po";
import { ShellSkeleton } from "./shell-skeleton";

/**
 * The shell's skeleton as static HTML, written into the app's `index.html` (and, with a tab's
 * heading, into each tab's page) at build time (skeleton-plugin.ts): the page has its header
 * and a tab's outline at the first paint, before any script has loaded. React
 * replaces it with the same skeleton on its first render, so nothing moves. In English, the
 * catalogue's source: a page in another language paints its own words with its first render.
 */
export function renderShellSkeleton(tab?: TabId): string {
  if (i18n.locale !== "en") i18n.loadAndActivate({ locale: "en", messages });
  return renderToStaticMarkup(<ShellSkeleton tab={tab} />);
}
