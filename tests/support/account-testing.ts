/**
 * Test support for the account tests: a teacher with one of everything, and a count of every
 * row of a teacher in every table that can hold one.
 */

import { type Kysely, sql } from "kysely";
import { expect } from "vitest";
import { DEFAULT_GROUP_SETTINGS } from "#src/domain/schemas/group-settings";
import type { DB } from "#src/server/db/schema";
import { newId, nowIso } from "#src/server/features/repository-kit";
import { call, type TestApp } from "./harness";
import { TWO_TABLES } from "./seating-world";
import { seedClass } from "./seed";

/** A table no migration makes: a later table with a user_id must be covered by deletion too. */
export const LATER_TABLE = "account_test_later_rows";

export async function createLaterTable(db: Kysely<DB>): Promise<void> {
  await db.schema
    .createTable(LATER_TABLE)
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .execute();
}

/**
 * Classes (with a student, a pick, a rule and a saved grouping), a setting, a preference, the
 * account's language, feedback and a later row.
 */
export async function fillAccount(
  t: TestApp,
  who: { userId: string; cookie: string },
  tag: string,
) {
  const { classId, studentIds } = await seedClass(t.database.db, who.userId, [
    { name: `Ann ${tag}`, number: 1, color: "Red", element: "Fire", shape: "Square" },
    { name: `Ben ${tag}`, number: 2, color: "Yellow", element: "Water", shape: "Circle" },
  ]);
  const post = (url: string, body: Record<string, unknown>) =>
    call(t.app, "POST", url, { cookie: who.cookie, body });
  const pick = await post("/api/selection-history", {
    class_id: classId,
    student_id: studentIds[0],
  });
  expect(pick.statusCode, pick.body).toBe(201);
  const roll = await call(t.app, "PUT", `/api/attendance/${classId}`, {
    cookie: who.cookie,
    body: { day: new Date().toISOString().slice(0, 10), absent_student_ids: [studentIds[1]] },
  });
  expect(roll.statusCode, roll.body).toBe(200);
  const mode = await call(t.app, "PUT", `/api/wheel-settings/${classId}`, {
    cookie: who.cookie,
    body: { pick_mode: "turns", spin_seconds: 7 },
  });
  expect(mode.statusCode, mode.body).toBe(200);
  const groupChoices = await call(t.app, "PUT", `/api/group-settings/${classId}`, {
    cookie: who.cookie,
    body: { ...DEFAULT_GROUP_SETTINGS, method: "diverse", group_count: 3 },
  });
  expect(groupChoices.statusCode, groupChoices.body).toBe(200);
  const rule = await post(`/api/classes/${classId}/group-rules`, {
    kind: "keep-apart",
    student_ids: studentIds,
  });
  expect(rule.statusCode, rule.body).toBe(201);
  const grouping = await post(`/api/classes/${classId}/groupings`, {
    name: `Groups ${tag}`,
    method: "balanced",
    balance_on: ["color"],
    groups: [[studentIds[0]], [studentIds[1]]],
  });
  expect(grouping.statusCode, grouping.body).toBe(201);
  const room = await post(`/api/classes/${classId}/rooms`, {
    name: `Room ${tag}`,
    layout: TWO_TABLES,
  });
  expect(room.statusCode, room.body).toBe(201);
  const needs = await call(t.app, "PUT", `/api/classes/${classId}/seat-needs`, {
    cookie: who.cookie,
    body: { needs: [{ student_id: studentIds[1], needs: ["front"] }] },
  });
  expect(needs.statusCode, needs.body).toBe(200);
  const chart = await post(`/api/classes/${classId}/seating-charts`, {
    name: `Seats ${tag}`,
    room_id: room.json().id,
    seats: { "t1:0": studentIds[0], "t2:0": studentIds[1] },
    pinned_student_ids: [studentIds[1]],
  });
  expect(chart.statusCode, chart.body).toBe(201);
  // The class linked to a roster class, Ann by name and a newcomer by their roster id.
  const rostered = await post("/api/roster-imports", {
    source: "oneroster",
    classes: [
      {
        external_id: `class-${tag}`,
        title: `Roster ${tag}`,
        target_class_id: classId,
        students: [
          { external_id: `ann-${tag}`, name: `Ann ${tag}` },
          { external_id: `cy-${tag}`, name: `Cy ${tag}` },
        ],
      },
    ],
  });
  expect(rostered.statusCode, rostered.body).toBe(200);
  await t.database.db
    .insertInto("teacher_settings")
    .values({
      id: newId(),
      user_id: who.userId,
      attribute_name: "color",
      display_name: `Colour ${tag}`,
      description: null,
      options: JSON.stringify(["Red", "Yellow", "Green", "Purple"]),
      show_to_students: 1,
      option_colors: JSON.stringify({ Red: "#d62828", Green: "#2a9d8f" }),
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  // The picture a sign-in provider gave the account.
  await (t.database.db as unknown as Kysely<Record<"user", { id: string; image: string }>>)
    .updateTable("user")
    .set({ image: `https://pictures.example/${tag}.png` })
    .where("id", "=", who.userId)
    .execute();
  const pref = await post("/api/user-preferences", {
    preference_key: "default_balanced_assignment",
    preference_value: true,
  });
  expect(pref.statusCode, pref.body).toBeLessThan(300);
  const language = await call(t.app, "PUT", "/api/account/language", {
    cookie: who.cookie,
    body: { language: "es" },
  });
  expect(language.statusCode, language.body).toBe(200);
  const feedback = await post("/api/feedback", { message: `Thanks from ${tag}` });
  expect(feedback.statusCode, feedback.body).toBe(201);
  await (t.database.db as unknown as Kysely<Record<string, Record<string, string>>>)
    .insertInto(LATER_TABLE)
    .values({ id: newId(), user_id: who.userId })
    .execute();
  // A rate-limit counter of the teacher (its key names the teacher).
  await sql`insert into rate_limit_counters (key, count, expires_at) values (${counterKey(
    who.userId,
  )}, 1, ${Date.now() + 60_000})`.execute(t.database.db);
  return { classId, studentIds };
}

const counterKey = (userId: string) => `account-test:${userId}:1`;

/** The teacher's rows in every table (classIds: the classes the teacher had before). */
export async function rowsOf(db: Kysely<DB>, userId: string, classIds: string[]) {
  /** Rows of `table` whose `column` names a row of `parent` in one of the classes. */
  const countThrough = async (table: string, column: string, parent: string) => {
    if (classIds.length === 0) return 0;
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
      table,
    )} where ${sql.ref(column)} in (select id from ${sql.table(parent)} where class_id in (${sql.join(
      classIds,
    )}))`.execute(db);
    return Number(rows[0]?.n ?? 0);
  };
  const count = async (table: string, column: string, values: string[]) => {
    if (values.length === 0) return 0;
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
      table,
    )} where ${sql.ref(column)} in (${sql.join(values)})`.execute(db);
    return Number(rows[0]?.n ?? 0);
  };
  return {
    user: await count("user", "id", [userId]),
    session: await count("session", "userId", [userId]),
    account: await count("account", "userId", [userId]),
    verification: await count("verification", "value", [userId]),
    classes: await count("classes", "id", classIds),
    students: await count("students", "class_id", classIds),
    selection_history: await count("selection_history", "class_id", classIds),
    group_rules: await count("group_rules", "class_id", classIds),
    group_rule_members: await countThrough("group_rule_members", "rule_id", "group_rules"),
    saved_groupings: await count("saved_groupings", "class_id", classIds),
    roster_classes: await count("roster_classes", "class_id", classIds),
    roster_students: await count("roster_students", "class_id", classIds),
    saved_grouping_members: await countThrough(
      "saved_grouping_members",
      "grouping_id",
      "saved_groupings",
    ),
    rooms: await count("rooms", "class_id", classIds),
    seat_needs: await count("seat_needs", "class_id", classIds),
    seating_charts: await count("seating_charts", "class_id", classIds),
    teacher_settings: await count("teacher_settings", "user_id", [userId]),
    user_preferences: await count("user_preferences", "user_id", [userId]),
    teacher_languages: await count("teacher_languages", "user_id", [userId]),
    feedback: await count("feedback", "user_id", [userId]),
    idempotency_keys: await count("idempotency_keys", "user_id", [userId]),
    rate_limit_counters: await count("rate_limit_counters", "key", [counterKey(userId)]),
    [LATER_TABLE]: await count(LATER_TABLE, "user_id", [userId]),
  };
}
