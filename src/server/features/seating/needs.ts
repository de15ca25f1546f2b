import type { SeatNeedDto } from "#src/domain/schemas/seating";
import { seatTag } from "#src/domain/schemas/seating";
import { STUDENT_NOT_IN_CLASS } from "#src/domain/schemas/seating-messages";
import { SEAT_TAGS, type SeatTag } from "#src/domain/seating/room-types";
import { HttpError } from "#src/server/errors";
import { type Db, nowIso } from "../repository-kit";

/** Ids per statement: one bound parameter each, far below both dialects' limits. */
const CHUNK = 1_000;

/** The tags in their usual order, each once. */
const tidy = (needs: readonly SeatTag[]): SeatTag[] => SEAT_TAGS.filter((t) => needs.includes(t));

/** The class's students with a seat need, in the order they were added to the class. */
export async function listSeatNeeds(db: Db, classId: string): Promise<SeatNeedDto[]> {
  const rows = await db
    .selectFrom("seat_needs as n")
    .innerJoin("students as s", "s.id", "n.student_id")
    .select(["n.student_id", "n.needs"])
    .where("n.class_id", "=", classId)
    .where("s.class_id", "=", classId)
    .orderBy("s.created_at")
    .orderBy("s.id")
    .execute();
  return rows.map((r) => ({
    student_id: r.student_id,
    needs: tidy((JSON.parse(r.needs) as unknown[]).map((t) => seatTag.parse(t))),
  }));
}

/**
 * Replaces the class's seat needs with the list given (call inside the teacher's transaction):
 * every student named must be a student of the class (404 otherwise, nothing changed); a student
 * named twice keeps the last entry; a student with an empty list, or not named, has no need.
 */
export async function replaceSeatNeeds(
  trx: Db,
  classId: string,
  input: readonly { student_id: string; needs: readonly SeatTag[] }[],
): Promise<SeatNeedDto[]> {
  const wanted = new Map<string, SeatTag[]>();
  for (const entry of input) wanted.set(entry.student_id, tidy(entry.needs));
  const ids = [...wanted.keys()];
  let known = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await trx
      .selectFrom("students")
      .select("id")
      .where("class_id", "=", classId)
      .where("id", "in", ids.slice(i, i + CHUNK))
      .execute();
    known += rows.length;
  }
  if (known !== ids.length) throw new HttpError(404, STUDENT_NOT_IN_CLASS);
  await trx.deleteFrom("seat_needs").where("class_id", "=", classId).execute();
  const at = nowIso();
  const rows = [...wanted.entries()]
    .filter(([, needs]) => needs.length > 0)
    .map(([student_id, needs]) => ({
      class_id: classId,
      student_id,
      needs: JSON.stringify(needs),
      updated_at: at,
    }));
  // 4 columns a row: 1,000 rows a statement stays within either dialect's bound parameters.
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto("seat_needs")
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
  return listSeatNeeds(trx, classId);
}
