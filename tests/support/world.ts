/**
 * Test support: a seeded "world" (a teacher with a class, students, a pick, a setting and a
 * preference) and a snapshot of everything a teacher owns, so a test can prove that a refused
 * request changed nothing. Shared by the ownership matrix and the fuzz test.
 */

import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "#src/server/db/connect";
import type { DB } from "#src/server/db/schema";
import { newId, nowIso } from "#src/server/features/repository-kit";
import { signUp } from "./harness";
import type { World } from "./ownership-fixtures";
import { type SeedStudent, seedClass } from "./seed";

export type SeededWorld = World & { cookie: string };

const STUDENT = { number: 1, color: "Red", element: "Fire", shape: "Square" } as const;

/**
 * Seeds the world's rows for an existing teacher: a class of `students` students (default 3:
 * Ann, Ben and Cy, then "Student n"), a pick of the first, a color setting and a preference.
 * The setting and preference are written when the teacher has none (a second call keeps them).
 */
export async function seedWorldFor(
  database: Database,
  userId: string,
  students = 3,
): Promise<Omit<World, "email">> {
  const db = database.db;
  const named = ["Ann", "Ben", "Cy"];
  const rows: SeedStudent[] = Array.from({ length: students }, (_, i) => ({
    ...STUDENT,
    name: named[i] ?? `Student ${i + 1}`,
    number: (i % 4) + 1,
  }));
  const { classId, studentIds } = await seedClass(db, userId, rows);
  const studentId = studentIds[0] as string;
  const now = nowIso();
  const historyId = newId();
  await db
    .insertInto("selection_history")
    .values({ id: historyId, class_id: classId, student_id: studentId, created_at: now })
    .execute();
  const setting = await db
    .selectFrom("teacher_settings")
    .select("id")
    .where("user_id", "=", userId)
    .where("attribute_name", "=", "color")
    .executeTakeFirst();
  const settingId = setting?.id ?? newId();
  if (!setting) {
    await db
      .insertInto("teacher_settings")
      .values({
        id: settingId,
        user_id: userId,
        attribute_name: "color",
        display_name: "Color",
        description: null,
        options: JSON.stringify(["Red", "Yellow", "Green", "Purple"]),
        show_to_students: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const preference = await db
    .selectFrom("user_preferences")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("preference_key", "=", "default_balanced_assignment")
    .executeTakeFirst();
  if (!preference) {
    await db
      .insertInto("user_preferences")
      .values({
        user_id: userId,
        preference_key: "default_balanced_assignment",
        preference_value: 0,
        updated_at: now,
      })
      .execute();
  }
  return { userId, classId, studentId, settingId, historyId };
}

/** A fresh teacher (signed up through the real endpoint) with a seeded world. */
export async function seedWorld(
  t: { app: FastifyInstance; database: Database },
  students = 3,
): Promise<SeededWorld> {
  const owner = await signUp(t.app);
  return { ...owner, ...(await seedWorldFor(t.database, owner.userId, students)) };
}

/** Everything the teacher owns, to prove a refused request changed nothing. */
export async function snapshot(database: Kysely<DB>, userId: string) {
  const classIds = database.selectFrom("classes").select("id").where("user_id", "=", userId);
  return {
    classes: await database
      .selectFrom("classes")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
    students: await database
      .selectFrom("students")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("id")
      .execute(),
    history: await database
      .selectFrom("selection_history")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("id")
      .execute(),
    attendance: await database
      .selectFrom("attendance_days")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("class_id")
      .orderBy("day")
      .execute(),
    absences: await database
      .selectFrom("absences")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("class_id")
      .orderBy("day")
      .orderBy("student_id")
      .execute(),
    wheelSettings: await database
      .selectFrom("wheel_settings")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("class_id")
      .execute(),
    settings: await database
      .selectFrom("teacher_settings")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
    preferences: await database
      .selectFrom("user_preferences")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("preference_key")
      .execute(),
    language: await database
      .selectFrom("teacher_languages")
      .selectAll()
      .where("user_id", "=", userId)
      .execute(),
    feedback: await database
      .selectFrom("feedback")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
    rosterClasses: await database
      .selectFrom("roster_classes")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("class_id")
      .execute(),
    rosterStudents: await database
      .selectFrom("roster_students")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("student_id")
      .execute(),
    // A class's recent changes (docs/decisions/0060-who-did-what.md): only an accepted write adds one.
    activity: await database
      .selectFrom("class_activity")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("id")
      .execute(),
  };
}

export type Snapshot = Awaited<ReturnType<typeof snapshot>>;
