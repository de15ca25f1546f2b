import { i18n, type Messages } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { renderToStaticMarkup } from "react-dom/server";
import { directionOf, LOCALES, SOURCE_LOCALE } from "#src/client/i18n/locales";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import type { TabId } from "#src/client/lib/tab-routes";
import type { PageWords } from "./language-pages";
import { ShellSkeleton } from "./shell-skeleton";

export { directionOf, LOCALES as SKELETON_LOCALES, SOURCE_LOCALE };

// Every catalogue, compiled, loaded with this module: the build imports it once, in a module
// runner that is closed once the pages are written.
const catalogues = import.meta.glob<Messages>("../../../locales/*.po", {
  eager: true,
  import: "messages",
});

/**
 * The shell's skeleton as static HTML, written into the app's `index.html` (and, with a tab's
 * heading, into each tab's page) at build time (skeleton-plugin.ts), once per language: the
 * page has its header and a tab's outline at the first paint, in the device's language, before
 * any script has loaded. React replaces it with the same skeleton on its first render, in the
 * same language, so nothing moves.
 */
export function renderShellSkeleton(tab?: TabId, locale: string = SOURCE_LOCALE): string {
  activate(locale);
  try {
    return renderToStaticMarkup(<ShellSkeleton tab={tab} />);
  } finally {
    // English again: the message library may be the build's own (it is not bundled), and
    // whatever renders next in the build expects the source language.
    activate(SOURCE_LOCALE);
  }
}

/**
 * The page's own words outside the skeleton, in `locale`: its description (for search engines and
 * link previews) and what shows where scripts are off. English is index.html's, word for word.
 */
export function renderPageWords(locale: string = SOURCE_LOCALE): PageWords {
  activate(locale);
  try {
    return {
      description: t`${PRODUCT_NAME}: classes, balanced groups and a fair spinning wheel for teachers.`,
      noscript: t`${PRODUCT_NAME} needs JavaScript to run.`,
    };
  } finally {
    activate(SOURCE_LOCALE);
  }
}

function activate(locale: string): void {
  if (i18n.locale === locale) return;
  const entry = Object.entries(catalogues).find(([path]) => path.endsWith(`/${locale}.po`));
  if (!entry) throw new Error(`shell skeleton: no catalogue for ${locale}`);
  i18n.loadAndActivate({ locale, messages: entry[1] });
}
