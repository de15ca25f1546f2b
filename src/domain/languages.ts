/**
 * Languages by their codes (BCP 47 tags), for both sides: which one fits a list of preferred
 * ones, and which way each is written (docs/product.md#languages).
 */

/** English: the code's own messages, and the language of a browser the app does not speak. */
export const SOURCE_LOCALE = "en";

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

/**
 * The best of the available languages for a list of preferred ones (most wanted first): the
 * same tag, else the same base language ("es-MX" -> "es"); English where none fits.
 */
export function matchLocale(preferred: readonly string[], available: readonly string[]): string {
  for (const tag of preferred) {
    const exact = available.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = available.find((code) => baseOf(code) === baseOf(tag));
    if (base) return base;
  }
  return SOURCE_LOCALE;
}

/**
 * The languages of an Accept-Language header, most wanted first ("es-MX,es;q=0.9,en;q=0.5").
 * Malformed entries and `*` are left out; at most 20 are read.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",", 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => weight > 0 && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** Letters of the scripts written right to left. */
const RTL_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;

/** Whether a text has right-to-left letters. */
export const hasRightToLeft = (text: string): boolean => RTL_LETTER.test(text);

/**
 * A name set apart from the words around it (Unicode's first-strong isolate, U+2068 ... U+2069)
 * where directions mix: in a right-to-left sentence (`rtl`), or a name with right-to-left
 * letters. An Arabic name in an English sentence, or a Latin one in an Arabic sentence, keeps its
 * own direction and leaves the sentence's alone. A left-to-right name in a left-to-right sentence
 * stays exactly as typed (isolating it changes nothing seen or heard). In markup, `<bdi>`.
 */
export function isolate(name: string, rtl = false): string {
  if (name.startsWith("\u2068") || !(rtl || hasRightToLeft(name))) return name;
  return `\u2068${name}\u2069`;
}
