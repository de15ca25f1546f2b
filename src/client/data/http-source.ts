import type { ActivityDto } from "#src/domain/schemas/activity";
import type { AttendanceDto, WheelSettingsDto } from "#src/domain/schemas/attendance";
import type { ClassDto } from "#src/domain/schemas/classes";
import type { GroupSettingsDto } from "#src/domain/schemas/group-settings";
import type {
  GroupRuleDto,
  SavedGroupingDto,
  SavedGroupingSummaryDto,
} from "#src/domain/schemas/groupings";
import type { HistoryDto } from "#src/domain/schemas/history";
import type { RosterImportResult, RosterLinkDto } from "#src/domain/schemas/rosters";
import type { PreferenceDto, SettingDto, SettingEffect } from "#src/domain/schemas/settings";
import type { ClassSharingDto } from "#src/domain/schemas/sharing";
import type { StudentDto } from "#src/domain/schemas/students";
import { request, throwIfNotOk } from "../lib/request";
import { httpSeating } from "./http-seating";
import type {
  CreatedInvitation,
  CreatedSubstituteLinkDto,
  SubstituteLinkDto,
} from "./sharing-source";
import type { DataSource, ImportOptions, UpdateOptions } from "./source";

const enc = encodeURIComponent;

/** `If-Match: "<version>"` when the update names the version it was made from. */
const ifMatch = (options: UpdateOptions = {}): Record<string, string> =>
  options.ifMatch === undefined ? {} : { "If-Match": `"${options.ifMatch}"` };
const idempotent = (options: ImportOptions = {}): Record<string, string> =>
  options.idempotencyKey === undefined ? {} : { "Idempotency-Key": options.idempotencyKey };

