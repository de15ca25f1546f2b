import { msg } from "@lingui/core/macro";
import {
  INVITATION_DAYS,
  MAX_CO_TEACHERS,
  MAX_OPEN_INVITATIONS,
} from "#src/domain/schemas/sharing";
import type { Database } from "#src/server/db/connect";
import { HttpError, limitReached } from "#src/server/errors";
import { recordActivity, teacherActor } from "../activity";
import { classIdsOf, findClassAccess } from "../class-access";
import { lockAlso, teacherTransaction } from "../locks";
import { newId, nowIso } from "../repository-kit";
import {
  dropExpiredInvitations,
  findOpenInvitation,
  hashToken,
  newToken,
  removeMember,
  sharingCounts,
} from "./repository";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The owner invites someone by e-mail address: answers the invitation with its token (the link's
 * secret, never stored: only its SHA-256 is) and the class's name for the mail. Owner only.
 */
export function createInvitation(
  database: Database,
  teacherId: string,
  classId: string,
  email: string,
) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const access = await findClassAccess(trx, teacherId, classId, "own");
    const now = new Date();
    const at = now.toISOString();
    await dropExpiredInvitations(trx, classId, at);
    const { open } = await sharingCounts(trx, classId, at);
    if (open >= MAX_OPEN_INVITATIONS) {
      const limit = MAX_OPEN_INVITATIONS;
      throw limitReached(msg`A class can have at most ${limit} open invitations.`);
    }
    const token = newToken();
    const row = {
      id: newId(),
      class_id: access.class.id,
      email,
      token_hash: hashToken(token),
      invited_by: teacherId,
      created_at: at,
      expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
      accepted_at: null,
      accepted_by: null,
    };
    await trx.insertInto("class_invitations").values(row).execute();
    return { token, className: access.class.name, invitation: row };
  });
}

/** The owner withdraws an open invitation (its link stops working); 404 when none. */
export function revokeInvitation(database: Database, teacherId: string, id: string) {
  return teacherTransaction(database, teacherId, async (trx) => {
    // One answer for an invitation of a class the teacher has no access to and for none.
    const invitation = await trx
      .selectFrom("class_invitations")
      .select(["id", "class_id"])
      .where("id", "=", id)
      .where("accepted_at", "is", null)
      .where("class_id", "in", classIdsOf(trx, teacherId))
      .executeTakeFirst();
    if (!invitation) throw new HttpError(404, msg`Invitation not found`);
    // 403 for a co-teacher.
    await findClassAccess(trx, teacherId, invitation.class_id, "own");
    await trx.deleteFrom("class_invitations").where("id", "=", id).execute();
  });
}

const invalidInvitation = () =>
  new HttpError(
    404,
    msg`This invitation is not valid any more: ask the class's owner for a new one.`,
  );

/**
 * A signed-in teacher accepts an invitation by its link's token: they become a co-teacher of
 * its class. The link is the secret (the account's address need not match the invited one),
 * works once and for 14 days. Under the teacher's lock, then the owner's (as a co-teacher's
 * write, ../class-access.ts); the conditional update lets one of two racing accepts use it.
 */
export function acceptInvitation(database: Database, teacherId: string, token: string) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const found = await findOpenInvitation(trx, token, nowIso());
    if (!found) throw invalidInvitation();
    if (found.owner_id === teacherId) {
      throw new HttpError(409, msg`This is your own class: you can't join it as a co-teacher.`);
    }
    await lockAlso(trx, database.dialect, found.owner_id);
    const already = await trx
      .selectFrom("class_members")
      .select("user_id")
      .where("class_id", "=", found.class_id)
      .where("user_id", "=", teacherId)
      .executeTakeFirst();
    if (!already) {
      const { members } = await sharingCounts(trx, found.class_id, nowIso());
      if (members >= MAX_CO_TEACHERS) {
        const limit = MAX_CO_TEACHERS;
        throw limitReached(msg`A class can have at most ${limit} co-teachers.`);
      }
    }
    const now = nowIso();
    const used = await trx
      .updateTable("class_invitations")
      .set({ accepted_at: now, accepted_by: teacherId })
      .where("id", "=", found.id)
      .where("accepted_at", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 0) throw invalidInvitation();
    if (!already) {
      await trx
        .insertInto("class_members")
        .values({
          class_id: found.class_id,
          user_id: teacherId,
          role: "co-teacher",
          added_by: found.owner_id,
          created_at: now,
        })
        .execute();
      const joined = teacherActor({ role: "co-teacher" }, teacherId);
      await recordActivity(trx, found.class_id, joined, "member.joined");
    }
    return { class_id: found.class_id, class_name: found.class_name, role: "co-teacher" as const };
  });
}

/**
 * Takes a co-teacher's access away at once: the owner removes anyone, a co-teacher only
 * themselves (leaving). The owner can't be removed (409); 404 for a stranger or no such member.
 */
export function removeClassMember(
  database: Database,
  teacherId: string,
  classId: string,
  userId: string,
) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const access = await findClassAccess(
      trx,
      teacherId,
      classId,
      userId === teacherId ? "edit" : "own",
    );
    if (userId === access.ownerId) {
      throw new HttpError(409, msg`The class's owner keeps access: delete the class instead.`);
    }
    if (!(await removeMember(trx, access.class.id, userId))) {
      throw new HttpError(404, msg`Co-teacher not found`);
    }
    const action = userId === teacherId ? "member.left" : "member.removed";
    await recordActivity(trx, access.class.id, teacherActor(access, teacherId), action);
  });
}
