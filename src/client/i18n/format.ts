import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { directionOf, isolate as isolateName } from "#src/domain/languages";

/**
 * Numbers, lists, names' order and names' direction in the teacher's language
 * (docs/product.md#languages). The formatters are made once per locale.
 */

const baseOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? "";

/**
 * The locale for formats: the browser's own tag where it is the active language ("en-GB" for
 * English in a British browser, "ar-EG" for Arabic in an Egyptian one), else the language.
 */
export function formatLocale(): string {
  const active = i18n.locale || "en";
  const browser = typeof navigator === "undefined" ? [] : (navigator.languages ?? []);
  return browser.find((tag) => baseOf(tag) === baseOf(active)) ?? active;
}

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let made = cache.get(key);
  if (made === undefined) {
    made = make();
    cache.set(key, made);
  }
  return made;
}

const numbers = new Map<string, Intl.NumberFormat>();
const collators = new Map<string, Intl.Collator>();
const lists = new Map<string, Intl.ListFormat>();

/** A whole count as the language writes it: "1,234" in English, "١٬٢٣٤" in Arabic. */
export function numberText(value: number): string {
  const locale = formatLocale();
  return cached(numbers, `n|${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A number with one decimal: "3.5" in English, "3,5" in Spanish. */
export function oneDecimalText(value: number): string {
  const locale = formatLocale();
  return cached(
    numbers,
    `d|${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(value);
}

/** A share (0 to 1) as a percentage with at most one decimal: "33.3%", "33,3 %", "٣٣٫٣٪". */
export function percentText(share: number): string {
  const locale = formatLocale();
  return cached(
    numbers,
    `p|${locale}`,
    () => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }),
  ).format(share);
}

/** "Ana, Bo and Cy" in the language's words ("Ana, Bo y Cy", "Ana وBo وCy"). */
export function listText(items: readonly string[]): string {
  const locale = formatLocale();
  return cached(
    lists,
    locale,
    () => new Intl.ListFormat(locale, { style: "long", type: "conjunction" }),
  ).format(items);
}

/**
 * The separator between the items of a list without a closing "and" (options, columns, names,
 * the parts of a summary): ", " in English, "، " in Arabic. The one message for every such list.
 */
export function listSeparator(): string {
  return t({ message: ", ", context: "between the items of a list" });
}

/** Items one after another: "Red, Blue, Green" ("Red، Blue، Green" in Arabic). */
export function plainListText(items: readonly string[]): string {
  return items.join(listSeparator());
}

/** Compares two names by the language's rules, ignoring case and accents, numbers by value. */
export function compareNames(a: string, b: string): number {
  const locale = formatLocale();
  return cached(
    collators,
    locale,
    () => new Intl.Collator(locale, { sensitivity: "base", numeric: true }),
  ).compare(a, b);
}

/**
 * A name set apart from the words around it where directions mix (src/domain/languages.ts): on a
 * right-to-left page, or a name with right-to-left letters. For text that is not markup: toasts,
 * labels, `aria-label`s, exports. In JSX, `<bdi>{name}</bdi>` does the same.
 */
export function isolate(name: string): string {
  return isolateName(name, directionOf(i18n.locale || "en") === "rtl");
}
