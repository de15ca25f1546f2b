import { msg } from "@lingui/core/macro";
import type { Db } from "../repository-kit";
import type { AccessTokens } from "./classroom-api";
import { markReconnect, openTokens, readConnection, saveRefreshed } from "./connection";
import { GoogleError, type RetryPolicy } from "./google-http";
import { type GoogleClient, refreshAccess } from "./oauth";

/** Refresh a minute early, so a token doesn't expire between the check and Google's. */
const EARLY_MS = 60_000;

/**
 * The teacher's access token for Classroom calls: read and unsealed from the database, refreshed
 * with the refresh token when expired (or when Google refuses it); an `invalid_grant` marks the
 * connection "reconnect" and answers GoogleError("reconnect").
 */
export function teacherTokens(
  db: Db,
  key: Buffer,
  client: GoogleClient,
  teacherId: string,
  policy: RetryPolicy,
): AccessTokens {
  async function load() {
    const row = await readConnection(db, teacherId);
    if (!row) {
      throw new GoogleError("not_connected", msg`Connect Google Classroom first.`);
    }
    const tokens = openTokens(key, row);
    if (row.status !== "connected" || (!tokens.access && !tokens.refresh)) {
      throw new GoogleError(
        "reconnect",
        msg`Google Classroom access was withdrawn or has expired. Reconnect Google Classroom.`,
      );
    }
    return { row, tokens };
  }
  async function refresh(refreshToken: string | null): Promise<string> {
    if (!refreshToken) {
      await markReconnect(db, teacherId);
      throw new GoogleError(
        "reconnect",
        msg`Google Classroom access has expired. Reconnect Google Classroom.`,
      );
    }
    try {
      const fresh = await refreshAccess(client, refreshToken, policy);
      await saveRefreshed(db, key, teacherId, fresh);
      return fresh.accessToken;
    } catch (error) {
      if (error instanceof GoogleError && error.kind === "reconnect") {
        await markReconnect(db, teacherId);
      }
      throw error;
    }
  }
  return {
    async current() {
      const { row, tokens } = await load();
      const expires = Date.parse(row.access_expires_at ?? "");
      if (tokens.access && Number.isFinite(expires) && expires - EARLY_MS > Date.now()) {
        return tokens.access;
      }
      return refresh(tokens.refresh);
    },
    async renew(stale) {
      const { tokens } = await load();
      // Another request may have refreshed it meanwhile.
      if (tokens.access && tokens.access !== stale) return tokens.access;
      return refresh(tokens.refresh);
    },
  };
}
