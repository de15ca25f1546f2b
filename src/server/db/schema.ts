import type { ColumnType, Generated, Selectable } from "kysely";
import type { GoogleConnectionTable, RosterClassTable, RosterStudentTable } from "./roster-schema";
import type { RoomTable, SeatingChartTable, SeatNeedTable } from "./seating-schema";
import type {
  ClassActivityTable,
  ClassInvitationTable,
  ClassMemberTable,
  SubstituteLinkTable,
} from "./sharing-schema";

/**
 * The product's own tables (Better Auth keeps its `user`, `session`, `account`, `verification`
 * and `rateLimit` tables beside them). Written once for both dialects: ids are text made in
 * TypeScript, timestamps ISO-8601 text, booleans 0/1 integers, lists JSON text.
 */
export interface ClassTable {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
  /** 1 when made, one more at every change (If-Match). */
  version: Generated<number>;
}

export interface StudentTable {
  id: string;
  class_id: string;
  name: string;
  number: number | null;
  color: string | null;
  element: string | null;
  shape: string | null;
  created_at: string;
  updated_at: string;
  /** 1 when made, one more at every change (If-Match). */
  version: Generated<number>;
}

export interface SelectionHistoryTable {
  id: string;
  class_id: string;
  student_id: string;
  created_at: string;
  /** The teacher who picked (null for a substitute, or once that account is gone). */
  picked_by: string | null;
  /** "owner", "co-teacher" or "substitute"; null on picks made before it was recorded. */
  picked_as: string | null;
}

/** One class's roll for one school day; its absent students are `absences` rows. */
export interface AttendanceDayTable {
  class_id: string;
  day: string;
  version: Generated<number>;
  updated_at: string;
  /** Who changed the roll last: as `picked_by` / `picked_as` of a pick. */
  marked_by: string | null;
  marked_as: string | null;
}

export interface AbsenceTable {
  class_id: string;
  day: string;
  student_id: string;
}

/** A class's picking mode and spin length; no row means "equal" and the usual length. */
export interface WheelSettingTable {
  class_id: string;
  pick_mode: string;
  /** Whole seconds (1-20); null: the usual length. */
  spin_seconds: number | null;
  updated_at: string;
}

/** How the teacher last asked for groups in a class: the API's group settings as JSON text. */
export interface GroupSettingTable {
  class_id: string;
  settings: string;
  updated_at: string;
}

/** A class's keep-apart / keep-together rule; its students are `group_rule_members`. */
export interface GroupRuleTable {
  id: string;
  class_id: string;
  kind: string;
  created_at: string;
}

export interface GroupRuleMemberTable {
  rule_id: string;
  student_id: string;
  position: number;
}

/** A saved grouping of a class; its members as saved are `saved_grouping_members`. */
export interface SavedGroupingTable {
  id: string;
  class_id: string;
  name: string;
  method: string;
  /** JSON array of attribute names. */
  balance_on: string;
  /** How many groups and members it holds (decision 0031), written when it is saved. */
  group_count: Generated<number>;
  member_count: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

/** A member as saved: no foreign key to students, so it outlives the student. */
export interface SavedGroupingMemberTable {
  grouping_id: string;
  group_index: number;
  position: number;
  student_id: string;
  name: string;
  number: number | null;
  color: string | null;
  element: string | null;
  shape: string | null;
}

export interface TeacherSettingTable {
  id: string;
  user_id: string;
  attribute_name: string;
  display_name: string;
  description: string | null;
  /** JSON array of strings. */
  options: string;
  /** 0 or 1. */
  show_to_students: number;
  /** JSON object: option label -> "#rrggbb" (colour attribute; docs/decisions/0044-option-colours.md). */
  option_colors: Generated<string>;
  created_at: string;
  updated_at: string;
  /** 1 when made, one more at every change (If-Match). */
  version: Generated<number>;
}

export interface UserPreferenceTable {
  user_id: string;
  preference_key: string;
  /** 0 or 1. */
  preference_value: number;
  updated_at: string;
}

export interface FeedbackTable {
  id: string;
  user_id: string | null;
  email: string | null;
  message: string;
  created_at: string;
}

/** The first answer to a request sent with an `Idempotency-Key` (kept 24 hours). */
export interface IdempotencyKeyTable {
  user_id: string;
  key: string;
  /** SHA-256 (hex) of the method, path and parsed body. */
  request_hash: string;
  status_code: number;
  /** JSON text. */
  response_body: string;
  created_at: string;
}

/** A shared rate-limit counter (security/rate-limit-store.ts); `expires_at` in ms since 1970. */
export interface RateLimitCounterTable {
  key: string;
  count: number;
  expires_at: number;
}

/** A teacher's chosen language (a catalogue's code, `src/locales/<code>.po`). */
export interface TeacherLanguageTable {
  user_id: string;
  language: string;
  updated_at: string;
}

/** The columns of Better Auth's user table that the product reads. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  createdAt: ColumnType<Date | string, Date | string, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string, Date | string>;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: ColumnType<Date | string, Date | string, Date | string>;
}

export type * from "./sharing-schema";
export type {
  GoogleConnectionTable,
  RoomTable,
  RosterClassTable,
  RosterStudentTable,
  SeatingChartTable,
  SeatNeedTable,
};

export interface DB {
  user: UserTable;
  session: SessionTable;
  classes: ClassTable;
  students: StudentTable;
  selection_history: SelectionHistoryTable;
  attendance_days: AttendanceDayTable;
  absences: AbsenceTable;
  wheel_settings: WheelSettingTable;
  group_settings: GroupSettingTable;
  group_rules: GroupRuleTable;
  group_rule_members: GroupRuleMemberTable;
  saved_groupings: SavedGroupingTable;
  saved_grouping_members: SavedGroupingMemberTable;
  rooms: RoomTable;
  seat_needs: SeatNeedTable;
  seating_charts: SeatingChartTable;
  class_members: ClassMemberTable;
  class_invitations: ClassInvitationTable;
  substitute_links: SubstituteLinkTable;
  class_activity: ClassActivityTable;
  roster_classes: RosterClassTable;
  roster_students: RosterStudentTable;
  google_connections: GoogleConnectionTable;
  teacher_settings: TeacherSettingTable;
  user_preferences: UserPreferenceTable;
  teacher_languages: TeacherLanguageTable;
  feedback: FeedbackTable;
  rate_limit_counters: RateLimitCounterTable;
  idempotency_keys: IdempotencyKeyTable;
}

export type ClassRow = Selectable<ClassTable>;
export type StudentRow = Selectable<StudentTable>;
