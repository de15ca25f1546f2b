import type { SubstituteLinkState } from "#src/domain/schemas/substitutes";
import { type Db, nowIso } from "../repository-kit";

/** A link's state on the server's (UTC) date: revoked, not started, running or over. */
export function linkState(
  link: { starts_on: string; ends_on: string; revoked_at: string | null },
  today: string,
): SubstituteLinkState {
  if (link.revoked_at) return "revoked";
  if (today < link.starts_on) return "upcoming";
  return today > link.ends_on ? "expired" : "active";
}

/** An invitation's state: accepted (used), past its expiry, or still open. */
const invitationState = (i: { accepted_at: string | null; expires_at: string }, now: string) =>
  i.accepted_at ? "used" : i.expires_at <= now ? "expired" : "open";

/**
 * The archive's sharing (docs/decisions/0058-sharing-a-class.md): for each class the teacher
 * owns that is shared, its co-teachers by id, its invitations and substitute links (never a
 * token hash or PIN hash); and the classes shared with the teacher (the owner's: only their id,
 * name and the date of joining). Each invitation and link carries its state at the export.
 */
export async function sharingJson(db: Db, teacherId: string) {
  const now = nowIso();
  const today = now.slice(0, 10);
  const own = db.selectFrom("classes").select("id").where("user_id", "=", teacherId);
  const members = await db
    .selectFrom("class_members")
    .select(["class_id", "user_id", "role", "created_at"])
    .where("class_id", "in", own)
    .orderBy("class_id")
    .orderBy("created_at")
    .execute();
  const invitations = await db
    .selectFrom("class_invitations")
    .select(["id", "class_id", "email", "created_at", "expires_at", "accepted_at"])
    .where("class_id", "in", own)
    .orderBy("class_id")
    .orderBy("created_at")
    .execute();
  const links = await db
    .selectFrom("substitute_links")
    .select(["id", "class_id", "starts_on", "ends_on", "pin_hash", "created_at", "revoked_at"])
    .where("class_id", "in", own)
    .orderBy("class_id")
    .orderBy("created_at")
    .execute();
  const classIds = [...new Set([...members, ...invitations, ...links].map((r) => r.class_id))];
  const sharedByMe = classIds.sort().map((classId) => ({
    class_id: classId,
    co_teachers: members
      .filter((m) => m.class_id === classId)
      .map((m) => ({ user_id: m.user_id, role: m.role, since: m.created_at })),
    invitations: invitations
      .filter((i) => i.class_id === classId)
      .map(({ class_id: _c, ...i }) => ({ ...i, state: invitationState(i, now) })),
    substitute_links: links
      .filter((l) => l.class_id === classId)
      .map(({ class_id: _c, pin_hash, ...l }) => ({
        ...l,
        has_pin: pin_hash !== null,
        state: linkState(l, today),
      })),
  }));
  const sharedWithMe = await db
    .selectFrom("class_members as m")
    .innerJoin("classes as c", "c.id", "m.class_id")
    .select(["m.class_id", "c.name as class_name", "m.role", "m.created_at as since"])
    .where("m.user_id", "=", teacherId)
    .orderBy("m.created_at")
    .orderBy("m.class_id")
    .execute();
  return { sharedByMe, sharedWithMe };
}
