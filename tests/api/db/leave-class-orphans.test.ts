import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { up } from "#src/server/db/migrations/20261127-0032-leave-class-orphans";
import { createTestApp, signUp, type TestApp } from "../../support/harness";

/**
 * The repair migration (docs/decisions/0032) on SQLite and PostgreSQL: rows of a class naming a
 * student who is no longer in it (left behind by moves before the fix) go; everything else stays.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = "2026-11-01T08:00:00.000Z";

describe("repair migration: rows of a class naming a student who left it", () => {
  it("removes them, moves the rolls that lost one on a version, and keeps the rest", async () => {
    const { userId } = await signUp(t.app);
    const db = t.database.db;
    const ts = { created_at: at, updated_at: at };
    await db
      .insertInto("classes")
      .values([
        { id: "orph-a", user_id: userId, name: "A", description: null, ...ts },
        { id: "orph-b", user_id: userId, name: "B", description: null, ...ts },
      ])
      .execute();
    const student = (id: string, class_id: string) => ({
      id,
      class_id,
      name: id,
      number: null,
      color: null,
      element: null,
      shape: null,
      ...ts,
    });
    // Gus moved from A to B before the fix; Ann and Ben are still in A.
    await db
      .insertInto("students")
      .values([
        student("orph-gus", "orph-b"),
        student("orph-ann", "orph-a"),
        student("orph-ben", "orph-a"),
      ])
      .execute();
    await db
      .insertInto("attendance_days")
      .values([
        { class_id: "orph-a", day: "2026-11-02", version: 3, updated_at: at },
        { class_id: "orph-a", day: "2026-11-03", version: 1, updated_at: at },
      ])
      .execute();
    await db
      .insertInto("absences")
      .values([
        { class_id: "orph-a", day: "2026-11-02", student_id: "orph-gus" },
        { class_id: "orph-a", day: "2026-11-02", student_id: "orph-ann" },
        { class_id: "orph-a", day: "2026-11-03", student_id: "orph-ben" },
      ])
      .execute();
    await db
      .insertInto("selection_history")
      .values([
        { id: "orph-h1", class_id: "orph-a", student_id: "orph-gus", created_at: at },
        { id: "orph-h2", class_id: "orph-a", student_id: "orph-ann", created_at: at },
      ])
      .execute();
    await db
      .insertInto("group_rules")
      .values([
        { id: "orph-r1", class_id: "orph-a", kind: "keep-apart", created_at: at },
        { id: "orph-r2", class_id: "orph-a", kind: "keep-together", created_at: at },
      ])
      .execute();
    await db
      .insertInto("group_rule_members")
      .values([
        { rule_id: "orph-r1", student_id: "orph-gus", position: 0 },
        { rule_id: "orph-r1", student_id: "orph-ann", position: 1 },
        { rule_id: "orph-r2", student_id: "orph-gus", position: 0 },
        { rule_id: "orph-r2", student_id: "orph-ann", position: 1 },
        { rule_id: "orph-r2", student_id: "orph-ben", position: 2 },
      ])
      .execute();
    await db
      .insertInto("roster_students")
      .values([
        { student_id: "orph-gus", class_id: "orph-a", external_id: "g" },
        { student_id: "orph-ann", class_id: "orph-a", external_id: "a" },
      ])
      .execute();

    await up(db as never);

    const absences = await db
      .selectFrom("absences")
      .select(["day", "student_id"])
      .where("class_id", "=", "orph-a")
      .orderBy("day")
      .execute();
    expect(absences).toEqual([
      { day: "2026-11-02", student_id: "orph-ann" },
      { day: "2026-11-03", student_id: "orph-ben" },
    ]);
    const days = await db
      .selectFrom("attendance_days")
      .select(["day", "version"])
      .where("class_id", "=", "orph-a")
      .orderBy("day")
      .execute();
    expect(days.map((d) => [d.day, Number(d.version)])).toEqual([
      ["2026-11-02", 4],
      ["2026-11-03", 1],
    ]);
    const history = await db
      .selectFrom("selection_history")
      .select("id")
      .where("class_id", "=", "orph-a")
      .execute();
    expect(history).toEqual([{ id: "orph-h2" }]);
    const rules = await db
      .selectFrom("group_rules")
      .select("id")
      .where("class_id", "=", "orph-a")
      .execute();
    expect(rules).toEqual([{ id: "orph-r2" }]);
    const members = await db
      .selectFrom("group_rule_members")
      .select("student_id")
      .where("rule_id", "=", "orph-r2")
      .orderBy("position")
      .execute();
    expect(members.map((m) => m.student_id)).toEqual(["orph-ann", "orph-ben"]);
    const links = await db
      .selectFrom("roster_students")
      .select("student_id")
      .where("class_id", "=", "orph-a")
      .execute();
    expect(links).toEqual([{ student_id: "orph-ann" }]);
  });
});
