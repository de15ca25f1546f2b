import type {
  AttendanceDto,
  PickModeValue,
  WheelSettingsDto,
} from "#src/domain/schemas/attendance";
import type { ClassDto, ClassInput } from "#src/domain/schemas/classes";
import type { GroupSettingsDto, GroupSettingsInput } from "#src/domain/schemas/group-settings";
import type {
  GroupRuleDto,
  GroupRuleInput,
  SavedGroupingDto,
  SavedGroupingInput,
  SavedGroupingSummaryDto,
} from "#src/domain/schemas/groupings";
import type { HistoryDto } from "#src/domain/schemas/history";
import type {
  RosterImportInput,
  RosterImportResult,
  RosterLinkDto,
} from "#src/domain/schemas/rosters";
import type {
  FeedbackInput,
  PreferenceDto,
  PreferenceInput,
  SettingDto,
  SettingEffect,
  SettingInput,
} from "#src/domain/schemas/settings";
import type {
  ImportInput,
  ShuffleInput,
  StudentCreateInput,
  StudentDto,
  StudentUpdateInput,
} from "#src/domain/schemas/students";
import { type SeatingSource, seatingQueryKeys } from "./seating-source";
import type { SharingSource } from "./sharing-source";

export type { SeatingSource } from "./seating-source";
export type { SharingSource } from "./sharing-source";

/**
 * An update made from a version of the row: sent as `If-Match`. When the row has
 * moved on meanwhile the update is refused with an ApiError 409 `{error, current}` (see
 * `conflictOf`) instead of overwriting the other change. Without it the update applies to
 * whatever is stored.
 */
export interface UpdateOptions {
  ifMatch?: number;
}

/** `createOnly` (If-None-Match: *): a setting already stored is a 409 with it, not replaced. */
export interface CreateOptions {
  createOnly?: boolean;
}

/**
 * An import attempt's `Idempotency-Key`: the same key sent again (a retry) answers the first
 * attempt's result without importing twice; the same key with other rows is refused (422).
 */
export interface ImportOptions {
  idempotencyKey?: string;
}

/**
 * Everything the signed-in screens read and write, behind one interface. The app uses the HTTP
 * source (the API of docs/product.md#api); the signed-out demo (docs/product.md#routes) swaps in an in-memory source with the
 * same behaviour, so every screen works in both without knowing which it has.
 */
export interface DataSource extends SeatingSource, SharingSource {
  /** "server" writes to the API; "memory" keeps changes in the page (demo mode). */
  readonly kind: "server" | "memory";
  /** The teacher's id (the demo's is "demo"). */
  readonly userId: string;

  listClasses(): Promise<ClassDto[]>;
  createClass(input: ClassInput): Promise<ClassDto>;
  updateClass(id: string, input: ClassInput, options?: UpdateOptions): Promise<ClassDto>;
  deleteClass(id: string): Promise<void>;

  listStudents(classId: string): Promise<StudentDto[]>;
  createStudent(input: StudentCreateInput): Promise<StudentDto>;
  updateStudent(
    id: string,
    input: StudentUpdateInput,
    options?: UpdateOptions,
  ): Promise<StudentDto>;
  deleteStudent(id: string): Promise<void>;
  importStudents(
    classId: string,
    input: ImportInput,
    options?: ImportOptions,
  ): Promise<{ created: number }>;
  /** Shuffle Categories; `only_missing` fills in only the values students lack. */
  shuffleCategories(classId: string, input?: ShuffleInput): Promise<StudentDto[]>;
  /** The class roster as a CSV file's text and name. */
  exportCsv(classId: string): Promise<{ fileName: string; text: string }>;

  listHistory(classId: string): Promise<HistoryDto[]>;
  addHistory(classId: string, studentId: string): Promise<HistoryDto>;
  clearHistory(classId: string): Promise<void>;
  /**
   * One spin's winners (1-10 different students), in the order revealed. A retry sent with the
   * first attempt's key records them once (its answer replayed).
   */
  addDraw(
    classId: string,
    studentIds: readonly string[],
    options?: ImportOptions,
  ): Promise<HistoryDto[]>;
  /** Undo a mistaken draw: removes those entries, all or none (404). */
  undoDraw(classId: string, entryIds: readonly string[]): Promise<void>;

