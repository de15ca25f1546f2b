import { describe, expect, it } from "vitest";
import type { StudentDto } from "#src/domain/schemas/students";
import { DEFAULT_OPTIONS } from "#src/domain/students/attributes";
import { classWith, type FreshSource, failure, pause, spread } from "./helpers";

const row = (name: string, number: number | null = 1, color: string | null = "Red") => ({
  name,
  number,
  color,
  element: "Fire",
  shape: "Square",
});

function expectEven(students: readonly StudentDto[]) {
  const numbers = students.map((s) => s.number);
  expect(spread(numbers, [1, 2, 3, 4]), "number").toBeLessThanOrEqual(1);
  for (const name of ["color", "element", "shape"] as const) {
    const values = students.map((s) => s[name]);
    expect(spread(values, DEFAULT_OPTIONS[name]), name).toBeLessThanOrEqual(1);
  }
}

/** CSV import (docs/product.md#csv-import: all or nothing), Shuffle Categories (docs/product.md#balanced-assignment) and the class export. */
export function bulkContract(fresh: FreshSource): void {
  describe("CSV import", () => {
    it("imports every row with trimmed names, in file order, touching the class", async () => {
      const source = await fresh();
      const room = await source.createClass({ name: "Room" });
      await pause();
      const rows = [row("  Ann "), row("Bob", 2, "Green"), { name: "Cy" }];
      expect(await source.importStudents(room.id, { rows })).toEqual({ created: 3 });
      const list = await source.listStudents(room.id);
      expect(list.map((s) => [s.name, s.number, s.color])).toEqual([
        ["Ann", 1, "Red"],
        ["Bob", 2, "Green"],
        ["Cy", null, null],
      ]);
      const [listed] = await source.listClasses();
      expect(listed?.studentCount).toBe(3);
      expect((listed?.updated_at ?? "") > room.updated_at).toBe(true);
    });

    it("with last_initials keeps first names and last initials, apart from the class's names", async () => {
      const source = await fresh();
      const room = await classWith(source, [{ name: "Sam P." }]);
      const rows = [row(" Maya Patel "), row("Maya Perez"), row("Sam Park"), row("Ali")];
      const input = { last_initials: true, rows };
      expect(await source.importStudents(room.id, input)).toEqual({ created: 4 });
      expect((await source.listStudents(room.id)).map((s) => s.name)).toEqual([
        "Sam P.",
        "Maya Pa.",
        "Maya Pe.",
        "Sam Pa.",
        "Ali",
      ]);
      const wrong = { last_initials: "yes", rows } as unknown as typeof input;
      const bad = await failure(source.importStudents(room.id, wrong));
      expect(bad.status).toBe(400);
    });

    it("stores nothing when any row is invalid, naming rows as the spreadsheet does", async () => {
      const source = await fresh();
      const room = await classWith(source, [{ name: "Already here" }]);
      const rows = [row("Fine"), row("   "), row("Bad color", 1, "red"), row("x".repeat(101))];
      rows.push(row("Bad number", 5), row("Also fine"));
      const f = await failure(source.importStudents(room.id, { rows }));
      expect(f.status).toBe(400);
      expect(f.body.error).toBe("4 problems in the rows; nothing was imported");
      expect(f.body.details).toEqual([
        "Row 3: Name is required",
        "Row 4, Bad color: Color 'red' must be one of: Red, Yellow, Green, Purple",
        `Row 5, ${"x".repeat(40)}…: Name must be at most 100 characters`,
        "Row 6, Bad number: Number '5' must be between 1-4 or empty",
      ]);
      expect((await source.listStudents(room.id)).map((s) => s.name)).toEqual(["Already here"]);
    });

    it("refuses no rows (400) and a missing class (404)", async () => {
      const source = await fresh();
      const room = await source.createClass({ name: "Room" });
      const empty = await failure(source.importStudents(room.id, { rows: [] }));
      expect(empty.status).toBe(400);
      expect(empty.body).toHaveProperty("details");
      const missing = await failure(source.importStudents("missing", { rows: [row("A")] }));
      expect(missing.status).toBe(404);
      expect(await source.listStudents(room.id)).toEqual([]);
    });

    it("balanced: fills the empty cells and evens out a skewed class", async () => {
      const source = await fresh();
      const red = { number: 1, color: "Red" };
      const room = await classWith(
        source,
        [0, 1, 2].map((i) => ({ name: `Red ${i}`, ...red })),
      );
      const rows = Array.from({ length: 13 }, (_, i) => ({ name: `N${i}`, number: null }));
      expect(await source.importStudents(room.id, { rows, balanced: true })).toEqual({
        created: 13,
      });
      const list = await source.listStudents(room.id);
      expect(list).toHaveLength(16);
      expect(
        spread(
          list.map((s) => s.number),
          [1, 2, 3, 4],
        ),
      ).toBe(0);
      expect(
        spread(
          list.map((s) => s.color),
          DEFAULT_OPTIONS.color,
        ),
      ).toBe(0);
      for (const s of list.slice(3)) expect(s.element).not.toBeNull();
    });
  });

  describe("Shuffle Categories", () => {
    it("gives every student valid values, each attribute within 1, and saves them", async () => {
      const source = await fresh();
      const same = { number: 1, color: "Red", element: null };
      const names = Array.from({ length: 11 }, (_, i) => `S${i}`);
      const room = await classWith(
        source,
        names.map((name) => ({ name, ...same })),
      );
      await pause();
      const after = await source.shuffleCategories(room.id);
      expect(after.map((s) => s.name)).toEqual(names);
      for (const s of after) expect(s.element).not.toBeNull();
      expectEven(after);
      expect(await source.listStudents(room.id)).toEqual(after);
      const [listed] = await source.listClasses();
      expect((listed?.updated_at ?? "") > room.updated_at).toBe(true);
    });

    it("answers [] for an empty class and 404 for a missing one", async () => {
      const source = await fresh();
      const empty = await source.createClass({ name: "Empty" });
      expect(await source.shuffleCategories(empty.id)).toEqual([]);
      expect((await failure(source.shuffleCategories("missing"))).status).toBe(404);
    });
  });

  describe("class export", () => {
    it("gives the roster as formula-safe CSV with the class's file name", async () => {
      const source = await fresh();
      const room = await source.createClass({ name: "Période 3 / Math" });
      await source.createStudent({ class_id: room.id, name: "=cmd()", number: 1, color: "Red" });
      await source.createStudent({ class_id: room.id, name: "Smith, Jo", shape: "Circle" });
      expect(await source.exportCsv(room.id)).toEqual({
        fileName: "periode-3-math-students.csv",
        text:
          "\uFEFFname,number,color,element,shape\r\n" +
          `"'=cmd()",1,"Red",,\r\n` +
          '"Smith, Jo",,,,"Circle"\r\n',
      });
      expect((await failure(source.exportCsv("missing"))).status).toBe(404);
    });
  });
}
