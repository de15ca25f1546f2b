/**
 * "Why these groups?": one short line a teacher reads for one group, on its card and
 * in the present view: what the group mixes (or shares, for Same category), which rules it keeps
 * (or breaks, after a move by hand) and how many new partners it has against the past saved
 * groupings. Pure: everything comes from the group and the context. It reads as a teacher would
 * say it: values sorted, lists joined with "and", counts up to ten in words, each attribute by
 * the name the teacher gave it in Settings:
 *   "Mixes the numbers 1, 2 and 4 and two colors; keeps Cy with Dee; 10 new partners"
 *   "Mixes the numbers 1 to 4, three colors and two shapes; all Fire"
 *   "All Red; keeps Ava apart from Ben; 1 repeated pair: Ava & Eve"
 *
 * A line longer than EXPLAIN_LENGTH is shortened part by part (names become counts) until it fits.
 * Every word comes from the catalogue through the page's `say` (`i18n._`), so the line is made,
 * and measured, in the page's language; the teacher's own names and options stay as typed.
 */

import { msg, plural } from "@lingui/core/macro";
import { isolate } from "../languages";
import {
  type AttributeDefinition,
  type AttributeName,
  type AttributeSet,
  type StudentAttributes,
  valueIndex,
} from "../students/attributes";
import { between, type Part, partnerPart, rulePart, type Say, sayList } from "./explain-parts";
import { counted, type ExplainWords, numberList, STORED, valueLabel } from "./explain-words";
import type { GroupingMethod } from "./groups";
import type { PastGrouping } from "./partners";
import type { GroupRule } from "./rule-types";

export type { Say } from "./explain-parts";
export type { ExplainWords } from "./explain-words";

export type ExplainStudent = StudentAttributes & { id: string; name: string };

export interface ExplainContext {
  attributes: AttributeSet;
  /** The attributes the method measured (Same category: the one it groups by). */
  names: readonly AttributeName[];
  method: GroupingMethod;
  rules?: readonly GroupRule[];
  /** Names of students not in the group (rules name them). */
  nameOf?: ReadonlyMap<string, string> | ((id: string) => string | undefined);
  /** Ids of the students in the whole grouping: a rule's students outside it are absent today. */
  placed?: ReadonlySet<string>;
  /** The past saved groupings New partners weighed (none or empty: no partner count). */
  pastGroupings?: readonly PastGrouping[];
  /** How the page names attributes and options (default: as stored). */
  words?: ExplainWords;
}

/** What a card shows comfortably on one or two lines. */
export const EXPLAIN_LENGTH = 120;

/** Option indices of the group's values for one attribute (missing ones left out), distinct, sorted. */
function distinctValues(group: readonly StudentAttributes[], def: AttributeDefinition): number[] {
  const set = new Set<number>();
  for (const s of group) {
    const v = valueIndex(def, s[def.name]);
    if (v >= 0) set.add(v);
  }
  return [...set].sort((a, b) => a - b);
}

/** What the group's members have of one attribute: the values they mix, or the one they share. */
type Mix =
  | { kind: "mix"; full: string; counted: string }
  | { kind: "shared"; label: string }
  | null;

/**
 * Mixed: "the numbers 1, 2 and 4" (the values, sorted) or "three colors" (how many);
 * shared: "number 2" or "Red", the one value every member has; null when there is nothing true
 * to say (no values, or one value that some members lack).
 */
function mixOf(
  say: Say,
  w: ExplainWords,
  group: readonly StudentAttributes[],
  def: AttributeDefinition,
): Mix {
  const values = distinctValues(group, def);
  if (values.length === 0) return null;
  if (values.length === 1) {
    // One value, but some members have none: nothing is mixed, and not all share it.
    if (group.some((s) => valueIndex(def, s[def.name]) < 0)) return null;
    return {
      kind: "shared",
      label: valueLabel(w, def, def.options[values[0] as number] as string),
    };
  }
  const count = counted(say, w, def, values.length);
  const full = def.name === "number" ? numberList(say, w, values, def) : count;
  return { kind: "mix", full, counted: count };
}