  /** Who is absent on a day (the browser's local date); version 0: nobody marked it yet. */
  getAttendance(classId: string, day: string): Promise<AttendanceDto>;
  /** The day's whole roll in one write; `ifMatch` is the version it was made from. */
  setAttendance(
    classId: string,
    day: string,
    absentStudentIds: readonly string[],
    options?: UpdateOptions,
  ): Promise<AttendanceDto>;
  getWheelSettings(classId: string): Promise<WheelSettingsDto>;
  setPickMode(classId: string, mode: PickModeValue): Promise<WheelSettingsDto>;
  /** How the teacher last asked for groups in the class (the defaults until then). */
  getGroupSettings(classId: string): Promise<GroupSettingsDto>;
  setGroupSettings(classId: string, settings: GroupSettingsInput): Promise<GroupSettingsDto>;
  /** How long the class's wheel spins, whole seconds 1-20; null: the usual length. */
  setSpinSeconds(classId: string, seconds: number | null): Promise<WheelSettingsDto>;

  /** The class's grouping rules, oldest first. */
  listGroupRules(classId: string): Promise<GroupRuleDto[]>;
  /** A retry sent with the first attempt's key adds once (its answer replayed). */
  addGroupRule(
    classId: string,
    input: GroupRuleInput,
    options?: ImportOptions,
  ): Promise<GroupRuleDto>;
  deleteGroupRule(id: string): Promise<void>;

  /** The class's saved groupings, newest first, as summaries (no members). */
  listGroupings(classId: string): Promise<SavedGroupingSummaryDto[]>;
  /** One saved grouping with its members as saved (opened, printed, presented, exported). */
  getGrouping(id: string): Promise<SavedGroupingDto>;
  /** A retry sent with the first attempt's key saves once (its answer replayed). */
  saveGrouping(
    classId: string,
    input: SavedGroupingInput,
    options?: ImportOptions,
  ): Promise<SavedGroupingDto>;
  renameGrouping(
    id: string,
    name: string,
    options?: UpdateOptions,
  ): Promise<SavedGroupingSummaryDto>;
  deleteGrouping(id: string): Promise<void>;

  listSettings(): Promise<SettingDto[]>;
  /** The attribute settings a class's students take: its owner's, a shared class's too. */
  listClassSettings(classId: string): Promise<SettingDto[]>;
  saveSetting(input: SettingInput, options?: CreateOptions): Promise<SettingDto>;
  updateSetting(id: string, input: SettingInput, options?: UpdateOptions): Promise<SettingEffect>;
  deleteSetting(id: string): Promise<SettingEffect>;

  listPreferences(): Promise<PreferenceDto[]>;
  savePreference(input: PreferenceInput): Promise<PreferenceDto>;

  sendFeedback(input: FeedbackInput): Promise<void>;

  /** Which of the teacher's classes are linked to a roster class. */
  listRosterLinks(): Promise<RosterLinkDto[]>;
  /**
   * A OneRoster import or re-import: every chosen class or none; with `dry_run`
   * the same answer without writing anything.
   */
  importRoster(input: RosterImportInput): Promise<RosterImportResult>;
}

/**
 * Query keys: the API's paths (docs/product.md#api) as key parts (so the default query function could GET them), one
 * place for every screen and every invalidation.
 */
export const queryKeys = {
  classes: (userId: string) => ["/api/classes", { user_id: userId }] as const,
  students: (classId: string) => ["/api/students", classId] as const,
  allStudents: ["/api/students"] as const,
  history: (classId: string) => ["/api/selection-history", classId] as const,
  attendance: (classId: string, day: string) => ["/api/attendance", classId, day] as const,
  wheelSettings: (classId: string) => ["/api/wheel-settings", classId] as const,
  groupSettings: (classId: string) => ["/api/group-settings", classId] as const,
  groupRules: (classId: string) => ["/api/group-rules", classId] as const,
  groupings: (classId: string) => ["/api/groupings", classId] as const,
  /** One saved grouping with its members (its members never change once saved). */
  grouping: (id: string) => ["/api/groupings", { id }] as const,
  settings: (userId: string) => ["/api/teacher-settings", userId] as const,
  /** A shared class's owner's settings (under "/api/classes", so mirrored offline). */
  classSettings: (classId: string) => ["/api/classes", classId, "teacher-settings"] as const,
  preferences: (userId: string) => ["/api/user-preferences", userId] as const,
  rosterLinks: ["/api/roster-links"] as const,
  ...seatingQueryKeys,
  /** Who has access to a class and its open invitations (docs/decisions/0058-sharing-a-class.md). */
  sharing: (classId: string) => ["/api/classes", classId, "sharing"] as const,
  /** A class's recent changes (docs/decisions/0060-who-did-what.md). */
  activity: (classId: string) => ["/api/classes", classId, "activity"] as const,
  /** A class's substitute links (docs/decisions/0059-substitute-links.md). */
  substituteLinks: (classId: string) => ["/api/classes", classId, "substitute-links"] as const,
};