/** The API of docs/product.md#api (+ the bulk calls of docs/product.md#api), for a signed-in teacher. */
export function httpSource(userId: string): DataSource {
  return {
    kind: "server",
    userId,
    listClasses: () => request<ClassDto[]>("GET", `/api/classes?user_id=${enc(userId)}`),
    createClass: (input) =>
      request<ClassDto>("POST", "/api/classes", { body: { ...input, user_id: userId } }),
    updateClass: (id, input, options) =>
      request<ClassDto>("PUT", `/api/classes/${enc(id)}`, {
        body: input,
        headers: ifMatch(options),
      }),
    deleteClass: (id) => request<void>("DELETE", `/api/classes/${enc(id)}`),

    listStudents: (classId) => request<StudentDto[]>("GET", `/api/students/${enc(classId)}`),
    createStudent: (input) => request<StudentDto>("POST", "/api/students", { body: input }),
    updateStudent: (id, input, options) =>
      request<StudentDto>("PUT", `/api/students/${enc(id)}`, {
        body: input,
        headers: ifMatch(options),
      }),
    deleteStudent: (id) => request<void>("DELETE", `/api/students/${enc(id)}`),
    importStudents: (classId, input, options = {}) =>
      request<{ created: number }>("POST", `/api/classes/${enc(classId)}/students/import`, {
        body: input,
        headers: idempotent(options),
      }),
    shuffleCategories: (classId, input = {}) =>
      request<StudentDto[]>("POST", `/api/classes/${enc(classId)}/shuffle`, { body: input }),
    async exportCsv(classId) {
      const res = await fetch(`/api/classes/${enc(classId)}/export.csv`, {
        credentials: "include",
      });
      await throwIfNotOk(res);
      const disposition = res.headers.get("content-disposition") ?? "";
      const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? "class.csv";
      // Keep the byte-order mark the server starts the file with (res.text() would drop it),
      // so spreadsheet programs read accented names correctly.
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
      return { fileName, text };
    },

    listHistory: (classId) =>
      request<HistoryDto[]>("GET", `/api/selection-history/${enc(classId)}`),
    addHistory: (classId, studentId) =>
      request<HistoryDto>("POST", "/api/selection-history", {
        body: { class_id: classId, student_id: studentId },
      }),
    clearHistory: (classId) => request<void>("DELETE", `/api/selection-history/${enc(classId)}`),
    addDraw: (classId, studentIds, options) =>
      request<HistoryDto[]>("POST", "/api/selection-history/draws", {
        body: { class_id: classId, student_ids: studentIds },
        headers: idempotent(options),
      }),
    undoDraw: (classId, entryIds) =>
      request<void>("POST", "/api/selection-history/undo", {
        body: { class_id: classId, entry_ids: entryIds },
      }),

    getAttendance: (classId, day) =>
      request<AttendanceDto>("GET", `/api/attendance/${enc(classId)}?day=${enc(day)}`),
    setAttendance: (classId, day, absentStudentIds, options) =>
      request<AttendanceDto>("PUT", `/api/attendance/${enc(classId)}`, {
        body: { day, absent_student_ids: absentStudentIds },
        headers: ifMatch(options),
      }),
    getWheelSettings: (classId) =>
      request<WheelSettingsDto>("GET", `/api/wheel-settings/${enc(classId)}`),
    setPickMode: (classId, mode) =>
      request<WheelSettingsDto>("PUT", `/api/wheel-settings/${enc(classId)}`, {
        body: { pick_mode: mode },
      }),
    getGroupSettings: (classId) =>
      request<GroupSettingsDto>("GET", `/api/group-settings/${enc(classId)}`),
    setGroupSettings: (classId, settings) =>
      request<GroupSettingsDto>("PUT", `/api/group-settings/${enc(classId)}`, { body: settings }),
    setSpinSeconds: (classId, seconds) =>
      request<WheelSettingsDto>("PUT", `/api/wheel-settings/${enc(classId)}`, {
        body: { spin_seconds: seconds },
      }),

    listGroupRules: (classId) =>
      request<GroupRuleDto[]>("GET", `/api/classes/${enc(classId)}/group-rules`),
    addGroupRule: (classId, input, options) =>
      request<GroupRuleDto>("POST", `/api/classes/${enc(classId)}/group-rules`, {
        body: input,
        headers: idempotent(options),
      }),
    deleteGroupRule: (id) => request<void>("DELETE", `/api/group-rules/${enc(id)}`),

    listGroupings: (classId) =>
      request<SavedGroupingSummaryDto[]>("GET", `/api/classes/${enc(classId)}/groupings`),
    getGrouping: (id) => request<SavedGroupingDto>("GET", `/api/groupings/${enc(id)}`),
    saveGrouping: (classId, input, options) =>
      request<SavedGroupingDto>("POST", `/api/classes/${enc(classId)}/groupings`, {
        body: input,
        headers: idempotent(options),
      }),
    renameGrouping: (id, name, options) =>
      request<SavedGroupingSummaryDto>("PATCH", `/api/groupings/${enc(id)}`, {
        body: { name },
        headers: ifMatch(options),
      }),
    deleteGrouping: (id) => request<void>("DELETE", `/api/groupings/${enc(id)}`),

    ...httpSeating(),

    listSettings: () => request<SettingDto[]>("GET", `/api/teacher-settings/${enc(userId)}`),
    listClassSettings: (classId) =>
      request<SettingDto[]>("GET", `/api/classes/${enc(classId)}/teacher-settings`),
    saveSetting: (input, options = {}) =>
      request<SettingDto>("POST", "/api/teacher-settings", {
        body: { ...input, user_id: userId },
        headers: options.createOnly ? { "If-None-Match": "*" } : {},
      }),
    updateSetting: (id, input, options) =>
      request<SettingEffect>("PUT", `/api/teacher-settings/${enc(id)}`, {
        body: { ...input, user_id: userId },
        headers: ifMatch(options),
      }),
    deleteSetting: (id) => request<SettingEffect>("DELETE", `/api/teacher-settings/${enc(id)}`),

    listPreferences: () => request<PreferenceDto[]>("GET", `/api/user-preferences/${enc(userId)}`),
    savePreference: (input) =>
      request<PreferenceDto>("POST", "/api/user-preferences", {
        body: { ...input, user_id: userId },
      }),

    sendFeedback: (input) => request<void>("POST", "/api/feedback", { body: input }),

    getSharing: (classId) =>
      request<ClassSharingDto>("GET", `/api/classes/${enc(classId)}/sharing`),
    inviteToClass: (classId, email) =>
      request<CreatedInvitation>("POST", `/api/classes/${enc(classId)}/invitations`, {
        body: { email },
      }),
    revokeInvitation: (id) => request<void>("DELETE", `/api/invitations/${enc(id)}`),
    removeClassMember: (classId, memberId) =>
      request<void>("DELETE", `/api/classes/${enc(classId)}/members/${enc(memberId)}`),
    listActivity: (classId) =>
      request<ActivityDto[]>("GET", `/api/classes/${enc(classId)}/activity`),
    listSubstituteLinks: (classId) =>
      request<SubstituteLinkDto[]>("GET", `/api/classes/${enc(classId)}/substitute-links`),
    createSubstituteLink: (classId, input) =>
      request<CreatedSubstituteLinkDto>("POST", `/api/classes/${enc(classId)}/substitute-links`, {
        body: input,
      }),
    revokeSubstituteLink: (id) => request<void>("DELETE", `/api/substitute-links/${enc(id)}`),

    listRosterLinks: () => request<RosterLinkDto[]>("GET", "/api/roster-links"),
    importRoster: (input) =>
      request<RosterImportResult>("POST", "/api/roster-imports", { body: input }),
  };
}
