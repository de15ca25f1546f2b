/**
 * "Why these groups?" (explain.ts): the rules a group keeps or breaks and its partners against the
 * past saved groupings, each part's variants longest first, said through the page's `say`.
 */
import { msg, plural } from "@lingui/core/macro";
import { isolate } from "../languages";
import type { PastGrouping } from "./partners";
import { repeatedPairs } from "./rule-check";
import type { GroupRule } from "./rule-types";
import type { Said } from "./said";

export type Say = (message: Said) => string;

/** Variants of one part of the line, longest first. */
export type Part = string[];

export type ExplainStudent = { id: string; name: string };

type NameLookup = ReadonlyMap<string, string> | ((id: string) => string | undefined);

/** Between the items of a list: ", " (Arabic's own comma in Arabic). */
export const comma = (say: Say): string =>
  say(msg({ message: ", ", context: "between the items of a list" }));

/** "Ava", "Ava and Ben", "Ava, Ben and Cy" in the page's language. */
export function sayList(say: Say, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  const first = items.slice(0, -1).join(comma(say));
  const last = items[items.length - 1] ?? "";
  return say(msg`${first} and ${last}`);
}

/** Between the parts of a line: "; " (Arabic's own semicolon in Arabic). */
export const between = (say: Say): string =>
  say(msg({ message: "; ", context: "between the parts of a line" }));

export function rulePart(
  say: Say,
  group: readonly ExplainStudent[],
  context: { rules?: readonly GroupRule[]; nameOf?: NameLookup; placed?: ReadonlySet<string> },
): Part {
  const rules = context.rules ?? [];
  if (rules.length === 0) return [];
  const here = new Map(group.map((s) => [s.id, isolate(s.name)]));
  const lookup = context.nameOf;
  const other = (id: string) => {
    const name = typeof lookup === "function" ? lookup(id) : lookup?.get(id);
    return name === undefined ? say(msg`a student`) : isolate(name);
  };
  const present = (id: string) => here.has(id) || !context.placed || context.placed.has(id);
  const keeps: string[] = [];
  const breaks: string[] = [];
  for (const rule of rules) {
    const ids = [...new Set(rule.studentIds)].filter(present);
    const inside = ids.filter((id) => here.has(id)).map((id) => here.get(id) as string);
    const outside = ids.filter((id) => !here.has(id)).map(other);
    if (inside.length === 0 || ids.length < 2) continue;
    const names = sayList(say, inside);
    const others = sayList(say, outside);
    if (rule.kind === "keep-together") {
      if (outside.length > 0) breaks.push(say(msg`${names} should be with ${others}`));
      else if (inside.length === 2) {
        const [first, second] = inside as [string, string];
        keeps.push(say(msg`${first} with ${second}`));
      } else keeps.push(say(msg`${names} together`));
    } else if (inside.length > 1) breaks.push(say(msg`${names} should be apart`));
    else {
      const name = inside[0] as string;
      keeps.push(say(msg`${name} apart from ${others}`));
    }
  }
  const broken = breaks.join(comma(say));
  const held = keeps.join(comma(say));
  const long = [
    ...(breaks.length > 0 ? [say(msg`breaks: ${broken}`)] : []),
    ...(keeps.length > 0 ? [say(msg`keeps ${held}`)] : []),
  ].join(between(say));
  if (long === "") return [];
  const broke = breaks.length;
  const kept = keeps.length;
  const short = [
    ...(breaks.length > 0
      ? [say(msg`breaks ${plural(broke, { one: "# rule", other: "# rules" })}`)]
      : []),
    ...(keeps.length > 0
      ? [say(msg`keeps ${plural(kept, { one: "# rule", other: "# rules" })}`)]
      : []),
  ].join(comma(say));
  return [long, short];
}

export function partnerPart(
  say: Say,
  group: readonly ExplainStudent[],
  past: readonly PastGrouping[],
): Part {
  if (past.length === 0) return [];
  const pairs = repeatedPairs([group.map((s) => s.id)], past);
  const total = (group.length * (group.length - 1)) / 2;
  const fresh = total - pairs.length;
  if (pairs.length === 0)
    return [say(msg`${plural(fresh, { one: "# new partner", other: "# new partners" })}`)];
  const name = new Map(group.map((s) => [s.id, isolate(s.name)]));
  const count = pairs.length;
  const list = pairs.map(([a, b]) => `${name.get(a)} & ${name.get(b)}`).join(comma(say));
  const repeated = say(
    msg`${plural(count, { one: "# repeated pair", other: "# repeated pairs" })}`,
  );
  return [
    say(
      msg`${plural(count, { one: `# repeated pair: ${list}`, other: `# repeated pairs: ${list}` })}`,
    ),
    count === 1 ? repeated : say(msg`${fresh} new partners, ${repeated}`),
    repeated,
  ];
}
