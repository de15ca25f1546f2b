import { createHash, randomBytes } from "node:crypto";
import type { ClassSharingDto } from "#src/domain/schemas/sharing";
import type { ClassAccess } from "../class-access";
import { type Db, nowIso } from "../repository-kit";

/**
 * A link's secret: 32 random bytes (256 bits), base64url. Only its SHA-256 is stored
 * (`hashToken`), so the database alone opens no class (docs/decisions/0058-sharing-a-class.md).
 */
export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** Who has access to the class (owner first, then co-teachers as they joined), and, for the owner, its open invitations. */
export async function readSharing(db: Db, access: ClassAccess): Promise<ClassSharingDto> {
  const classId = access.class.id;
  const owner = await db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("id", "=", access.ownerId)
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom("class_members as m")
    .innerJoin("user as u", "u.id", "m.user_id")
    .select(["u.id", "u.name", "u.email", "m.created_at"])
    .where("m.class_id", "=", classId)
    .orderBy("m.created_at")
    .orderBy("u.id")
    .execute();
  const invitations =
    access.role === "owner"
      ? await db
          .selectFrom("class_invitations")
          .select(["id", "email", "created_at", "expires_at"])
          .where("class_id", "=", classId)
          .where("accepted_at", "is", null)
          .where("expires_at", ">", nowIso())
          .orderBy("created_at")
          .orderBy("id")
          .execute()
      : [];
  return {
    class_id: classId,
    role: access.role,
    members: [
      {
        user_id: owner.id,
        name: owner.name,
        email: owner.email,
        role: "owner",
        since: access.class.created_at,
      },
      ...members.map((m) => ({
        user_id: m.id,
        name: m.name,
        email: m.email,
        role: "co-teacher" as const,
        since: m.created_at,
      })),
    ],
    invitations,
  };
}

/** Open (not accepted, not expired) invitations and co-teachers of a class, for the limits. */
export async function sharingCounts(db: Db, classId: string, now: string) {
  const open = await db
    .selectFrom("class_invitations")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("class_id", "=", classId)
    .where("accepted_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom("class_members")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("class_id", "=", classId)
    .executeTakeFirstOrThrow();
  return { open: Number(open.n), members: Number(members.n) };
}

/** Drops the class's invitations that expired unaccepted (nothing can use them any more). */
export async function dropExpiredInvitations(db: Db, classId: string, now: string) {
  await db
    .deleteFrom("class_invitations")
    .where("class_id", "=", classId)
    .where("accepted_at", "is", null)
    .where("expires_at", "<=", now)
    .execute();
}

/** An invitation that may still be accepted, by its token, with its class's owner and name. */
export function findOpenInvitation(db: Db, token: string, now: string) {
  return db
    .selectFrom("class_invitations as i")
    .innerJoin("classes as c", "c.id", "i.class_id")
    .select(["i.id", "i.class_id", "c.user_id as owner_id", "c.name as class_name"])
    .where("i.token_hash", "=", hashToken(token))
    .where("i.accepted_at", "is", null)
    .where("i.expires_at", ">", now)
    .executeTakeFirst();
}

/** Removes a co-teacher and the accepted invitation that made them one; false when none. */
export async function removeMember(db: Db, classId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("class_members")
    .where("class_id", "=", classId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  await db
    .deleteFrom("class_invitations")
    .where("class_id", "=", classId)
    .where("accepted_by", "=", userId)
    .execute();
  return Number(result.numDeletedRows) > 0;
}
