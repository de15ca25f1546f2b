/**
 * Grouping rules: *Keep apart* (two or more students in different groups),
 * *Keep together* (two or more sharing a group) and pins (a student kept in a given group).
 * Only the selected students count: a rule with fewer than two selected members holds anyway.
 *
 * Keep-together sets that share a student are merged into blocks (union-find), so a block always
 * moves whole. This file builds that model and finds the problems that can be seen without a
 * search; place.ts then tries to place the blocks (see checkRules in plan.ts).
 */
import { msg, plural } from "@lingui/core/macro";
import { pinModel, pinnedApart } from "./pins";
import { type GroupRule, problem, type RuleModel, type RuleProblem } from "./rule-types";

export type { GroupRule, RuleKind, RuleModel, RuleProblem } from "./rule-types";

interface Named {
  id: string;
  name: string;
}

function find(parent: Int32Array, i: number): number {
  let root = i;
  while (parent[root] !== root) root = parent[root] as number;
  for (let x = i; parent[x] !== root; ) {
    const next = parent[x] as number;
    parent[x] = root;
    x = next;
  }
  return root;
}

/** The model of rules and pins for these students and sizes, and the problems seen on the way. */
export function ruleModel(
  students: readonly Named[],
  sizes: readonly number[],
  rules: readonly GroupRule[],
  pinned: ReadonlyMap<string, number> = new Map(),
): { model: RuleModel; problems: RuleProblem[] } {
  const n = students.length;
  const k = sizes.length;
  const index = new Map(students.map((s, i) => [s.id, i]));
  const nameOf = (i: number) => (students[i] as Named).name;
  const names = (members: readonly number[]) => members.map(nameOf).join(", ");
  const members = rules.map((rule) => [
    ...new Set(rule.studentIds.flatMap((id) => index.get(id) ?? [])),
  ]);
  const problems: RuleProblem[] = [];
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const togetherRules = new Map<number, number[]>(); // root → rule indices, filled below
  rules.forEach((rule, r) => {
    const m = members[r] as number[];
    if (rule.kind !== "keep-together" || m.length < 2) return;
    for (const i of m.slice(1)) {
      const a = find(parent, m[0] as number);
      const b = find(parent, i);
      if (a !== b) parent[b] = a;
    }
  });
  const blocks = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const root = find(parent, i);
    const block = blocks.get(root);
    if (block) block.push(i);
    else blocks.set(root, [i]);
  }
  rules.forEach((rule, r) => {
    const m = members[r] as number[];
    if (rule.kind !== "keep-together" || m.length < 2) return;
    const root = find(parent, m[0] as number);
    const list = togetherRules.get(root);
    if (list) list.push(r);
    else togetherRules.set(root, [r]);
  });
  const maxSize = Math.max(0, ...sizes);
  for (const [root, block] of blocks) {
    if (block.length <= maxSize) continue;
    const rs = togetherRules.get(root) ?? [];
    const list = names(block);
    const count = block.length;
    const shared = rs.length;
    problems.push(
      problem(
        rs,
        [],
        shared === 1
          ? msg`Keep together ${list}: ${count} students can't share a group of at most ${maxSize}.`
          : msg`Keep together ${list} (${shared} rules that share students): ${count} students can't share a group of at most ${maxSize}.`,
      ),
    );
  }
  const apart: number[][] = [];
  const apartRule: number[] = [];
  const apartOf: number[][] = students.map(() => []);
  rules.forEach((rule, r) => {
    const m = members[r] as number[];
    if (rule.kind !== "keep-apart" || m.length < 2) return;
    if (m.length > k) {
      const list = names(m);
      const count = m.length;
      problems.push(
        problem(
          [r],
          [],
          msg`Keep apart ${list}: ${count} students can't be in different groups when there are ${plural(k, { one: "only # group", other: "only # groups" })}.`,
        ),
      );
      return;
    }
    const seen = new Map<number, number>();
    for (const i of m) {
      const root = find(parent, i);
      const other = seen.get(root);
      if (other === undefined) {
        seen.set(root, i);
        continue;
      }
      const list = names(m);
      const first = nameOf(other);
      const second = nameOf(i);
      const block = names(blocks.get(root) ?? []);
      problems.push(
        problem(
          [r, ...(togetherRules.get(root) ?? [])],
          [],
          msg`Keep apart ${list}: ${first} and ${second} are also kept together (${block}), so they can't be apart.`,
        ),
      );
      return;
    }
    for (const i of m) (apartOf[i] as number[]).push(apart.length);
    apart.push(m);
    apartRule.push(r);
  });
  const units = [...blocks.values()];
  const unitOf = new Int32Array(n);
  units.forEach((unit, u) => {
    for (const i of unit) unitOf[i] = u;
  });
  const unitPin = new Int32Array(units.length).fill(-1);
  const pinProblems = pinModel(pinned, index, units, unitOf, unitPin, sizes, nameOf);
  const model: RuleModel = { n, k, sizes, units, unitOf, unitPin, apart, apartRule, apartOf };
  problems.push(...pinProblems, ...pinnedApart(model, nameOf, names));
  return { model, problems };
}
