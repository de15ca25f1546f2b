import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom } from "#src/domain/random";
import {
  ATTRIBUTE_NAMES,
  DEFAULT_ATTRIBUTES,
  type StudentAttributes,
  valueIndex,
} from "#src/domain/students/attributes";
import {
  fillMissingCategories,
  lacksValue,
  missingCounts,
  mostlyMissing,
} from "#src/domain/students/fill-missing";

const attributes = DEFAULT_ATTRIBUTES;
const empty = { number: null, color: null, element: null, shape: null };
type Student = StudentAttributes & { id: string };

/** Per attribute, how many of `students` hold each option. */
function counts(students: readonly StudentAttributes[]) {
  return Object.fromEntries(
    ATTRIBUTE_NAMES.map((name) => {
      const row = new Array<number>(attributes[name].options.length).fill(0);
      for (const s of students) {
        const i = valueIndex(attributes[name], s[name]);
        if (i >= 0) row[i] = (row[i] ?? 0) + 1;
      }
      return [name, row];
    }),
  ) as Record<(typeof ATTRIBUTE_NAMES)[number], number[]>;
}

/** The class after the fill: each changed student replaced by its new values. */
function applied(students: readonly Student[], filled: readonly Student[]): Student[] {
  const byId = new Map(filled.map((s) => [s.id, s]));
  return students.map((s) => byId.get(s.id) ?? s);
}

const arbitraryClass = fc
  .array(
    fc.record({
      number: fc.option(fc.integer({ min: 1, max: 4 })),
      color: fc.option(fc.constantFrom(...attributes.color.options)),
      element: fc.option(fc.constantFrom(...attributes.element.options)),
      shape: fc.option(fc.constantFrom(...attributes.shape.options)),
    }),
    { maxLength: 40 },
  )
  .map((rows) => rows.map((row, i) => ({ id: `s${i}`, ...row })));

describe("fillMissingCategories", () => {
  it("28 students with no values: every value filled, counts differing by at most one", () => {
    const students = Array.from({ length: 28 }, (_, i) => ({ id: `s${i}`, ...empty }));
    const after = applied(students, fillMissingCategories(attributes, students, seededRandom(3)));
    for (const name of ATTRIBUTE_NAMES) {
      for (const s of after) expect(lacksValue(attributes, s, name)).toBe(false);
      const row = counts(after)[name];
      expect(Math.max(...row) - Math.min(...row)).toBeLessThanOrEqual(1);
    }
  });

  it("never changes a value already set, and fills every missing one", () => {
    fc.assert(
      fc.property(arbitraryClass, fc.nat(), (students, seed) => {
        const filled = fillMissingCategories(attributes, students, seededRandom(seed));
        const after = applied(students, filled);
        students.forEach((before, i) => {
          const now = after[i] as Student;
          for (const name of ATTRIBUTE_NAMES) {
            if (before[name] !== null) expect(now[name]).toBe(before[name]);
            expect(lacksValue(attributes, now, name)).toBe(false);
          }
        });
        // Only the students who lacked something are answered.
        const lacked = students.filter((s) => ATTRIBUTE_NAMES.some((n) => s[n] === null));
        expect(filled.map((s) => s.id).sort()).toEqual(lacked.map((s) => s.id).sort());
      }),
    );
  });

  it("brings counts as close to even as the values already set allow", () => {
    fc.assert(
      fc.property(arbitraryClass, fc.nat(), (students, seed) => {
        const after = applied(
          students,
          fillMissingCategories(attributes, students, seededRandom(seed)),
        );
        const before = counts(students);
        const now = counts(after);
        for (const name of ATTRIBUTE_NAMES) {
          // Each option added to only while it was among the least used: any option that got
          // new students ends at most one above the smallest count.
          const min = Math.min(...now[name]);
          now[name].forEach((count, i) => {
            if (count > (before[name][i] ?? 0)) expect(count - min).toBeLessThanOrEqual(1);
          });
        }
      }),
    );
  });

  it("treats a value no longer offered as missing", () => {
    const students = [{ id: "a", number: 9, color: "Blue", element: "Fire", shape: "Circle" }];
    const [filled] = fillMissingCategories(attributes, students, seededRandom(1));
    expect(filled?.number).toBeGreaterThanOrEqual(1);
    expect(attributes.color.options).toContain(filled?.color);
    expect(filled).toMatchObject({ element: "Fire", shape: "Circle" });
  });

  it("answers nothing when nobody lacks a value", () => {
    const full = { id: "a", number: 1, color: "Red", element: "Fire", shape: "Circle" };
    expect(fillMissingCategories(attributes, [full], seededRandom(1))).toEqual([]);
  });
});

describe("missingCounts and mostlyMissing", () => {
  const students = [
    { ...empty, number: 1 },
    { ...empty, number: 2, color: "Red" },
    { ...empty, color: "Green" },
  ];

  it("counts, per attribute asked for, the students without a value", () => {
    expect(missingCounts(attributes, students, ["color", "number", "shape"])).toEqual([
      { name: "color", missing: 1 },
      { name: "number", missing: 1 },
      { name: "shape", missing: 3 },
    ]);
  });

  it("keeps only the attributes more than half the students lack", () => {
    expect(mostlyMissing(attributes, students, ATTRIBUTE_NAMES)).toEqual([
      { name: "element", missing: 3 },
      { name: "shape", missing: 3 },
    ]);
    const half = [{ ...empty, color: "Red" }, { ...empty }];
    expect(mostlyMissing(attributes, half, ["color"])).toEqual([]);
    expect(mostlyMissing(attributes, [], ATTRIBUTE_NAMES)).toEqual([]);
  });
});
