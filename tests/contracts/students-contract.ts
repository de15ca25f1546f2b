import { describe, expect, it } from "vitest";
import { classWith, type FreshSource, failure, fields, pause } from "./helpers";

/** Students (docs/product.md#api, docs/product.md#attributes) and the wheel's selection history. */
export function studentsContract(fresh: FreshSource): void {
  describe("students", () => {
    it("creates with a trimmed name and missing values as null, listed in the order added", async () => {
      const source = await fresh();
      const room = await source.createClass({ name: "Room" });
      await pause();
      const ann = await source.createStudent({
        class_id: room.id,
        name: "  Ann Lee ",
        color: "Red",
      });
      expect(ann).toMatchObject({
        name: "Ann Lee",
        number: null,
        color: "Red",
        element: null,
        shape: null,
        class_id: room.id,
      });
      for (const name of ["Zoe", "Adam", "Mia"]) {
        await source.createStudent({ class_id: room.id, name, number: 2, shape: "Circle" });
      }
      const list = await source.listStudents(room.id);
      expect(list.map((s) => s.name)).toEqual(["Ann Lee", "Zoe", "Adam", "Mia"]);
      expect(list[1]).toMatchObject({ number: 2, shape: "Circle" });
      const [listed] = await source.listClasses();
      expect((listed?.updated_at ?? "") > room.updated_at).toBe(true);
    });

    it.each([
      ["a blank name", { name: "  " }, "body.name"],
      ["a name over 100 characters", { name: "n".repeat(101) }, "body.name"],
      ["a number of the wrong type", { number: "2" }, "body.number"],
      ["a fractional number", { number: 1.5 }, "body.number"],
      ["a number out of 1..4", { number: 5 }, "body.number"],
      ["a color in the wrong case", { color: "red" }, "body.color"],
      ["an unknown element", { element: "Metal" }, "body.element"],
      ["no class_id", { class_id: undefined }, "body.class_id"],
    ])("refuses %s with 400 naming the field and stores nothing", async (_l, patch, field) => {
      const source = await fresh();
      const room = await source.createClass({ name: "Room" });
      const input = { name: "Valid", class_id: room.id, ...patch };
      const f = await failure(source.createStudent(input as never));
      expect(f.status).toBe(400);
      expect(typeof f.body.error).toBe("string");
      expect(fields(f)).toContain(field);
      expect(await source.listStudents(room.id)).toEqual([]);
    });

    it("names every bad value in one 400, with the product's wording", async () => {
      const source = await fresh();
      const room = await source.createClass({ name: "Room" });
      const f = await failure(
        source.createStudent({ class_id: room.id, name: "Lou", number: 7, color: "Blue" }),
      );
      expect(f.body.details).toEqual([
        { field: "body.number", message: "Number must be between 1-4 or empty" },
        { field: "body.color", message: "Color must be one of: Red, Yellow, Green, Purple" },
      ]);
    });

    it("answers 404 for a missing class or student", async () => {
      const source = await fresh();
      for (const call of [
        () => source.createStudent({ class_id: "missing", name: "Intruder" }),
        () => source.listStudents("missing"),
        () => source.updateStudent("missing", { name: "X" }),
        () => source.deleteStudent("missing"),
      ]) {
        expect((await failure(call())).status).toBe(404);
      }
    });

    it("updates every value (missing ones become null) and can move a student", async () => {
      const source = await fresh();
      const a = await classWith(source, [{ name: "Ann", number: 1, color: "Red" }], "A");
      const b = await source.createClass({ name: "B" });
      const [ann] = await source.listStudents(a.id);
      const id = ann?.id ?? "";
      await pause();
      const renamed = await source.updateStudent(id, { name: " Anna ", shape: "Circle" });
      expect(renamed).toMatchObject({ name: "Anna", number: null, color: null, shape: "Circle" });
      expect(renamed.updated_at > (ann?.updated_at ?? "")).toBe(true);
      expect((await failure(source.updateStudent(id, { name: "Anna", color: "red" }))).status).toBe(
        400,
      );
      const moved = await source.updateStudent(id, { name: "Anna", class_id: b.id });
      expect(moved.class_id).toBe(b.id);
      expect((await source.listClasses()).map((c) => c.studentCount)).toEqual([0, 1]);
      const f = await failure(source.updateStudent(id, { name: "Anna", class_id: "missing" }));
      expect(f.status).toBe(404);
    });

    it("deletes a student with its picks; the class's count follows", async () => {
      const source = await fresh();
      const room = await classWith(source, [{ name: "Ann" }, { name: "Bob" }]);
      const [ann, bob] = await source.listStudents(room.id);
      await source.addHistory(room.id, ann?.id ?? "");
      await source.addHistory(room.id, bob?.id ?? "");
      await source.deleteStudent(ann?.id ?? "");
      expect((await source.listStudents(room.id)).map((s) => s.name)).toEqual(["Bob"]);
      expect((await source.listHistory(room.id)).map((h) => h.student_name)).toEqual(["Bob"]);
      expect((await source.listClasses())[0]?.studentCount).toBe(1);
      expect((await failure(source.deleteStudent(ann?.id ?? ""))).status).toBe(404);
    });
  });

  describe("selection history", () => {
    it("records picks and lists them newest first with the student's current name", async () => {
      const source = await fresh();
      const room = await classWith(source, [{ name: "Ann" }, { name: "Bob" }]);
      const [ann, bob] = await source.listStudents(room.id);
      const first = await source.addHistory(room.id, ann?.id ?? "");
      expect(Object.keys(first).sort()).toEqual([
        "class_id",
        "created_at",
        "id",
        "picked_by",
        "student_id",
        "student_name",
      ]);
      expect(first).toMatchObject({ class_id: room.id, student_name: "Ann" });
      await source.addHistory(room.id, bob?.id ?? "");
      await source.addHistory(room.id, ann?.id ?? "");
      await source.updateStudent(bob?.id ?? "", { name: "Robert" });
      const list = await source.listHistory(room.id);
      expect(list.map((h) => h.student_name)).toEqual(["Ann", "Robert", "Ann"]);
      expect(list[2]).toEqual(first);
      const times = list.map((h) => h.created_at);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it("keeps classes apart, clears one class, and refuses a student of another class", async () => {
      const source = await fresh();
      const a = await classWith(source, [{ name: "In A" }], "A");
      const b = await classWith(source, [{ name: "In B" }], "B");
      const [inA] = await source.listStudents(a.id);
      const [inB] = await source.listStudents(b.id);
      await source.addHistory(a.id, inA?.id ?? "");
      await source.addHistory(b.id, inB?.id ?? "");
      const wrong = await failure(source.addHistory(a.id, inB?.id ?? ""));
      expect(wrong).toEqual({
        status: 404,
        body: { error: "Student not found in this class", code: "not_found" },
      });
      expect((await failure(source.addHistory("missing", inA?.id ?? ""))).status).toBe(404);
      await source.clearHistory(a.id);
      expect(await source.listHistory(a.id)).toEqual([]);
      expect(await source.listHistory(b.id)).toHaveLength(1);
      expect((await failure(source.clearHistory("missing"))).status).toBe(404);
    });
  });
}
