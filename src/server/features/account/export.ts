import type { Kysely } from "kysely";
import { type AccountExport, EXPORT_FORMAT, EXPORT_VERSION } from "../../../domain/schemas/account";
import { pickMode } from "../../../domain/schemas/attendance";
import type { DB } from "../../db/schema";
import { HttpError } from "../../errors";
import type { Db } from "../shared";
import { readClassGroupings } from "./export-groupings";
import { readRosterLinks } from "./export-rosters";

/** Better Auth stores dates as Date objects, ISO text or epoch numbers depending on the dialect. */
const iso = (value: unknown): string => {
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
};

/** Better Auth's account table: only the sign-in method is exported, never a secret. */
type AuthAccounts = Kysely<Record<"account", { userId: string; providerId: string }>>;

/**
 * Everything the teacher owns, and nothing of anyone else's: every query is scoped by the
 * teacher's id (classes by user_id, students, picks, rules, saved groupings and roster links
 * through those classes). Read in one
 * transaction, so the archive is a consistent snapshot.
 */
export async function buildAccountExport(
  db: Kysely<DB>,
  teacherId: string,
  now = new Date(),
): Promise<AccountExport> {
  return db.transaction().execute(async (trx) => readArchive(trx, teacherId, now));
}

async function readArchive(trx: Db, teacherId: string, now: Date): Promise<AccountExport> {
  const user = await trx
    .selectFrom("user")
    .select(["id", "name", "email", "emailVerified", "createdAt"])
    .where("id", "=", teacherId)
    .executeTakeFirst();
  if (!user) throw new HttpError(404, "Account not found");
  const methods = await (trx as unknown as AuthAccounts)
    .selectFrom("account")
    .select("providerId")
    .where("userId", "=", teacherId)
    .orderBy("providerId")
    .execute();
  const classes = await trx
    .selectFrom("classes")
    .select(["id", "name", "description", "created_at", "updated_at"])
    .where("user_id", "=", teacherId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const classIds = trx.selectFrom("classes").select("id").where("user_id", "=", teacherId);
  const students = await trx
    .selectFrom("students")
    .select([
      "id",
      "class_id",
      "name",
      "number",
      "color",
      "element",
      "shape",
      "created_at",
      "updated_at",
    ])
    .where("class_id", "in", classIds)
    .orderBy("class_id")
    .orderBy("id")
    .execute();
  const history = await trx
    .selectFrom("selection_history")
    .select(["id", "class_id", "student_id", "created_at"])
    .where("class_id", "in", classIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const days = await trx
    .selectFrom("attendance_days")
    .select(["class_id", "day", "updated_at"])
    .where("class_id", "in", classIds)
    .orderBy("class_id")
    .orderBy("day")
    .execute();
  const absences = await trx
    .selectFrom("absences")
    .select(["class_id", "day", "student_id"])
    .where("class_id", "in", classIds)
    .orderBy("student_id")
    .execute();
  const modes = await trx
    .selectFrom("wheel_settings")
    .select(["class_id", "pick_mode"])
    .where("class_id", "in", classIds)
    .execute();
  const settings = await trx
    .selectFrom("teacher_settings")
    .selectAll()
    .where("user_id", "=", teacherId)
    .orderBy("attribute_name")
    .execute();
  const preferences = await trx
    .selectFrom("user_preferences")
    .selectAll()
    .where("user_id", "=", teacherId)
    .orderBy("preference_key")
    .execute();
  const feedback = await trx
    .selectFrom("feedback")
    .select(["id", "message", "email", "created_at"])
    .where("user_id", "=", teacherId)
    .orderBy("created_at")
    .execute();

  const groupings = await readClassGroupings(
    trx,
    classes.map((c) => c.id),
  );

  const rosters = await readRosterLinks(trx, teacherId);
  const studentsByClass = groupBy(students, (s) => s.class_id);
  // The Google Classroom connection's facts, never its sealed tokens.
  const google = await trx
    .selectFrom("google_connections")
    .select(["google_email", "status", "scopes", "connected_at", "updated_at"])
    .where("user_id", "=", teacherId)
    .executeTakeFirst();
  const historyByClass = groupBy(history, (h) => h.class_id);
  const daysByClass = groupBy(days, (d) => d.class_id);
  const absentByDay = groupBy(absences, (a) => `${a.class_id}|${a.day}`);
  const modeOf = new Map(modes.map((m) => [m.class_id, pickMode.parse(m.pick_mode)]));
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: Boolean(user.emailVerified),
      createdAt: iso(user.createdAt),
      signInMethods: methods.map((m) => m.providerId),
    },
    classes: classes.map((c) => ({
      ...c,
      students: (studentsByClass.get(c.id) ?? []).map(({ class_id: _, ...s }) => ({
        ...s,
        number: s.number === null ? null : Number(s.number),
        roster_external_id: rosters.students.get(s.id) ?? null,
      })),
      selection_history: (historyByClass.get(c.id) ?? []).map(({ class_id: _, ...h }) => h),
      pick_mode: modeOf.get(c.id) ?? "equal",
      attendance: (daysByClass.get(c.id) ?? []).map((d) => ({
        day: d.day,
        absent_student_ids: (absentByDay.get(`${c.id}|${d.day}`) ?? []).map((a) => a.student_id),
        updated_at: d.updated_at,
      })),
      group_rules: groupings.get(c.id)?.group_rules ?? [],
      saved_groupings: groupings.get(c.id)?.saved_groupings ?? [],
      roster: rosters.classes.get(c.id) ?? null,
    })),
    teacherSettings: settings.map((s) => ({
      attribute_name: s.attribute_name,
      display_name: s.display_name,
      description: s.description,
      options: JSON.parse(s.options) as string[],
      show_to_students: s.show_to_students === 1,
      created_at: s.created_at,
      updated_at: s.updated_at,
    })),
    userPreferences: preferences.map((p) => ({
      preference_key: p.preference_key,
      preference_value: Boolean(p.preference_value),
      updated_at: p.updated_at,
    })),
    feedback,
    googleClassroom: google
      ? { ...google, scopes: google.scopes.split(" ").filter(Boolean) }
      : null,
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** `classcharm-export-YYYY-MM-DD.json` (the date in UTC). */
export const exportFileName = (now: Date): string =>
  `classcharm-export-${now.toISOString().slice(0, 10)}.json`;
