import { getMigrations } from "better-auth/db/migration";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#src/server/db/migrate";
import * as groupingCounts from "#src/server/db/migrations/20261127-0021-grouping-counts";
import { insertGroupings } from "../../support/groupings-world";
import { createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date().toISOString();

describe("migrations", () => {
  it("leave nothing for Better Auth to create or add", async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(t.app.ctx.auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });

  it("create every table of the product, and running them again changes nothing", async () => {
    const tables = (await t.database.db.introspection.getTables()).map((x) => x.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "user",
        "session",
        "account",
        "verification",
        "rateLimit",
        "classes",
        "students",
        "selection_history",
        "teacher_settings",
        "user_preferences",
        "feedback",
      ]),
    );
    expect(await migrateToLatest(t.database, t.app.ctx.auth)).toEqual([]);
  });

  it("index every owner and parent id", async () => {
    const db = t.database.db;
    const indexed =
      dbKind === "sqlite"
        ? (
            await db
              .selectFrom("sqlite_master" as never)
              .select(["tbl_name as table", "sql"] as never[])
              .where("type" as never, "=", "index" as never)
              .execute()
          ).map(
            (r) => `${(r as { table: string }).table} ${(r as { sql: string | null }).sql ?? ""}`,
          )
        : (
            await db
              .selectFrom("pg_indexes" as never)
              .select(["tablename as table", "indexdef as sql"] as never[])
              .execute()
          ).map((r) => `${(r as { table: string }).table} ${(r as { sql: string }).sql}`);
    const has = (table: string, column: string) =>
      indexed.some(
        (line) => line.startsWith(`${table} `) && new RegExp(`\\("?${column}"?[,)]`).test(line),
      );
    expect(has("classes", "user_id")).toBe(true);
    expect(has("students", "class_id")).toBe(true);
    expect(has("selection_history", "class_id")).toBe(true);
    expect(has("selection_history", "student_id")).toBe(true);
    expect(has("feedback", "user_id")).toBe(true);
  });

  it("cascade: deleting a class deletes its students and their history; deleting a user, all", async () => {
    const { userId } = await signUp(t.app);
    const db = t.database.db;
    const ts = { created_at: now, updated_at: now };
    await db
      .insertInto("classes")
      .values({ id: "c1", user_id: userId, name: "A", description: null, ...ts })
      .execute();
    await db
      .insertInto("classes")
      .values({ id: "c2", user_id: userId, name: "B", description: null, ...ts })
      .execute();
    const student = { number: 1, color: "Red", element: "Fire", shape: "Square", ...ts };
    await db
      .insertInto("students")
      .values({ id: "s1", class_id: "c1", name: "Ann", ...student })
      .execute();
    await db
      .insertInto("students")
      .values({ id: "s2", class_id: "c2", name: "Ben", ...student })
      .execute();
    await db
      .insertInto("selection_history")
      .values({ id: "h1", class_id: "c1", student_id: "s1", created_at: now })
      .execute();
    await db
      .insertInto("selection_history")
      .values({ id: "h2", class_id: "c2", student_id: "s2", created_at: now })
      .execute();

    await db.deleteFrom("classes").where("id", "=", "c1").execute();
    const ids = async (table: "students" | "selection_history") =>
      (await db.selectFrom(table).select("id").orderBy("id").execute()).map((r) => r.id);
    expect(await ids("students")).toEqual(["s2"]);
    expect(await ids("selection_history")).toEqual(["h2"]);

    await db.deleteFrom("user").where("id", "=", userId).execute();
    expect(await db.selectFrom("classes").select("id").execute()).toEqual([]);
    expect(await ids("students")).toEqual([]);
    expect(await ids("selection_history")).toEqual([]);
  });

  it("refuse a student in a class that does not exist (foreign keys are on)", async () => {
    await expect(
      t.database.db
        .insertInto("students")
        .values({
          id: "orphan",
          class_id: "missing",
          name: "X",
          number: null,
          color: null,
          element: null,
          shape: null,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it("0020 counts the groups and members of the groupings saved before it (decision 0031)", async () => {
    const me = await signUp(t.app);
    const room = await roster(t.app, me.cookie).newClass("Before 0020");
    const ids: string[] = [];
    for (const name of ["Ava", "Ben", "Cy"]) {
      ids.push((await roster(t.app, me.cookie).newStudent(room.id, name)).id);
    }
    await insertGroupings(t.database.db, room.id, 2, ids);
    await insertGroupings(t.database.db, room.id, 1);
    // Back to before 0020 and forward again: the columns come back counted from the members.
    const loose = t.database.db as unknown as Kysely<unknown>;
    await groupingCounts.down(loose);
    await groupingCounts.up(loose);
    const rows = await t.database.db
      .selectFrom("saved_groupings")
      .select(["group_count", "member_count"])
      .where("class_id", "=", room.id)
      .execute();
    expect(rows.map((r) => [Number(r.group_count), Number(r.member_count)]).sort()).toEqual([
      [0, 0],
      [1, 3],
      [1, 3],
    ]);
  });
});
