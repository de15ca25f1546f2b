import type { HistoryDto } from "#src/domain/schemas/history";
import type { Database } from "#src/server/db/connect";
import { type ClassWriter, writeClass } from "../class-writer";
import type { Db } from "../repository-kit";
import { addDraw, clearHistory, removeEntries } from "./repository";

/*
 * Picks are written by a ClassWriter (../class-writer.ts): a teacher of the class, or a
 * substitute's link. Recording runs inside the transaction the caller holds under the writer's
 * lock (the idempotent create of ../idempotency.ts); 404 for a class the writer can't reach.
 */

/** Records one wheel pick of a student of the class. */
export async function recordPickIn(
  trx: Db,
  writer: ClassWriter,
  studentId: string,
): Promise<HistoryDto> {
  const [entry] = await recordDrawIn(trx, writer, [studentId]);
  return entry as HistoryDto;
}

/** Records one spin's winners, in order (a single pick is a draw of one). */
export async function recordDrawIn(
  trx: Db,
  writer: ClassWriter,
  studentIds: readonly string[],
): Promise<HistoryDto[]> {
  const { classId, actor } = await writer.open(trx);
  return addDraw(trx, classId, studentIds, actor);
}

/**
 * Undoes a draw: removes those entries of the class under the writer's lock, all or none. A
 * substitute undoes only picks made through a substitute link.
 */
export async function undoEntries(
  database: Database,
  writer: ClassWriter,
  entryIds: string[],
): Promise<void> {
  await writeClass(database, writer, async (trx, { classId, actor }) => {
    await removeEntries(trx, classId, entryIds, actor, actor.as === "substitute");
  });
}

/** Clears the class's selection history under the writer's lock. */
export async function clearClassHistory(database: Database, writer: ClassWriter): Promise<void> {
  await writeClass(database, writer, async (trx, { classId, actor }) => {
    await clearHistory(trx, classId, actor);
  });
}
