import type { Kysely } from "kysely";
import { CLASS_LIMIT_MESSAGE, type ClassDto } from "../../../domain/schemas";
import type { Dialect } from "../../db/connect";
import type { DB } from "../../db/schema";
import { HttpError } from "../../errors";
import { lockTeacher } from "../locks";
import { type Db, newId, nowIso } from "../shared";

export interface ClassValues {
  name: string;
  description: string | null;
}

/** The teacher's classes with their student counts: one query (left join + count), no N+1. */
function classesWithCounts(db: Db, teacherId: string) {
  return db
    .selectFrom("classes as c")
    .leftJoin("students as s", "s.class_id", "c.id")
    .select(["c.id", "c.name", "c.description", "c.user_id", "c.created_at", "c.updated_at"])
    .select((eb) => eb.fn.count<number | string>("s.id").as("studentCount"))
    .where("c.user_id", "=", teacherId)
    .groupBy(["c.id", "c.name", "c.description", "c.user_id", "c.created_at", "c.updated_at"]);
}

type CountedRow = Omit<ClassDto, "studentCount"> & { studentCount: number | string };
const toDto = (row: CountedRow): ClassDto => ({ ...row, studentCount: Number(row.studentCount) });

export async function listClasses(db: Db, teacherId: string): Promise<ClassDto[]> {
  const rows = await classesWithCounts(db, teacherId)
    .orderBy("c.created_at")
    .orderBy("c.id")
    .execute();
  return rows.map(toDto);
}

/** One of the teacher's classes with its count, or 404. */
export async function getClass(db: Db, teacherId: string, classId: string): Promise<ClassDto> {
  const row = await classesWithCounts(db, teacherId).where("c.id", "=", classId).executeTakeFirst();
  if (!row) throw new HttpError(404, "Class not found");
  return toDto(row);
}

/**
 * Creates a class unless the teacher already has `limit` (D5: 409). The count and the insert
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
  return db.transaction().execute(async (trx) => {
    await lockTeacher(trx, dialect, teacherId);
    const { count } = await trx
      .selectFrom("classes")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("user_id", "=", teacherId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= limit) throw new HttpError(409, CLASS_LIMIT_MESSAGE(limit));
    const now = nowIso();
    const row = {
      id: newId(),
      user_id: teacherId,
      name: values.name,
      description: values.description,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto("classes").values(row).execute();
    return { ...row, studentCount: 0 };
  });
}

export async function updateClass(
  db: Db,
  teacherId: string,
  classId: string,
  values: ClassValues,
): Promise<ClassDto> {
  const result = await db
    .updateTable("classes")
    .set({ name: values.name, description: values.description, updated_at: nowIso() })
    .where("id", "=", classId)
    .where("user_id", "=", teacherId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new HttpError(404, "Class not found");
  return getClass(db, teacherId, classId);
}

/** Deletes a class; its students and history go with it by ON DELETE CASCADE (one statement). */
export async function deleteClass(db: Db, teacherId: string, classId: string): Promise<void> {
  const result = await db
    .deleteFrom("classes")
    .where("id", "=", classId)
    .where("user_id", "=", teacherId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new HttpError(404, "Class not found");
}
