import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ClassStudent,
  type IncomingStudent,
  planRosterSync,
  type RosterPlan,
} from "#src/domain/roster/sync";

/** How many students a plan adds, links by name, renames and finds gone. */
const planCounts = (plan: RosterPlan) => ({
  added: plan.add.length,
  matched: plan.link.length,
  renamed: plan.rename.length,
  left: plan.left.length,
});

const linked = (id: string, name: string, externalId: string): ClassStudent => ({
  id,
  name,
  externalId,
});
const byHand = (id: string, name: string): ClassStudent => ({ id, name, externalId: null });

/** The class after the plan, left students kept (the teacher decides about them). */
function applied(existing: readonly ClassStudent[], plan: RosterPlan): ClassStudent[] {
  const out = existing.map((s) => ({ ...s }));
  for (const r of plan.rename) {
    const s = out.find((x) => x.id === r.id);
    if (s) s.name = r.to;
  }
  for (const l of plan.link) {
    const s = out.find((x) => x.id === l.id);
    if (s) Object.assign(s, { name: l.name, externalId: l.externalId });
  }
  plan.add.forEach((a, i) => {
    out.push({ id: `new-${i}`, name: a.name, externalId: a.externalId });
  });
  return out;
}

describe("bringing a class up to date with its roster", () => {
  it("re-import after one rename and one newcomer: one rename, one new, the rest unchanged", () => {
    const existing = [linked("a", "Ava Ode", "u1"), linked("b", "Ben Li", "u2"), byHand("c", "Cy")];
    const plan = planRosterSync(existing, [
      { externalId: "u1", name: "Ava Odé" },
      { externalId: "u2", name: "Ben Li" },
      { externalId: "u3", name: "Dee Park" },
    ]);
    expect(plan).toEqual({
      add: [{ externalId: "u3", name: "Dee Park" }],
      rename: [{ id: "a", from: "Ava Ode", to: "Ava Odé", externalId: "u1" }],
      link: [],
      left: [],
      unchanged: 1,
    });
    expect(planCounts(plan)).toEqual({ added: 1, matched: 0, renamed: 1, left: 0 });
  });

  it("lists linked students who left, leaves students added by hand alone", () => {
    const plan = planRosterSync(
      [linked("a", "Ava", "u1"), linked("b", "Ben", "u2"), byHand("c", "Cy")],
      [{ externalId: "u1", name: "Ava" }],
    );
    expect(plan.left).toEqual([{ id: "b", name: "Ben", externalId: "u2" }]);
    expect(plan.add).toEqual([]);
    expect(planCounts(plan)).toEqual({ added: 0, matched: 0, renamed: 0, left: 1 });
    expect(planCounts(planRosterSync([], []))).toEqual({
      added: 0,
      matched: 0,
      renamed: 0,
      left: 0,
    });
  });

  it("links a class typed by hand by name instead of doubling it, unless the name is ambiguous", () => {
    const plan = planRosterSync(
      [byHand("a", "ava  smith"), byHand("b", "Ben"), byHand("c", "Ben"), byHand("d", "Cy")],
      [
        { externalId: "u1", name: "Ava Smith" },
        { externalId: "u2", name: "Ben" },
        { externalId: "u3", name: "Cy" },
        { externalId: "u4", name: "Cy" },
      ],
    );
    expect(plan.link).toEqual([{ id: "a", name: "Ava Smith", externalId: "u1" }]);
    expect(plan.add.map((s) => s.externalId)).toEqual(["u2", "u3", "u4"]);
    expect(planCounts(plan)).toEqual({ added: 3, matched: 1, renamed: 0, left: 0 });
  });

  it("takes each roster id once", () => {
    const plan = planRosterSync(
      [],
      [
        { externalId: "u1", name: "Ava" },
        { externalId: "u1", name: "Ava" },
      ],
    );
    expect(plan.add).toHaveLength(1);
  });

  it("property: after the plan every roster student is in the class once, by id and name; nothing is lost", () => {
    const name = fc.constantFrom("Ava", "Ben", "Cy", "Dee", "ava", "Eve");
    const ids = fc.constantFrom("u1", "u2", "u3", "u4", "u5", "u6");
    const existing = fc
      .array(fc.record({ name, externalId: fc.option(ids, { nil: null }) }), { maxLength: 8 })
      .map((list) => {
        const used = new Set<string>();
        return list.map((s, i) => {
          const externalId = s.externalId && !used.has(s.externalId) ? s.externalId : null;
          if (externalId) used.add(externalId);
          return { id: `s${i}`, name: s.name, externalId };
        });
      });
    const incoming = fc.array(fc.record({ externalId: ids, name }), { maxLength: 8 });
    fc.assert(
      fc.property(existing, incoming, (before: ClassStudent[], roster: IncomingStudent[]) => {
        const plan = planRosterSync(before, roster);
        const after = applied(before, plan);
        const first = new Map<string, string>();
        for (const s of roster) if (!first.has(s.externalId)) first.set(s.externalId, s.name);
        for (const [externalId, rosterName] of first) {
          const holders = after.filter((s) => s.externalId === externalId);
          expect(holders).toHaveLength(1);
          expect(holders[0]?.name).toBe(rosterName);
        }
        // Nobody removed; everyone linked and gone from the roster is listed as left.
        expect(after.length).toBe(before.length + plan.add.length);
        const gone = before.filter((s) => s.externalId !== null && !first.has(s.externalId));
        expect(plan.left.map((s) => s.id)).toEqual(gone.map((s) => s.id));
      }),
      { numRuns: 500 },
    );
  });
});
