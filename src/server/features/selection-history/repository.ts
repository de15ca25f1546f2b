import { msg } from "@lingui/core/macro";
import type { HistoryDto } from "#src/domain/schemas/history";
import { HttpError } from "#src/server/errors";
import { type Actor, recordActivity } from "../activity/record";
import { actorOf } from "../attendance/repository";
import { type Db, newId } from "../repository-kit";

/** A class's selection history, newest first, with each student's current name and who picked. */
export function listHistory(db: Db, classId: string): Promise<HistoryDto[]> {
  return db
    .selectFrom("selection_history as h")
    .innerJoin("students as s", "s.id", "h.student_id")
    .leftJoin("user as u", "u.id", "h.picked_by")
    .select([
      "h.id",
      "h.class_id",
      "h.student_id",
      "s.name as student_name",
      "h.created_at",
      "h.picked_as",
      "u.name as picker_name",
    ])
    .where("h.class_id", "=", classId)
    .orderBy("h.created_at", "desc")
    .orderBy("h.id", "desc")
    .execute()
    .then((rows) =>
      rows.map(({ picked_as, picker_name, ...row }) => ({
        ...row,
        picked_by: actorOf(picked_as, picker_name),
      })),
    );
}

/** The name a pick shows for its actor: the teacher's current name, none for a substitute. */
async function pickedBy(db: Db, actor: Actor): Promise<HistoryDto["picked_by"]> {
  if (actor.id === null) return { as: actor.as, name: null };
  const row = await db
    .selectFrom("user")
    .select("name")
    .where("id", "=", actor.id)
    .executeTakeFirst();
  return { as: actor.as, name: row?.name ?? null };
}

/**
 * Records one spin's winners in the order revealed (one pick: a draw of one), by `actor`: every
 * student must be in that class (404 and nothing written otherwise). Each entry is 1 ms after
 * the one before, so the history lists them newest first in the reverse of that order.
 */
export async function addDraw(
  db: Db,
  classId: string,
  studentIds: readonly string[],
  actor: Actor,
): Promise<HistoryDto[]> {
  const students = await db
    .selectFrom("students")
    .select(["id", "name"])
    .where("class_id", "=", classId)
    .where("id", "in", [...studentIds])
    .execute();
  const byId = new Map(students.map((s) => [s.id, s.name]));
  if (byId.size !== studentIds.length)
    throw new HttpError(404, msg`Student not found in this class`);
  const start = Date.now();
  const rows = studentIds.map((studentId, i) => ({
    id: newId(),
    class_id: classId,
    student_id: studentId,
    created_at: new Date(start + i).toISOString(),
  }));
  await db
    .insertInto("selection_history")
    .values(rows.map((row) => ({ ...row, picked_by: actor.id, picked_as: actor.as })))
    .execute();
  await recordActivity(db, classId, actor, "picks.made", { count: rows.length });
  const picked_by = await pickedBy(db, actor);
  return rows.map((row) => ({
    ...row,
    student_name: byId.get(row.student_id) as string,
    picked_by,
  }));
}

export async function clearHistory(db: Db, classId: string, actor: Actor): Promise<void> {
  await db.deleteFrom("selection_history").where("class_id", "=", classId).execute();
  await recordActivity(db, classId, actor, "history.cleared");
}

/**
 * Undoes a mistaken draw: removes exactly those entries of the class, or none (404) when any is
 * not there (undone already, cleared, or another class's). `substituteOnly`: only picks made
 * through a substitute link count as there (a substitute undoes no teacher's pick).
 */
export async function removeEntries(
  db: Db,
  classId: string,
  entryIds: readonly string[],
  actor: Actor,
  substituteOnly = false,
): Promise<void> {
  let query = db
    .selectFrom("selection_history")
    .select("id")
    .where("class_id", "=", classId)
    .where("id", "in", [...entryIds]);
  if (substituteOnly) query = query.where("picked_as", "=", "substitute");
  const found = await query.execute();
  if (found.length !== entryIds.length) throw new HttpError(404, msg`History entry not found`);
  await db
    .deleteFrom("selection_history")
    .where("class_id", "=", classId)
    .where("id", "in", [...entryIds])
    .execute();
  await recordActivity(db, classId, actor, "picks.undone", { count: entryIds.length });
}
