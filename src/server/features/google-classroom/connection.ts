import type { Selectable } from "kysely";
import type { GoogleConnectionTable } from "#src/server/db/schema";
import { type Db, nowIso } from "../repository-kit";
import type { GoogleTokens } from "./oauth";
import { seal, unseal } from "./sealed";

/** A teacher's Google Classroom connection: one row of `google_connections`, tokens sealed. */
export type ConnectionRow = Selectable<GoogleConnectionTable>;

/** Tokens are sealed for their teacher and kind: a value moved to another row won't open. */
const context = (teacherId: string, kind: "access" | "refresh") => `${kind}:${teacherId}`;

export const readConnection = (db: Db, teacherId: string) =>
  db
    .selectFrom("google_connections")
    .selectAll()
    .where("user_id", "=", teacherId)
    .executeTakeFirst();

export function openTokens(key: Buffer, row: ConnectionRow) {
  return {
    access: row.access_token ? unseal(key, row.access_token, context(row.user_id, "access")) : null,
    refresh: row.refresh_token
      ? unseal(key, row.refresh_token, context(row.user_id, "refresh"))
      : null,
  };
}

export async function saveConnection(
  db: Db,
  key: Buffer,
  teacherId: string,
  account: { sub: string; email: string },
  tokens: GoogleTokens,
): Promise<void> {
  const now = nowIso();
  const values = {
    google_user_id: account.sub,
    google_email: account.email,
    scopes: tokens.scopes.join(" "),
    status: "connected" as const,
    access_token: seal(key, tokens.accessToken, context(teacherId, "access")),
    refresh_token: tokens.refreshToken
      ? seal(key, tokens.refreshToken, context(teacherId, "refresh"))
      : null,
    access_expires_at: tokens.expiresAt,
    updated_at: now,
  };
  await db
    .insertInto("google_connections")
    .values({ user_id: teacherId, connected_at: now, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...values, connected_at: now }))
    .execute();
}

export async function saveRefreshed(
  db: Db,
  key: Buffer,
  teacherId: string,
  tokens: GoogleTokens,
): Promise<void> {
  await db
    .updateTable("google_connections")
    .set({
      access_token: seal(key, tokens.accessToken, context(teacherId, "access")),
      ...(tokens.refreshToken
        ? { refresh_token: seal(key, tokens.refreshToken, context(teacherId, "refresh")) }
        : {}),
      access_expires_at: tokens.expiresAt,
      updated_at: nowIso(),
    })
    .where("user_id", "=", teacherId)
    .where("status", "=", "connected")
    .execute();
}

/** Google said the grant is gone: the tokens go, the row stays so the screen says "Reconnect". */
export async function markReconnect(db: Db, teacherId: string): Promise<void> {
  await db
    .updateTable("google_connections")
    .set({
      status: "reconnect",
      access_token: null,
      refresh_token: null,
      access_expires_at: null,
      updated_at: nowIso(),
    })
    .where("user_id", "=", teacherId)
    .execute();
}

export async function deleteConnection(db: Db, teacherId: string): Promise<number> {
  const result = await db
    .deleteFrom("google_connections")
    .where("user_id", "=", teacherId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
