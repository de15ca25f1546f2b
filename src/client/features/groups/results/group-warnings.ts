import { plural, t } from "@lingui/core/macro";
import { plainListText } from "#src/client/i18n/format";
import { ruleCheck } from "#src/domain/grouping/rule-check";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import type { GroupRuleDto } from "#src/domain/schemas/groupings";
import type { GroupSheet, SheetStudent } from "../model/group-sheet";
import { groupLabel } from "../model/group-spread";

/**
 * What the results say about a grouping as it stands, after every hand move:
 * the rules it breaks, in words that name the students and groups, and its repeated pairs.
 */

/** The class's rules as the domain takes them. */
export const domainRules = (rules: readonly GroupRuleDto[]): GroupRule[] =>
  rules.map((rule) => ({ kind: rule.kind, studentIds: rule.student_ids }));

/** "Ava", "Ava and Ben", "Ava, Ben and Cy" in the teacher's language ("Ava، Ben وCy"). */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  const first = plainListText(items.slice(0, -1));
  const last = items[items.length - 1] ?? "";
  return t`${first} and ${last}`;
}

/**
 * One sentence per broken rule, e.g. "Ava and Ben are kept apart but share Group 2." or
 * "Cy and Dee are kept together but are split over Group 1 and Group 3." Empty when every rule
 * holds.
 */
export function ruleWarnings(
  groups: readonly (readonly SheetStudent[])[],
  rules: readonly GroupRule[],
): string[] {
  if (rules.length === 0) return [];
  const nameOf = new Map<string, string>();
  const groupOf = new Map<string, number>();
  groups.forEach((members, g) => {
    for (const s of members) {
      nameOf.set(s.id, s.name);
      groupOf.set(s.id, g);
    }
  });
  const ids = groups.map((members) => members.map((s) => s.id));
  const names = (list: readonly string[]) => andList(list.map((id) => nameOf.get(id) ?? "?"));
  const where = (list: readonly string[]) => groupLabel(groupOf.get(list[0] ?? "") ?? 0);
  return ruleCheck(ids, rules, nameOf).flatMap((broken) => {
    if (broken.kind === "keep-apart") {
      return broken.groups.map((list) => {
        const students = names(list);
        const group = where(list);
        return t`${students} are kept apart but share ${group}.`;
      });
    }
    const students = names(broken.groups.flat());
    const spread = andList(broken.groups.map(where));
    return [t`${students} are kept together but are split over ${spread}.`];
  });
}

/** "No repeated pairs", "1 repeated pair: Ava & Ben", "2 repeated pairs: Ava & Ben, Cy & Dee". */
export function repeatedPairsText(sheet: Pick<GroupSheet, "groups" | "repeatedPairs">): string {
  const pairs = sheet.repeatedPairs ?? [];
  if (pairs.length === 0) return t`No repeated pairs`;
  const nameOf = new Map(sheet.groups.flatMap((g) => g.map((s) => [s.id, s.name] as const)));
  const named = pairs.map(([a, b]) => `${nameOf.get(a) ?? "?"} & ${nameOf.get(b) ?? "?"}`);
  const list = plainListText(named);
  const count = pairs.length;
  return plural(count, {
    one: `# repeated pair: ${list}`,
    other: `# repeated pairs: ${list}`,
  });
}
