import { msg } from "@lingui/core/macro";
import type { Kysely } from "kysely";
import { CLASS_LIMIT_MESSAGE } from "#src/domain/classes/class-limit";
import type { ClassDto } from "#src/domain/schemas/classes";
import type { Dialect } from "#src/server/db/connect";
import type { DB } from "#src/server/db/schema";
import { HttpError, limitReached } from "#src/server/errors";
import { classIdsOf } from "../class-access";
import { teacherTransactionOn } from "../locks";
import { type Db, newId, nowIso } from "../repository-kit";
import type { Conditional } from "../versions";
import { detachClasses } from "./purge";

export interface ClassValues {
  name: string;
  description: string | null;
}

const CLASS_COLUMNS = [
  "c.id",
  "c.name",
  "c.description",
  "c.user_id",
  "c.created_at",
  "c.updated_at",
  "c.version",
] as const;

/**
 * The classes the teacher works in (own and shared with them) with their student counts and
 * owners' names: one query (left join + count), no N+1.
 */
function classesWithCounts(db: Db, teacherId: string) {
  return db
    .selectFrom("classes as c")
    .innerJoin("user as o", "o.id", "c.user_id")
    .leftJoin("students as s", "s.class_id", "c.id")
    .select([...CLASS_COLUMNS, "o.name as ownerName"])
    .select((eb) => eb.fn.count<number | string>("s.id").as("studentCount"))
    .where("c.id", "in", classIdsOf(db, teacherId))
    .groupBy([...CLASS_COLUMNS, "o.name"]);
}

type CountedRow = Omit<ClassDto, "studentCount" | "role" | "owner_name"> & {
  studentCount: number | string;
  ownerName: string;
};
const dtoFor =
  (teacherId: string) =>
  ({ ownerName, ...row }: CountedRow): ClassDto => {
    const own = row.user_id === teacherId;
    return {
      ...row,
      studentCount: Number(row.studentCount),
      role: own ? "owner" : "co-teacher",
      owner_name: own ? null : ownerName,
    };
  };

export async function listClasses(db: Db, teacherId: string): Promise<ClassDto[]> {
  const rows = await classesWithCounts(db, teacherId)
    .orderBy("c.created_at")
    .orderBy("c.id")
    .execute();
  return rows.map(dtoFor(teacherId));
}

/** One of the classes the teacher works in, with its count, or 404. */
export async function getClass(db: Db, teacherId: string, classId: string): Promise<ClassDto> {
  const row = await classesWithCounts(db, teacherId).where("c.id", "=", classId).executeTakeFirst();
  if (!row) throw new HttpError(404, msg`Class not found`);
  return dtoFor(teacherId)(row);
}

/**
 * Creates a class unless the teacher already has `limit` (docs/product.md#limits: 409). The count and the insert
 * run in one transaction. PostgreSQL: a row lock on the teacher's `user` row makes concurrent
 * creates of one teacher wait for each other, so the second one counts the first. SQLite: Kysely
 * runs every statement on a single connection and a transaction holds it until it ends, so
 * transactions never interleave.
 */
export async function createClass(
  db: Kysely<DB>,
  dialect: Dialect,
  teacherId: string,
  values: ClassValues,
  limit: number,
): Promise<ClassDto> {
  return teacherTransactionOn(db, dialect, teacherId, async (trx) => {
    const { count } = await trx
      .selectFrom("classes")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("user_id", "=", teacherId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= limit) throw limitReached(CLASS_LIMIT_MESSAGE(limit));
    const now = nowIso();
    const row = {
      id: newId(),
      user_id: teacherId,
      name: values.name,
      description: values.description,
      created_at: now,
      updated_at: now,
      version: 1,
    };
    await trx.insertInto("classes").values(row).execute();
    return { ...row, studentCount: 0, role: "owner", owner_name: null };
  });
}

/**
 * Renames a class (or changes its description; its owner or a co-teacher) and moves its version on, in one statement.
 * `ifMatch` (the versions an If-Match names): only while the class still has one of them, so of
 * N concurrent renames made from one version exactly one changes the row (on PostgreSQL the
 * others wait for its row lock and then find the version moved on); the others answer the
 * class as it is now. The version counts changes of the class itself: adding or editing its
 * students moves its updated_at but not its version, so a rename never conflicts with them.
 */
export async function updateClass(
  db: Db,
  teacherId: string,
  classId: string,
  values: ClassValues,
  ifMatch: number[] | null = null,
): Promise<Conditional<ClassDto>> {
  let query = db
    .updateTable("classes")
    .set((eb) => ({
      name: values.name,
      description: values.description,
      updated_at: nowIso(),
      version: eb("version", "+", 1),
    }))
    .where("id", "=", classId)
    .where("id", "in", classIdsOf(db, teacherId));
  if (ifMatch) query = query.where("version", "in", ifMatch);
  const result = await query.executeTakeFirst();
  // getClass answers 404 when the class is gone (or another teacher's).
  const current = await getClass(db, teacherId, classId);
  return Number(result.numUpdatedRows) === 0 ? { conflict: current } : { updated: current };
}

/**
 * Deletes a class: it moves to the reserved owner of deleted classes (./purge.ts), one short
 * UPDATE after which no reader finds it; its rows are purged afterwards (`purgeDeletedClasses`).
 */
export async function deleteClass(db: Db, teacherId: string, classId: string): Promise<void> {
  const detached = await detachClasses(db, teacherId, [classId]);
  if (detached === 0) throw new HttpError(404, msg`Class not found`);
}
