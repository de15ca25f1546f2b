/**
 * Checks of a grouping as it stands: after the teacher moves students by hand,
 * the Groups screen shows at once which rules the grouping breaks (ruleCheck) and how many pairs
 * of group mates already met in the past saved groupings (repeatedPairs). Both work on groups of
 * student ids; a rule's students not in the grouping (absent today) are left out, so a rule with
 * fewer than two students in the grouping always holds, as in planGroups.
 */
import { type PastGrouping, partnerHistory, repeatedPairIndices } from "./partners";
import type { GroupRule } from "./rule-types";

export type IdGroups = readonly (readonly string[])[];

/** A rule the grouping breaks, and the students who break it. */
export interface RuleBreak {
  /** Index into the rules given. */
  rule: number;
  kind: GroupRule["kind"];
  /**
   * Keep apart: the groups (as lists of ids) holding two or more of the rule's students.
   * Keep together: the rule's students, one list per group they are spread over.
   */
  groups: string[][];
  /** One sentence a teacher reads, e.g. "Ava and Ben are in the same group (keep apart)". */
  message: string;
}

type NameLookup = ReadonlyMap<string, string> | ((id: string) => string | undefined);

export function nameLookup(names: NameLookup | undefined): (id: string) => string {
  if (!names) return () => "a student";
  if (typeof names === "function") return (id) => names(id) ?? "a student";
  return (id) => names.get(id) ?? "a student";
}

/** "Ava", "Ava and Ben", "Ava, Ben and Cy". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The rules this grouping breaks, in rule order (empty when it keeps all of them). */
export function ruleCheck(
  groups: IdGroups,
  rules: readonly GroupRule[],
  names?: NameLookup,
): RuleBreak[] {
  const groupOf = new Map<string, number>();
  groups.forEach((group, g) => {
    for (const id of group) groupOf.set(id, g);
  });
  const nameOf = nameLookup(names);
  const breaks: RuleBreak[] = [];
  rules.forEach((rule, r) => {
    const byGroup = new Map<number, string[]>();
    for (const id of new Set(rule.studentIds)) {
      const g = groupOf.get(id);
      if (g === undefined) continue;
      const list = byGroup.get(g);
      if (list) list.push(id);
      else byGroup.set(g, [id]);
    }
    const lists = [...byGroup.entries()].sort((a, b) => a[0] - b[0]).map(([, ids]) => ids);
    if (rule.kind === "keep-apart") {
      const crowded = lists.filter((ids) => ids.length > 1);
      if (crowded.length === 0) return;
      const message = crowded
        .map((ids) => `${listNames(ids.map(nameOf))} are in the same group (keep apart)`)
        .join("; ");
      breaks.push({ rule: r, kind: rule.kind, groups: crowded, message });
    } else if (lists.length > 1) {
      const who = listNames(lists.flat().map(nameOf));
      const message = `${who} are split over ${lists.length} groups (keep together)`;
      breaks.push({ rule: r, kind: rule.kind, groups: lists, message });
    }
  });
  return breaks;
}

/**
 * The pairs of group mates (ids) who shared a group in any of the past groupings, each pair once,
 * in the grouping's order. Its length is the "2 repeated pairs" the screen shows.
 */
export function repeatedPairs(groups: IdGroups, past: readonly PastGrouping[]): [string, string][] {
  const ids: string[] = [];
  const index = new Map<string, number>();
  for (const group of groups) {
    for (const id of group) {
      if (index.has(id)) continue;
      index.set(id, ids.length);
      ids.push(id);
    }
  }
  const groupOf = new Int32Array(ids.length);
  groups.forEach((group, g) => {
    for (const id of group) groupOf[index.get(id) as number] = g;
  });
  const history = partnerHistory(index, ids.length, past);
  return repeatedPairIndices(history, groupOf).map(
    ([i, j]) => [ids[i] as string, ids[j] as string] as [string, string],
  );
}

/** How many pairs of group mates already met in the past groupings (see repeatedPairs). */
export function countRepeatedPairs(groups: IdGroups, past: readonly PastGrouping[]): number {
  return repeatedPairs(groups, past).length;
}
