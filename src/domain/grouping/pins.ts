/**
 * Pins resolved to the blocks of a rule model (rules.ts): a pinned student
 * pins its whole keep-together block. Problems: a pin to a group that doesn't exist, one block
 * pinned to two groups, more students pinned to a group than it holds, and two members of a
 * keep-apart set pinned to the same group.
 */
import { msg, plural } from "@lingui/core/macro";
import { problem, type RuleModel, type RuleProblem } from "./rule-types";

/** Pins resolved to units: out-of-range groups, blocks pinned twice, groups over-full. */
export function pinModel(
  pinned: ReadonlyMap<string, number>,
  index: ReadonlyMap<string, number>,
  units: number[][],
  unitOf: Int32Array,
  unitPin: Int32Array,
  sizes: readonly number[],
  nameOf: (i: number) => string,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const pinner = new Map<number, string>(); // unit → id that pinned it
  for (const [id, g] of pinned) {
    const i = index.get(id);
    if (i === undefined) continue;
    if (!Number.isInteger(g) || g < 0 || g >= sizes.length) {
      const name = nameOf(i);
      const group = g + 1;
      const count = sizes.length;
      problems.push(
        problem([], [id], msg`${name} is pinned to group ${group}, but there are ${count} groups.`),
      );
      continue;
    }
    const u = unitOf[i] as number;
    const before = unitPin[u] as number;
    if (before >= 0 && before !== g) {
      const first = pinner.get(u) as string;
      const firstName = nameOf(index.get(first) as number);
      const firstGroup = before + 1;
      const name = nameOf(i);
      const group = g + 1;
      problems.push(
        problem(
          [],
          [first, id],
          msg`${firstName} is pinned to group ${firstGroup} and ${name} to group ${group}, but they are kept together.`,
        ),
      );
      continue;
    }
    unitPin[u] = g;
    pinner.set(u, id);
  }
  const load = sizes.map(() => 0);
  units.forEach((unit, u) => {
    const g = unitPin[u] as number;
    if (g >= 0) load[g] = (load[g] as number) + unit.length;
  });
  load.forEach((count, g) => {
    const size = sizes[g] as number;
    if (count <= size) return;
    const ids = [...pinner].filter(([u]) => unitPin[u] === g).map(([, id]) => id);
    const group = g + 1;
    problems.push(
      problem(
        [],
        ids,
        msg`Group ${group} holds ${plural(size, { one: "# student", other: "# students" })}, but ${count} are pinned to it (with the students kept together with them).`,
      ),
    );
  });
  return problems;
}

/**
 * planGroups' sizes differ by at most one (larger first), so any group may be a larger one: the
 * same sizes with the larger ones given first to the groups pinned beyond the smaller size, then
 * in order (the sizes as they were when every pinned group fits).
 */
export function sizesForPins({ sizes, units, unitPin }: RuleModel): number[] {
  const load = sizes.map(() => 0);
  units.forEach((unit, u) => {
    const g = unitPin[u] as number;
    if (g >= 0) load[g] = (load[g] as number) + unit.length;
  });
  const small = Math.min(...sizes);
  const over = (g: number) => Number((load[g] as number) > small);
  const order = [...sizes.keys()].sort((a, b) => over(b) - over(a) || a - b);
  const fitted = sizes.map(() => small);
  for (const g of order.slice(0, sizes.filter((size) => size > small).length))
    fitted[g] = small + 1;
  return fitted;
}

/** Keep-apart sets with two members pinned (with their blocks) to the same group. */
export function pinnedApart(
  model: RuleModel,
  nameOf: (i: number) => string,
  names: (m: readonly number[]) => string,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  model.apart.forEach((m, a) => {
    const byGroup = new Map<number, number>();
    for (const i of m) {
      const g = model.unitPin[model.unitOf[i] as number] as number;
      if (g < 0) continue;
      const other = byGroup.get(g);
      if (other === undefined) {
        byGroup.set(g, i);
        continue;
      }
      const list = names(m);
      const first = nameOf(other);
      const second = nameOf(i);
      const group = g + 1;
      problems.push(
        problem(
          [model.apartRule[a] as number],
          [],
          msg`Keep apart ${list}: ${first} and ${second} are both pinned to group ${group}.`,
        ),
      );
      return;
    }
  });
  return problems;
}
