import { describe, expect, it } from "vitest";
import { matchStudents } from "#src/client/features/class-rules/rule-dialog";
import { ruleLabel } from "#src/client/features/class-rules/rule-label";

const names = new Map([
  ["a", "Ava"],
  ["b", "Ben"],
  ["c", "Chloé"],
]);

describe("rules in words", () => {
  it('reads "Keep apart: Ava, Ben" and "Keep together: ..." in the rule\'s order', () => {
    expect(ruleLabel({ kind: "keep-apart", student_ids: ["a", "b"] }, names)).toBe(
      "Keep apart: Ava, Ben",
    );
    expect(ruleLabel({ kind: "keep-together", student_ids: ["c", "a"] }, names)).toBe(
      "Keep together: Chloé, Ava",
    );
  });

  it("leaves out a student no longer in the roster", () => {
    expect(ruleLabel({ kind: "keep-apart", student_ids: ["a", "gone", "b"] }, names)).toBe(
      "Keep apart: Ava, Ben",
    );
  });

  it("finds students by any part of the name, ignoring case and accents", () => {
    const students = [...names].map(([id, name]) => ({ id, name }));
    expect(matchStudents(students, "").map((s) => s.name)).toEqual(["Ava", "Ben", "Chloé"]);
    expect(matchStudents(students, " AV ").map((s) => s.name)).toEqual(["Ava"]);
    expect(matchStudents(students, "chloe").map((s) => s.name)).toEqual(["Chloé"]);
    expect(matchStudents(students, "zz")).toEqual([]);
  });
});
