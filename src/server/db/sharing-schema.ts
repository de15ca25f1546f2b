/** The sharing tables (migration 20261128-0049-sharing, docs/decisions/0058-sharing-a-class.md). */

/** A co-teacher of a class (the owner is `classes.user_id` and has no row). */
export interface ClassMemberTable {
  class_id: string;
  user_id: string;
  /** "co-teacher". */
  role: string;
  /** Null once that account is gone. */
  added_by: string | null;
  created_at: string;
}

/** An invitation to co-teach a class; only its token's SHA-256 (hex) is kept. */
export interface ClassInvitationTable {
  id: string;
  class_id: string;
  email: string;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
}

/** A substitute's link to one class: the token's SHA-256, the PIN's salted scrypt hash. */
export interface SubstituteLinkTable {
  id: string;
  class_id: string;
  token_hash: string;
  pin_hash: string | null;
  starts_on: string;
  ends_on: string;
  created_by: string | null;
  created_at: string;
  revoked_at: string | null;
}

/** One of a class's recent changes (the last 50 are kept): who, what, when. */
export interface ClassActivityTable {
  id: string;
  class_id: string;
  /** The teacher who made it; null for a substitute, or once that account is gone. */
  actor_id: string | null;
  /** "owner", "co-teacher" or "substitute". */
  actor_as: string;
  /** What was done (ACTIVITY_ACTIONS in src/domain/schemas/activity.ts). */
  action: string;
  /** How many rows it changed, where that says more than the action (students imported...). */
  count: number | null;
  /** The one student it was about, when it was one (no foreign key: the entry outlives them). */
  student_id: string | null;
  created_at: string;
}
