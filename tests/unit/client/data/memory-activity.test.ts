import { describe, expect, it } from "vitest";
import { emptySeed } from "#src/client/data/memory/seed";
import { memorySource } from "#src/client/data/memory-source";

/** The demo's recent changes (docs/decisions/0060-who-did-what.md): kept in memory, as the server. */
describe("the demo's recent changes", () => {
  it("records each write as the demo teacher, the owner; a refused write records nothing", async () => {
    const source = memorySource(emptySeed(), { teacherName: "Ms Demo" });
    const room = await source.createClass({ name: "Period 1", description: null });
    expect(await source.listActivity(room.id)).toEqual([]);
    const ann = await source.createStudent({ class_id: room.id, name: "Ann" });
    await source.updateClass(room.id, { name: "Period 2", description: null });
    await expect(source.createStudent({ class_id: room.id, name: "" })).rejects.toThrow();
    const pick = await source.addHistory(room.id, ann.id);
    expect(pick.picked_by).toEqual({ as: "owner", name: "Ms Demo" });
    await source.deleteStudent(ann.id);
    const list = await source.listActivity(room.id);
    expect(list.map((e) => [e.action, e.count, e.student_name])).toEqual([
      ["students.deleted", 1, null],
      ["picks.made", 1, null],
      ["class.renamed", null, null],
      ["students.added", 1, null],
    ]);
    for (const entry of list) expect(entry.by).toEqual({ as: "owner", name: "Ms Demo" });
  });

  it("keeps the last 50 of a class", async () => {
    const source = memorySource(emptySeed());
    const room = await source.createClass({ name: "Busy", description: null });
    for (let i = 0; i < 55; i++) await source.setPickMode(room.id, i % 2 ? "turns" : "equal");
    const list = await source.listActivity(room.id);
    expect(list).toHaveLength(50);
    expect(new Set(list.map((e) => e.action))).toEqual(new Set(["wheel.changed"]));
  });
});
