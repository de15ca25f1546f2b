import type { Db } from "../repository-kit";
import { openTokens, readConnection } from "./connection";
import type { GoogleClient } from "./oauth";
import { revokeToken } from "./oauth";
import { googleRetryPolicy } from "./retry-policy";
import { sealingKey } from "./sealed";

/**
 * Revokes the teacher's Google Classroom grant at Google's revoke endpoint (the refresh token,
 * which takes the whole grant with it, or the access token when there is no refresh token).
 * Best effort, for account deletion (docs/decisions/0022): it never throws, whatever Google answers
 * or when the tokens no longer open (a changed secret), and it logs nothing, so no token can
 * reach a log. The caller deletes the row afterwards either way; a grant Google did not revoke
 * then lapses unused. True when Google confirmed the revocation.
 */
export async function revokeGoogleGrant(
  db: Db,
  google: GoogleClient | null | undefined,
  secret: string,
  teacherId: string,
): Promise<boolean> {
  if (!google) return false;
  try {
    const row = await readConnection(db, teacherId);
    if (!row) return false;
    const tokens = openTokens(sealingKey(secret), row);
    const token = tokens.refresh ?? tokens.access;
    return token ? await revokeToken(google, token, googleRetryPolicy) : false;
  } catch {
    return false;
  }
}
