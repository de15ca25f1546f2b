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
 */

import {
  type AttributeDefinition,
  type AttributeName,
  type AttributeSet,
  attributeWord,
  type StudentAttributes,
  valueIndex,
} from "../students/attributes";
import type { GroupingMethod } from "./groups";
import type { PastGrouping } from "./partners";
import { listNames, nameLookup, repeatedPairs } from "./rule-check";
import type { GroupRule } from "./rule-types";

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
}

/** What a card shows comfortably on one or two lines. */
export const EXPLAIN_LENGTH = 120;

/** "colors", "elements", "classes", "abilities"; a teacher's own capitalised name kept. */
function plural(def: AttributeDefinition): string {
  const word = attributeWord(def);
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** Option indices of the group's values for one attribute (missing ones left out), distinct, sorted. */
function distinctValues(group: readonly StudentAttributes[], def: AttributeDefinition): number[] {
  const set = new Set<number>();
  for (const s of group) {
    const v = valueIndex(def, s[def.name]);
    if (v >= 0) set.add(v);
  }
  return [...set].sort((a, b) => a - b);
}

/** Counts a teacher would say in words: "two colors"; from 11 on, digits. */
const COUNT_WORDS = "no one two three four five six seven eight nine ten".split(" ");
const countWord = (n: number): string => COUNT_WORDS[n] ?? String(n);

/** Number labels, sorted: "1 to 4" for a run of three or more, else "1, 2 and 4" or "1 and 3". */
function numberList(values: readonly number[], def: AttributeDefinition): string {
  const labels = values.map((v) => def.options[v] as string);
  const first = values[0] as number;
  const run = values.length > 2 && values.every((v, i) => v === first + i);
  return run ? `${labels[0]} to ${labels[labels.length - 1]}` : listNames(labels);
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
function mixOf(group: readonly StudentAttributes[], def: AttributeDefinition): Mix {
  const values = distinctValues(group, def);
  if (values.length === 0) return null;
  if (values.length === 1) {
    // One value, but some members have none: nothing is mixed, and not all share it.
    if (group.some((s) => valueIndex(def, s[def.name]) < 0)) return null;
    const option = def.options[values[0] as number] as string;
    return {
      kind: "shared",
      label: def.name === "number" ? `${attributeWord(def)} ${option}` : option,
    };
  }
  const counted = `${countWord(values.length)} ${plural(def)}`;
  const full = def.name === "number" ? `the ${plural(def)} ${numberList(values, def)}` : counted;
  return { kind: "mix", full, counted };
}

/** "mixes the numbers 1 and 3 and two colors; all Fire and Square" (lower case, no full stop). */
function mixSentence(mixes: readonly Exclude<Mix, null>[], form: "full" | "counted"): string {
  const mixed = mixes.flatMap((m) => (m.kind === "mix" ? [m[form]] : []));
  const shared = mixes.flatMap((m) => (m.kind === "shared" ? [m.label] : []));
  return [
    ...(mixed.length > 0 ? [`mixes ${listNames(mixed)}`] : []),
    ...(shared.length > 0 ? [`all ${listNames(shared)}`] : []),
  ].join("; ");
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Same category: "All Red", "All number 2", or "Mostly Red (3 of 5)" when sizes forced a mix. */
function sharedOf(group: readonly StudentAttributes[], def: AttributeDefinition): string {
  const counts = new Map<number, number>();
  for (const s of group) {
    const v = valueIndex(def, s[def.name]);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const [top, count] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [
    -1, 0,
  ];
  const label =
    top < 0
      ? `with no ${attributeWord(def)}`
      : def.name === "number"
        ? `${attributeWord(def)} ${def.options[top]}`
        : (def.options[top] as string);
  return count === group.length ? `All ${label}` : `Mostly ${label} (${count} of ${group.length})`;
}

/** Variants of one part of the line, longest first. */
type Part = string[];

function mixPart(group: readonly ExplainStudent[], context: ExplainContext): Part {
  const defs = context.names.map((name) => context.attributes[name]);
  if (context.method === "same-category" && defs[0]) return [sharedOf(group, defs[0])];
  const mixes = defs.flatMap((def) => mixOf(group, def) ?? []);
  const mixedCount = mixes.filter((m) => m.kind === "mix").length;
  // Each variant shorter than the one before (a counted one can be no shorter).
  const variants: string[] = [];
  for (const text of [
    mixSentence(mixes, "full"),
    mixSentence(mixes, "counted"),
    ...(mixedCount > 0
      ? [`mixes ${countWord(mixedCount)} attribute${mixedCount === 1 ? "" : "s"}`]
      : []),
  ]) {
    const last = variants[variants.length - 1];
    if (last === undefined || text.length < last.length) variants.push(text);
  }
  if (context.method === "random" || mixes.length === 0) {
    return mixes.length === 0
      ? ["Picked at random"]
      : [...variants.map((text) => `Picked at random; ${text}`), "Picked at random"];
  }
  return variants.map(capitalized);
}

function rulePart(group: readonly ExplainStudent[], context: ExplainContext): Part {
  const rules = context.rules ?? [];
  if (rules.length === 0) return [];
  const here = new Map(group.map((s) => [s.id, s.name]));
  const other = nameLookup(context.nameOf);
  const present = (id: string) => here.has(id) || !context.placed || context.placed.has(id);
  const keeps: string[] = [];
  const breaks: string[] = [];
  for (const rule of rules) {
    const ids = [...new Set(rule.studentIds)].filter(present);
    const inside = ids.filter((id) => here.has(id)).map((id) => here.get(id) as string);
    const outside = ids.filter((id) => !here.has(id)).map(other);
    if (inside.length === 0 || ids.length < 2) continue;
    if (rule.kind === "keep-together") {
      if (outside.length > 0)
        breaks.push(`${listNames(inside)} should be with ${listNames(outside)}`);
      else
        keeps.push(
          inside.length === 2 ? `${inside[0]} with ${inside[1]}` : `${listNames(inside)} together`,
        );
    } else if (inside.length > 1) breaks.push(`${listNames(inside)} should be apart`);
    else keeps.push(`${inside[0]} apart from ${listNames(outside)}`);
  }
  const n = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  const long = [
    ...(breaks.length > 0 ? [`breaks: ${breaks.join(", ")}`] : []),
    ...(keeps.length > 0 ? [`keeps ${keeps.join(", ")}`] : []),
  ].join("; ");
  if (long === "") return [];
  const short = [
    ...(breaks.length > 0 ? [`breaks ${n(breaks.length, "rule")}`] : []),
    ...(keeps.length > 0 ? [`keeps ${n(keeps.length, "rule")}`] : []),
  ].join(", ");
  return [long, short];
}

function partnerPart(group: readonly ExplainStudent[], context: ExplainContext): Part {
  const past = context.pastGroupings ?? [];
  if (past.length === 0) return [];
  const pairs = repeatedPairs([group.map((s) => s.id)], past);
  const total = (group.length * (group.length - 1)) / 2;
  const fresh = total - pairs.length;
  if (pairs.length === 0) return [`${fresh} new partner${fresh === 1 ? "" : "s"}`];
  const name = new Map(group.map((s) => [s.id, s.name]));
  const count = `${pairs.length} repeated pair${pairs.length === 1 ? "" : "s"}`;
  const named = pairs.map(([a, b]) => `${name.get(a)} & ${name.get(b)}`).join(", ");
  return [
    `${count}: ${named}`,
    pairs.length === 1 ? count : `${fresh} new partners, ${count}`,
    count,
  ];
}

/** One line explaining one group (see the top of this file). */
export function explainGroup(group: readonly ExplainStudent[], context: ExplainContext): string {
  const parts = [mixPart(group, context), rulePart(group, context), partnerPart(group, context)];
  const choice = parts.map(() => 0);
  const line = () => parts.flatMap((p, i) => p[choice[i] as number] ?? []).join("; ");
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
