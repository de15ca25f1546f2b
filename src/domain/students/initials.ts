/**
 * "First names and last initials only" (docs/decisions/0057-last-initials.md): a new student's
 * name is kept as the first names and the first letter of the surname, "Maya Patel" -> "Maya P.".
 *
 * - The surname is the last word, with the lowercase particles before it ("van der Berg",
 *   "de la Cruz", "bin Said") and without a trailing generational suffix ("Jr.", "III"). A
 *   hyphenated surname is one word: "Patel-Singh" -> "P.".
 * - "Patel, Maya" (surname first, then a comma) is read as "Maya Patel".
 * - A single name stays as it is; spaces are trimmed and collapsed.
 * - Right-to-left surnames (Arabic, Hebrew, ...) take no full stop: a "." after the letter would
 *   show at the wrong end of the name in a left-to-right line, next to the first name. The letter
 *   is the last word's first: "محمد عبد الله" -> "محمد عبد ا".
 * - A name already short (its surname is letters and a full stop) is kept, so shortening twice
 *   changes nothing and a client that already shortened agrees with the server.
 * - Names that would meet (two "Maya P.", or one already in the class) take more letters of the
 *   surname until they are apart: "Maya Pa." and "Maya Pe.". When one surname is the start of the
 *   other, the shorter is written whole ("Ann Lee." and "Ann Leed."). Two students with the very
 *   same name keep sharing it, as two same names always do: the paste import reports them as
 *   repeats before this runs.
 */
import { nameKey } from "./student";

const PARTICLES = new Set([
  "al",
  "bin",
  "bint",
  "da",
  "das",
  "de",
  "del",
  "della",
  "den",
  "der",
  "di",
  "do",
  "dos",
  "du",
  "el",
  "ibn",
  "la",
  "le",
  "st.",
  "ten",
  "ter",
  "van",
  "von",
  "y",
]);
const SUFFIX = /^(jr\.?|sr\.?|ii|iii|iv)$/i;
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** A surname already cut: letters and a full stop, or one right-to-left letter. */
const SHORT = /^(\p{L}[\p{L}\p{M}'’-]*\.|\p{L}\p{M}*)$/u;

/** A name's first names and surname ("" for a single name), spaces collapsed. */
export interface NameParts {
  given: string;
  surname: string;
}

/** Splits a name into first names and surname (see the module's notes). */
export function nameParts(name: string): NameParts {
  let text = name.trim().replace(/\s+/g, " ");
  const comma = text.indexOf(",");
  if (comma > 0 && text.indexOf(",", comma + 1) < 0) {
    const before = text.slice(0, comma).trim();
    const after = text.slice(comma + 1).trim();
    if (before && after && !SUFFIX.test(after)) text = `${after} ${before}`;
  }
  const words = text.split(" ").filter((w) => w !== "" && w !== ",");
  while (words.length > 2 && SUFFIX.test((words.at(-1) as string).replace(/,$/, ""))) words.pop();
  const last = words.at(-1)?.replace(/,$/, "");
  if (last !== undefined) words[words.length - 1] = last;
  if (words.length < 2) return { given: words.join(" "), surname: "" };
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1] as string)) start--;
  return { given: words.slice(0, start).join(" "), surname: words.slice(start).join(" ") };
}

/** The first `letters` letters of the surname, with a full stop unless it is right-to-left. */
function shortSurname(surname: string, letters: number): string {
  const chars = [...surname];
  let n = Math.max(1, letters);
  // Never end on a space or a hyphen: "van ." reads as nothing.
  while (n < chars.length && /[\s\-'’]/u.test(chars[n - 1] as string)) n++;
  const cut = chars.slice(0, n).join("");
  return RTL.test(cut) ? cut : `${cut}.`;
}

function join(given: string, surname: string): string {
  return surname === "" ? given : `${given} ${surname}`;
}

/** Whether the name is short already: a single name, or a surname of letters and a full stop. */
export function isShortName(name: string): boolean {
  const { surname } = nameParts(name);
  return surname === "" || SHORT.test(surname);
}

/** One name's short form, with no other names to keep apart from: "Maya Patel" -> "Maya P.". */
export function lastInitial(name: string): string {
  return shortNames([name])[0] as string;
}

/** How many characters two texts share at their start (compared without case). */
function sharedStart(a: readonly string[], b: readonly string[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * The short forms of `names`, in order, kept apart from each other and from `taken` (the names
 * of the class's students, as stored) by more letters of the surname where they would meet.
 */
export function shortNames(names: readonly string[], taken: readonly string[] = []): string[] {
  const parts = names.map((name) => {
    const p = nameParts(name);
    const short = p.surname === "" || SHORT.test(p.surname);
    return { ...p, short, fold: [...p.surname.toLocaleLowerCase("en-US")] };
  });
  // Names with the same first names and the same surname initial meet: grouped by that.
  const groups = new Map<string, number[]>();
  for (const [i, p] of parts.entries()) {
    if (p.short) continue;
    const key = `${nameKey(p.given)}\u0000${p.fold[0]}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  }
  const takenKeys = new Set(taken.map(nameKey));
  // A name of the list already short is kept: the others keep apart from it too.
  for (const [i, p] of parts.entries()) if (p.short) takenKeys.add(nameKey(names[i] as string));
  const out = parts.map((p) => join(p.given, p.surname));
  for (const group of groups.values()) {
    for (const i of group) {
      const p = parts[i] as (typeof parts)[number];
      let letters = 1;
      for (const j of group) {
        const other = (parts[j] as (typeof parts)[number]).fold;
        if (j === i || other.join("") === p.fold.join("")) continue;
        letters = Math.max(letters, sharedStart(p.fold, other) + 1);
      }
      let name = join(p.given, shortSurname(p.surname, letters));
      // A student of the class already called that: one more letter, up to the whole surname.
      while (takenKeys.has(nameKey(name)) && letters < p.fold.length) {
        letters++;
        name = join(p.given, shortSurname(p.surname, letters));
      }
      out[i] = name;
    }
  }
  return out;
}
