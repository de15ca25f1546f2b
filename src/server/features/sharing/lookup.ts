import { msg } from "@lingui/core/macro";
import type { InvitationLookupDto } from "#src/domain/schemas/sharing";
import { HttpError } from "#src/server/errors";
import { type Db, nowIso } from "../repository-kit";
import { hashToken } from "./repository";

/**
 * The invitation behind a link's token, before accepting it (docs/decisions/0058-sharing-a-class.md):
 * its class's and owner's names, the address invited, when it expires, and its state. The same
 * token check as accepting (its SHA-256 against `token_hash`): a withdrawn invitation is deleted,
 * so it answers 404 as an unknown token does. Reads only.
 */
export async function lookUpInvitation(db: Db, token: string): Promise<InvitationLookupDto> {
  const found = await db
    .selectFrom("class_invitations as i")
    .innerJoin("classes as c", "c.id", "i.class_id")
    .innerJoin("user as u", "u.id", "c.user_id")
    .select([
      "c.name as class_name",
      "u.name as owner_name",
      "i.email",
      "i.expires_at",
      "i.accepted_at",
    ])
    .where("i.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!found) {
    throw new HttpError(
      404,
      msg`This invitation is not valid any more: ask the class's owner for a new one.`,
    );
  }
  const state = found.accepted_at ? "used" : found.expires_at <= nowIso() ? "expired" : "open";
  return {
    class_name: found.class_name,
    owner_name: found.owner_name,
    invited_email: found.email,
    expires_at: found.expires_at,
    state,
  };
}
