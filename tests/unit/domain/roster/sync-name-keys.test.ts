/**
 * A roster plan makes each name's key (`nameKey`, the costly part: Unicode normalization and
 * case folding) once per student, and none when the class has no student typed in by hand to
 * match by name, as in a new class: 10,000 roster students planned for a new class were about
 * 100 ms of CPU, three keys each, in one task of the server's event loop
 * (docs/decisions/0033-no-request-stalls-the-others.md).
 */

import { beforeEach, describe, expect, it, vi } from "vitest";
import { planRosterSync } from "#src/domain/roster/sync";

const keys = vi.hoisted(() => ({ made: 0 }));
vi.mock("#src/domain/students/student", async (original) => {
  const actual = await original<typeof import("#src/domain/students/student")>();
  return {
    ...actual,
    nameKey: (name: string) => {
      keys.made++;
      return actual.nameKey(name);
    },
  };
});

const roster = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ externalId: `r-${i}`, name: `Student ${i}` }));

describe("the names' keys a roster plan makes", () => {
  beforeEach(() => {
    keys.made = 0;
  });

  it("makes none for a new class, or a class whose students are all linked", () => {
    const plan = planRosterSync([], roster(100));
    expect(plan.add).toHaveLength(100);
    const linked = roster(50).map((s, i) => ({ id: `s-${i}`, ...s }));
    const again = planRosterSync(linked, roster(100));
    expect(again.add).toHaveLength(50);
    expect(again.unchanged).toBe(50);
    expect(keys.made).toBe(0);
  });

  it("makes one per student typed in by hand and one per unmatched roster student", () => {
    const byHand = [
      { id: "a", name: "student 1", externalId: null },
      { id: "b", name: "Someone Else", externalId: null },
    ];
    const plan = planRosterSync(byHand, roster(100));
    expect(plan.link).toEqual([{ id: "a", name: "Student 1", externalId: "r-1" }]);
    expect(plan.add).toHaveLength(99);
    expect(keys.made).toBe(2 + 100);
  });
});
