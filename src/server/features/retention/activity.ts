import type { Kysely } from "kysely";
import type { DB } from "#src/server/db/schema";
import type { RetentionDb } from "./tables";

/**
 * Records that a teacher signed in or used a session, at `at` (docs/decisions/0055): Better
 * Auth's hooks call it when a session is made and each time a rolling session is refreshed
 * (at most once a day per session). New activity clears a warning of deletion.
 */
export async function recordActivity(db: Kysely<DB>, userId: string, at: Date): Promise<void> {
  const when = at.toISOString();
  await (db as unknown as RetentionDb)
    .insertInto("account_activity")
    .values({ user_id: userId, last_active_at: when, warned_at: null })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ last_active_at: when, warned_at: null }))
    .execute();
}

interface SessionLike {
  userId: string;
  updatedAt?: Date | string | null;
}

/** Better Auth's `databaseHooks`: every new or refreshed session counts as activity. */
export function activityHooks(db: Kysely<DB>) {
  const seen = async (session: SessionLike) => {
    if (typeof session.userId !== "string") return;
    await recordActivity(db, session.userId, new Date());
  };
  return {
    session: {
      create: { after: seen },
      update: { after: seen },
    },
  };
}
