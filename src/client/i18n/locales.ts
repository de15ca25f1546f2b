import type { Messages } from "@lingui/core";
import {
  directionOf,
  matchLocale as matchDomainLocale,
  SOURCE_LOCALE,
} from "#src/domain/languages";

/**
 * The languages the app speaks: one catalogue each, `src/locales/<code>.po` (README, "Adding a
 * language"). A catalogue is compiled at build time and fetched only by a teacher who reads
 * that language.
 */
const catalogues = import.meta.glob<{ messages: Messages }>("../../locales/*.po");

const codeOf = (path: string) => path.replace(/^.*[\\/]([^\\/]+)\.po$/, "$1");
const byCode = new Map(Object.entries(catalogues).map(([path, load]) => [codeOf(path), load]));

/** The language codes of the catalogues, English first. */
export const LOCALES: readonly string[] = [
  SOURCE_LOCALE,
  ...[...byCode.keys()].filter((code) => code !== SOURCE_LOCALE).sort(),
];

export { directionOf, SOURCE_LOCALE };

/** A language's own name, as its speakers write it ("Español", "العربية"). */
export function nativeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/** The best of the app's languages for the browser's (src/domain/languages.ts). */
export function matchLocale(
  preferred: readonly string[],
  available: readonly string[] = LOCALES,
): string {
  return matchDomainLocale(preferred, available);
}

/** Whether the app has a catalogue for this code. */
export function isLocale(code: unknown): code is string {
  return typeof code === "string" && LOCALES.includes(code);
}

/** A language's compiled messages, fetched on first use. */
export async function loadMessages(locale: string): Promise<Messages> {
  const load = byCode.get(locale) ?? byCode.get(SOURCE_LOCALE);
  if (!load) return {};
  return (await load()).messages;
}
