import { type Kysely, sql } from "kysely";
import type { DB } from "#src/server/db/schema";

/** Better Auth's reset tokens: `verification` rows `reset-password:<token>` valued the user id. */
const RESET_PREFIX = "reset-password:";

/** Better Auth's `verification` table, which is not in the product's typed schema. */
interface BetterAuthTables {
  verification: { identifier: string; value: string };
  user: { id: string; emailVerified: unknown };
}

/**
 * Every password reset link still outstanding for the teacher stops working: called after any password change or reset, so a link mailed before it (perhaps read by
 * someone else) can't set a password afterwards. Returns how many links were revoked.
 */
export async function revokeResetLinks(db: Kysely<DB>, userId: string): Promise<number> {
  const loose = db as unknown as Kysely<BetterAuthTables>;
  const result = await loose
    .deleteFrom("verification")
    .where("value", "=", userId)
    .where("identifier", "like", `${RESET_PREFIX}%`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The teacher whose password `/change-password` has just changed, from the answer Better Auth
 * gives (`{token, user}`), or null when it refused (wrong current password, no session...).
 */
export function changedPasswordOf(path: string | undefined, returned: unknown): string | null {
  if (path !== "/change-password" || typeof returned !== "object" || returned === null) {
    return null;
  }
  if (returned instanceof Error) return null;
  const user = (returned as { user?: { id?: unknown } }).user;
  return typeof user?.id === "string" ? user.id : null;
}

/**
 * A reset link followed proves the teacher reads mail at the address: it counts as confirmed
 * (so the owner of an address someone else signed up with first can take it over by a reset).
 */
export async function confirmAddress(db: Kysely<DB>, userId: string): Promise<void> {
  const loose = db as unknown as Kysely<BetterAuthTables>;
  // `true` is 1 in SQLite and a boolean in PostgreSQL: the literal fits both.
  await loose
    .updateTable("user")
    .set({ emailVerified: sql`true` })
    .where("id", "=", userId)
    .execute();
}