/** "mixes the numbers 1 and 3 and two colors; all Fire and Square" (lower case, no full stop). */
function mixSentence(say: Say, mixes: readonly Exclude<Mix, null>[], form: "full" | "counted") {
  const mixed = sayList(
    say,
    mixes.flatMap((m) => (m.kind === "mix" ? [m[form]] : [])),
  );
  const shared = sayList(
    say,
    mixes.flatMap((m) => (m.kind === "shared" ? [m.label] : [])),
  );
  return [
    ...(mixed !== "" ? [say(msg`mixes ${mixed}`)] : []),
    ...(shared !== "" ? [say(msg`all ${shared}`)] : []),
  ].join(between(say));
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Same category: "All Red", "All number 2", or "Mostly Red (3 of 5)" when sizes forced a mix. */
function sharedOf(
  say: Say,
  w: ExplainWords,
  group: readonly StudentAttributes[],
  def: AttributeDefinition,
) {
  const counts = new Map<number, number>();
  for (const s of group) {
    const v = valueIndex(def, s[def.name]);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const [top, count] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [
    -1, 0,
  ];
  const word = isolate(w.one(def));
  const label =
    top < 0 ? say(msg`with no ${word}`) : valueLabel(w, def, def.options[top] as string);
  const total = group.length;
  return count === total
    ? say(msg`All ${label}`)
    : say(msg`Mostly ${label} (${count} of ${total})`);
}

function mixPart(say: Say, group: readonly ExplainStudent[], context: ExplainContext): Part {
  const defs = context.names.map((name) => context.attributes[name]);
  const w = context.words ?? STORED;
  if (context.method === "same-category" && defs[0]) return [sharedOf(say, w, group, defs[0])];
  const mixes = defs.flatMap((def) => mixOf(say, w, group, def) ?? []);
  const mixedCount = mixes.filter((m) => m.kind === "mix").length;
  const attributes = say(
    msg`mixes ${plural(mixedCount, {
      2: "two attributes",
      3: "three attributes",
      4: "four attributes",
      one: "one attribute",
      other: "# attributes",
    })}`,
  );
  // Each variant shorter than the one before (a counted one can be no shorter).
  const variants: string[] = [];
  for (const text of [
    mixSentence(say, mixes, "full"),
    mixSentence(say, mixes, "counted"),
    ...(mixedCount > 0 ? [attributes] : []),
  ]) {
    const last = variants[variants.length - 1];
    if (last === undefined || text.length < last.length) variants.push(text);
  }
  const random = say(msg`Picked at random`);
  if (context.method === "random" || mixes.length === 0) {
    return mixes.length === 0
      ? [random]
      : [...variants.map((text) => say(msg`Picked at random; ${text}`)), random];
  }
  return variants.map(capitalized);
}

/**
 * One line explaining one group (see the top of this file), in the language of `say` (the page's
 * `i18n._`; tests pass English).
 */
export function explainGroup(
  group: readonly ExplainStudent[],
  context: ExplainContext,
  say: Say,
): string {
  const parts = [
    mixPart(say, group, context),
    rulePart(say, group, context),
    partnerPart(say, group, context.pastGroupings ?? []),
  ];
  const choice = parts.map(() => 0);
  const gap = between(say);
  const line = () => parts.flatMap((p, i) => p[choice[i] as number] ?? []).join(gap);
  while (line().length > EXPLAIN_LENGTH) {
    // Shorten the part whose current text is longest and still has a shorter variant.
    let pick = -1;
    parts.forEach((p, i) => {
      const c = choice[i] as number;
      if (c + 1 >= p.length) return;
      if (
        pick < 0 ||
        (p[c] as string).length > ((parts[pick] as Part)[choice[pick] as number] as string).length
      )
        pick = i;
    });
    if (pick < 0) break;
    choice[pick] = (choice[pick] as number) + 1;
  }
  const text = line();
  return text.length > EXPLAIN_LENGTH ? `${text.slice(0, EXPLAIN_LENGTH - 1).trimEnd()}…` : text;
}
