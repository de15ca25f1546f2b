import type { Messages } from "@lingui/core";

/**
 * The languages the app speaks: one catalogue each, `src/locales/<code>.po` (README, "Adding a
 * language"). A catalogue is compiled at build time and fetched only by a teacher who reads
 * that language.
 */
const catalogues = import.meta.glob<{ messages: Messages }>("../../locales/*.po");

const codeOf = (path: string) => path.replace(/^.*[\\/]([^\\/]+)\.po$/, "$1");
const byCode = new Map(Object.entries(catalogues).map(([path, load]) => [codeOf(path), load]));

/** English: the code's own messages, and the language of a browser the app does not speak. */
export const SOURCE_LOCALE = "en";

/** The language codes of the catalogues, English first. */
export const LOCALES: readonly string[] = [
  SOURCE_LOCALE,
  ...[...byCode.keys()].filter((code) => code !== SOURCE_LOCALE).sort(),
];

// Languages written right to left: their base subtags (Intl.Locale's text info is not in every
// browser the app supports).
const RIGHT_TO_LEFT = new Set([
  "ar",
  "arc",
  "ckb",
  "dv",
  "fa",
  "he",
  "ks",
  "ps",
  "sd",
  "ug",
  "ur",
  "yi",
]);

const baseOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? "";

/** The writing direction of a language. */
export function directionOf(locale: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(baseOf(locale)) ? "rtl" : "ltr";
}

/** A language's own name, as its speakers write it ("Español", "العربية"). */
export function nativeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/**
 * The best of the app's languages for a list of preferred ones (the browser's, most wanted
 * first): the same tag, else the same base language ("es-MX" -> "es"); English where none fits.
 */
export function matchLocale(
  preferred: readonly string[],
  available: readonly string[] = LOCALES,
): string {
  for (const tag of preferred) {
    const exact = available.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = available.find((code) => baseOf(code) === baseOf(tag));
    if (base) return base;
  }
  return SOURCE_LOCALE;
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
