import { describe, expect, it } from "vitest";
import { type FreshSource, failure, fields, pause } from "./helpers";

/** Classes (docs/product.md#api, docs/product.md#limits): create, list with counts, update, delete with cascade, the limit. */
export function classesContract(fresh: FreshSource): void {
  describe("classes", () => {
    it("creates a class with trimmed fields and lists it with its student count", async () => {
      const source = await fresh();
      expect(await source.listClasses()).toEqual([]);
      const created = await source.createClass({ name: "  Period 3 ", description: "   " });
      expect(created).toMatchObject({
        name: "Period 3",
        description: null,
        user_id: source.userId,
        studentCount: 0,
      });
      expect(created.created_at).toBe(created.updated_at);
      const second = await source.createClass({ name: "Second", description: " Afternoon " });
      expect(second.description).toBe("Afternoon");
      await source.createStudent({ class_id: created.id, name: "Ann" });
      await source.createStudent({ class_id: created.id, name: "Bob" });
      expect((await source.listClasses()).map((c) => [c.name, c.studentCount])).toEqual([
        ["Period 3", 2],
        ["Second", 0],
      ]);
    });

    it.each([
      ["a blank name", { name: "   " }, "body.name"],
      ["a name over 100 characters", { name: "x".repeat(101) }, "body.name"],
      ["a long description", { name: "ok", description: "d".repeat(501) }, "body.description"],
      ["a name of the wrong type", { name: 42 }, "body.name"],
    ])("refuses %s with 400 naming the field", async (_label, input, field) => {
      const source = await fresh();
      const f = await failure(source.createClass(input as never));
      expect(f.status).toBe(400);
      expect(f.body.error).toBe("Invalid request");
      expect(fields(f)).toContain(field);
      expect(await source.listClasses()).toEqual([]);
    });

    it("updates name and description, moves updated_at, and answers the class", async () => {
      const source = await fresh();
      const created = await source.createClass({ name: "Old", description: "old" });
      await source.createStudent({ class_id: created.id, name: "Ann" });
      await pause();
      const updated = await source.updateClass(created.id, { name: " New ", description: null });
      expect(updated).toMatchObject({
        id: created.id,
        name: "New",
        description: null,
        studentCount: 1,
      });
      expect(updated.updated_at > created.updated_at).toBe(true);
      expect((await failure(source.updateClass(created.id, { name: "" }))).status).toBe(400);
      expect((await failure(source.updateClass("missing", { name: "X" }))).status).toBe(404);
    });

    it("deletes a class with its students and history; then it is 404", async () => {
      const source = await fresh();
      const doomed = await source.createClass({ name: "Doomed" });
      const kept = await source.createClass({ name: "Kept" });
      const ann = await source.createStudent({ class_id: doomed.id, name: "Ann" });
      await source.createStudent({ class_id: kept.id, name: "Bob" });
      await source.addHistory(doomed.id, ann.id);
      await source.deleteClass(doomed.id);
      expect((await source.listClasses()).map((c) => c.name)).toEqual(["Kept"]);
      for (const call of [
        () => source.deleteClass(doomed.id),
        () => source.listStudents(doomed.id),
        () => source.listHistory(doomed.id),
        () => source.updateStudent(ann.id, { name: "Ann" }),
      ]) {
        const f = await failure(call());
        expect(f.status).toBe(404);
        expect(f.body).toEqual({ error: expect.stringMatching(/not found/), code: "not_found" });
      }
      expect((await source.listStudents(kept.id)).map((s) => s.name)).toEqual(["Bob"]);
    });

    it("answers the 6th class with 409 and the limit message; a delete frees a place", async () => {
      const source = await fresh();
      const ids: string[] = [];
      for (let i = 1; i <= 5; i++) ids.push((await source.createClass({ name: `C${i}` })).id);
      const sixth = await failure(source.createClass({ name: "C6" }));
      expect(sixth).toEqual({
        status: 409,
        body: { error: "You can have at most 5 classes", code: "limit_reached" },
      });
      expect(await source.listClasses()).toHaveLength(5);
      await source.deleteClass(ids[0] as string);
      expect((await source.createClass({ name: "C6" })).name).toBe("C6");
    });
  });
}
