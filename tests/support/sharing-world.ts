/**
 * Test support for sharing in the shared API suites (ownership matrix, fuzz, CSRF): a seeded
 * world's class gets a co-teacher (a colleague's account), an open invitation, and the world's
 * teacher an open invitation to the colleague's class (whose token they can accept). Rows are
 * written straight into the database; tokens are kept hashed as the server keeps them.
 */

import type { Kysely } from "kysely";
import type { DB } from "#src/server/db/schema";
import { newId, nowIso } from "#src/server/features/repository-kit";
import { hashToken, newToken } from "#src/server/features/sharing/repository";
import { seedClass } from "./seed";
import { insertSubstituteLink } from "./substitute-world";

export interface SharingWorld {
  /** An open invitation to the world's class. */
  invitationId: string;
  /** The token of an open invitation to another teacher's class, for the world's teacher. */
  invitationToken: string;
  /** A co-teacher of the world's class (the colleague's account). */
  memberId: string;
  /** An active substitute link of the world's class (no PIN), and its token. */
  substituteLinkId: string;
  substituteToken: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An open invitation to the class; answers its id and token. */
export async function insertInvitation(
  db: Kysely<DB>,
  classId: string,
  invitedBy: string,
  email = "invited@example.com",
): Promise<{ id: string; token: string }> {
  const id = newId();
  const token = newToken();
  const now = new Date();
  await db
    .insertInto("class_invitations")
    .values({
      id,
      class_id: classId,
      email,
      token_hash: hashToken(token),
      invited_by: invitedBy,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
      accepted_at: null,
      accepted_by: null,
    })
    .execute();
  return { id, token };
}

/** Makes the teacher a co-teacher of the class (as accepting an invitation does). */
export async function addMember(
  db: Kysely<DB>,
  classId: string,
  userId: string,
  ownerId: string,
): Promise<void> {
  await db
    .insertInto("class_members")
    .values({
      class_id: classId,
      user_id: userId,
      role: "co-teacher",
      added_by: ownerId,
      created_at: nowIso(),
    })
    .execute();
}

/** The world's sharing rows; `colleagueId` co-teaches the class and invites the world's teacher. */
export async function seedSharingFor(
  db: Kysely<DB>,
  world: { userId: string; classId: string },
  colleagueId: string,
): Promise<SharingWorld> {
  await addMember(db, world.classId, colleagueId, world.userId);
  const open = await insertInvitation(db, world.classId, world.userId);
  const { classId: theirs } = await seedClass(db, colleagueId, [{ name: "Their pupil" }]);
  const theirInvitation = await insertInvitation(db, theirs, colleagueId);
  const link = await insertSubstituteLink(db, world.classId);
  return {
    invitationId: open.id,
    invitationToken: theirInvitation.token,
    memberId: colleagueId,
    substituteLinkId: link.id,
    substituteToken: link.token,
  };
}

/** Every sharing row of the teacher's classes, to prove a refused request changed none. */
export async function sharingSnapshot(db: Kysely<DB>, userId: string) {
  const classIds = db.selectFrom("classes").select("id").where("user_id", "=", userId);
  return {
    classMembers: await db
      .selectFrom("class_members")
      .selectAll()
      .where((eb) => eb.or([eb("class_id", "in", classIds), eb("user_id", "=", userId)]))
      .orderBy("class_id")
      .orderBy("user_id")
      .execute(),
    classInvitations: await db
      .selectFrom("class_invitations")
      .selectAll()
      .where((eb) => eb.or([eb("class_id", "in", classIds), eb("accepted_by", "=", userId)]))
      .orderBy("id")
      .execute(),
    substituteLinks: await db
      .selectFrom("substitute_links")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("id")
      .execute(),
  };
}
