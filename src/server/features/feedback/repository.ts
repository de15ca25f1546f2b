import type { Database } from "#src/server/db/connect";
import { HttpError } from "#src/server/errors";
import { teacherTransaction } from "../locks";
import { type Db, newId } from "../repository-kit";

/** docs/product.md#useful: at most this many messages per teacher within the window. */
export const FEEDBACK_LIMIT = 5;
export const FEEDBACK_WINDOW_MS = 60 * 60 * 1000;
export const FEEDBACK_LIMIT_MESSAGE = "Too many messages: please try again later";

/** Messages the teacher stored since `since` (ISO text sorts in time order). */
export async function countFeedbackSince(db: Db, teacherId: string, since: string) {
  const row = await db
    .selectFrom("feedback")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", teacherId)
    .where("created_at", ">", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** 429 for the feedback limit, with the seconds until the oldest counted message leaves it. */
export class FeedbackLimitError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, FEEDBACK_LIMIT_MESSAGE);
  }
}

/** When the oldest message inside the window leaves it (the next message is then allowed). */
async function secondsUntilFreeSlot(db: Db, teacherId: string, since: string, now: number) {
  const oldest = await db
    .selectFrom("feedback")
    .select("created_at")
    .where("user_id", "=", teacherId)
    .where("created_at", ">", since)
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  const frees = oldest ? Date.parse(oldest.created_at) + FEEDBACK_WINDOW_MS : now;
  return Math.max(1, Math.ceil((frees - now) / 1000));
}

/**
 * Stores one message unless the teacher has reached the limit (429). The count is read from the
 * feedback table itself, so the limit holds across server instances and restarts; the check and
 * the insert share one transaction, serialised per teacher.
 */
export async function storeFeedback(
  database: Database,
  teacherId: string,
  message: string,
  email: string | null,
): Promise<{ id: string }> {
  return teacherTransaction(database, teacherId, async (trx) => {
    const now = Date.now();
    const since = new Date(now - FEEDBACK_WINDOW_MS).toISOString();
    if ((await countFeedbackSince(trx, teacherId, since)) >= FEEDBACK_LIMIT) {
      throw new FeedbackLimitError(await secondsUntilFreeSlot(trx, teacherId, since, now));
    }
    const id = newId();
    await trx
      .insertInto("feedback")
      .values({ id, user_id: teacherId, email, message, created_at: new Date(now).toISOString() })
      .execute();
    return { id };
  });
}
