import type { RetentionDb } from "./tables";

/** Rows per statement: each is short, and other requests run between them. */
export const BATCH = 500;

/** Lets other requests (and a stop) in between two statements. */
export const breather = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Whether the job was asked to stop (on shutdown): it stops between two statements. */
export type Stopped = () => boolean;

/** Picks (selection_history rows) made before `before`, deleted in batches; answers how many. */
export async function purgePicks(db: RetentionDb, before: Date, stopped: Stopped): Promise<number> {
  const cutoff = before.toISOString();
  let removed = 0;
  while (!stopped()) {
    const ids = await db
      .selectFrom("selection_history")
      .select("id")
      .where("created_at", "<", cutoff)
      .limit(BATCH)
      .execute();
    if (ids.length === 0) break;
    const result = await db
      .deleteFrom("selection_history")
      .where(
        "id",
        "in",
        ids.map((r) => r.id),
      )
      .where("created_at", "<", cutoff)
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
    await breather();
  }
  return removed;
}

/**
 * Rolls (attendance_days, with their absences) of school days before `beforeDay` (YYYY-MM-DD),
 * deleted class by class, a batch of classes at a time; answers the rolls and absences removed.
 */
export async function purgeRolls(
  db: RetentionDb,
  beforeDay: string,
  stopped: Stopped,
): Promise<{ rolls: number; absences: number }> {
  let rolls = 0;
  let absences = 0;
  while (!stopped()) {
    const classes = await db
      .selectFrom("attendance_days")
      .select("class_id")
      .distinct()
      .where("day", "<", beforeDay)
      .limit(BATCH)
      .execute();
    if (classes.length === 0) break;
    for (const { class_id } of classes) {
      if (stopped()) break;
      // The absences first: they name their roll's day (and would go by its cascade anyway).
      const gone = await db
        .deleteFrom("absences")
        .where("class_id", "=", class_id)
        .where("day", "<", beforeDay)
        .executeTakeFirst();
      absences += Number(gone.numDeletedRows);
      const days = await db
        .deleteFrom("attendance_days")
        .where("class_id", "=", class_id)
        .where("day", "<", beforeDay)
        .executeTakeFirst();
      rolls += Number(days.numDeletedRows);
      await breather();
    }
  }
  return { rolls, absences };
}
