import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { LOCALES, nativeName, SOURCE_LOCALE } from "#src/client/i18n/locales";

/**
 * The landing page in each language (docs/product.md#languages): English at `/`, the others at
 * `/<code>/`. Prerendered once per language, with no script.
 */
export function landingPath(locale: string): string {
  return locale === SOURCE_LOCALE ? "/" : `/${locale}/`;
}

/**
 * Where a language link goes: its page. English's names itself (`/?lang=en`): `/` alone may
 * answer in the language the visitor chose before or the browser asks for (src/server/landing.ts),
 * and a language chosen with a link wins over both.
 */
export function chosenLandingPath(locale: string): string {
  return locale === SOURCE_LOCALE ? `/?lang=${locale}` : landingPath(locale);
}

/**
 * The landing page's language menu: plain links to the page in each other language (it runs no
 * script), each named in its own language and marked as such for screen readers and search
 * engines.
 */
export function LandingLanguages() {
  const active = i18n.locale;
  return (
    <nav aria-label={t`Language`}>
      <ul className="flex flex-wrap items-center gap-x-2">
        {LOCALES.filter((code) => code !== active).map((code) => (
          <li key={code}>
            <a
              href={chosenLandingPath(code)}
              hrefLang={code}
              lang={code}
              className="inline-flex min-h-11 items-center rounded-lg px-1 text-sm font-medium text-link underline-offset-4 hover:underline"
            >
              {nativeName(code)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
