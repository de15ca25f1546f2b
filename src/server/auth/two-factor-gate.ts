import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { Teacher } from "./teacher";

/** Better Auth's account table: a `credential` row is a password. */
type Accounts = Kysely<Record<"account", { userId: string; providerId: string }>>;

/** REQUIRE_TWO_FACTOR's check of the signed-in API (docs/decisions/0056-two-factor.md). */
export interface TwoFactorGate {
  db: Kysely<DB>;
}

/** The signed-in routes a teacher still to set up two-factor sign-in may call. */
export const TWO_FACTOR_SETUP_ROUTES = ["/api/account/two-factor"];

/** Whether the teacher has a password (Better Auth's `credential` account). */
export async function hasPassword(db: Kysely<DB>, teacherId: string): Promise<boolean> {
  const row = await (db as unknown as Accounts)
    .selectFrom("account")
    .select("providerId")
    .where("userId", "=", teacherId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether this server requires two-factor of the teacher and it is still to set up. */
export async function setupRequired(
  gate: TwoFactorGate | null,
  teacher: Teacher,
): Promise<boolean> {
  if (!gate || teacher.twoFactorEnabled) return false;
  return hasPassword(gate.db, teacher.id);
}

/**
 * The 403 answer for a request of a teacher who must set up two-factor sign-in first, or null.
 * Teachers signing in only through Google or the school's provider are exempt: the provider
 * asks its own second factor. Better Auth's own routes (/api/auth/*: the set-up, sign-out,
 * deleting the account) are not behind this hook.
 */
export async function twoFactorBlock(
  gate: TwoFactorGate,
  teacher: Teacher,
  request: FastifyRequest,
): Promise<{ error: string; code: "two_factor_required" } | null> {
  const path = request.url.split("?")[0] ?? "";
  if (TWO_FACTOR_SETUP_ROUTES.includes(path)) return null;
  if (!(await setupRequired(gate, teacher))) return null;
  return {
    error: "This server requires two-factor sign-in: set it up in the app to continue",
    code: "two_factor_required",
  };
}
