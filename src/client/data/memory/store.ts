import { i18n, type MessageDescriptor } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { z } from "zod";
import { ApiError } from "#src/client/lib/api-error";
import type { Random } from "#src/domain/random";
import type { PickModeValue } from "#src/domain/schemas/attendance";
import type { ClassDto } from "#src/domain/schemas/classes";
import { codeForStatus, type ErrorCode } from "#src/domain/schemas/error-codes";
import type { GroupSettingsInput } from "#src/domain/schemas/group-settings";
import {
  DEFAULT_SAVED_MEMBERS_PER_TEACHER,
  type GroupRuleDto,
  type SavedGroupingDto,
} from "#src/domain/schemas/groupings";
import type { HistoryDto } from "#src/domain/schemas/history";
import type { RosterLinkDto } from "#src/domain/schemas/rosters";
import type { RoomDto, SeatingChartDto } from "#src/domain/schemas/seating";
import type { PreferenceDto, SettingDto } from "#src/domain/schemas/settings";
import type { StudentDto } from "#src/domain/schemas/students";
import type { SeatTag } from "#src/domain/seating/room-types";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  effectiveAttributes,
  type StudentAttributes,
  valueError,
} from "#src/domain/students/attributes";
import { valueErrorMessage } from "#src/domain/students/student-messages";

/**
 * The in-memory "database" of the demo (docs/product.md#routes) and the server's rules around it, written to fail
 * exactly as the API does: every error is `Error("<status>: <json body>")`, the text the HTTP
 * helper (`lib/request.ts`) makes of a non-OK answer, so the screens handle both alike.
 */
export type ClassRecord = Omit<ClassDto, "studentCount">;
export interface HistoryRecord {
  id: string;
  class_id: string;
  student_id: string;
  created_at: string;
}

export interface MemoryStore {
  readonly userId: string;
  readonly classLimit: number;
  /** Members of all the saved groupings together (the server's MAX_SAVED_MEMBERS_PER_TEACHER). */
  readonly savedMembersLimit: number;
  readonly random: Random | undefined;
  /** In creation order (the API lists classes and students oldest first). */
  readonly classes: Map<string, ClassRecord>;
  readonly students: Map<string, StudentDto>;
  /** Oldest first. */
  history: HistoryRecord[];
  /** Rolls by "classId|day": who is absent, at which version. */
  readonly attendance: Map<string, { absent: string[]; version: number; updated_at: string }>;
  readonly pickModes: Map<string, PickModeValue>;
  /** Each class's Groups choices, by class id (none: the defaults). */
  readonly groupSettings: Map<string, GroupSettingsInput>;
  /** Each class's chosen spin length in seconds (none: the usual length). */
  readonly spinSeconds: Map<string, number>;
  /** Grouping rules and saved groupings, in creation order (oldest first). */
  readonly groupRules: Map<string, GroupRuleDto>;
  readonly groupings: Map<string, SavedGroupingDto>;
  /** Rooms and saved seating charts in creation order; seat needs by student id. */
  readonly rooms: Map<string, RoomDto>;
  readonly seatNeeds: Map<string, { class_id: string; needs: SeatTag[] }>;
  readonly seatingCharts: Map<string, SeatingChartDto>;
  readonly settings: Map<AttributeName, SettingDto>;
  readonly preferences: Map<string, PreferenceDto>;
  /** Imports sent with an Idempotency-Key: what they asked (as JSON) and answered. */
  readonly importKeys: Map<string, { request: string; created: number }>;
  /** Picks sent with an Idempotency-Key: what they asked (as JSON) and the entries answered. */
  readonly pickKeys: Map<string, { request: string; entries: HistoryDto[] }>;
  /** Each linked class's roster link, by class id, oldest first. */
  readonly rosterClasses: Map<string, RosterLinkDto>;
  /** A linked student's roster id, by student id (meaningful in their class only). */
  readonly rosterStudents: Map<string, string>;
  /** The current time as an ISO string, strictly later than the last one handed out. */
  now(): string;
  /** A new id such as "student-21". */
  newId(kind: string): string;
}

export function createStore(options: {
  userId: string;
  classLimit: number;
  savedMembersLimit?: number;
  random?: Random;
  clock?: () => number;
}): MemoryStore {
  const clock = options.clock ?? Date.now;
  let last = 0;
  let counter = 0;
  return {
    userId: options.userId,
    classLimit: options.classLimit,
    savedMembersLimit: options.savedMembersLimit ?? DEFAULT_SAVED_MEMBERS_PER_TEACHER,
    random: options.random,
    classes: new Map(),
    students: new Map(),
    history: [],
    attendance: new Map(),
    pickModes: new Map(),
    groupSettings: new Map(),
    spinSeconds: new Map(),
    groupRules: new Map(),
    groupings: new Map(),
    rooms: new Map(),
    seatNeeds: new Map(),
    seatingCharts: new Map(),
    settings: new Map(),
    preferences: new Map(),
    importKeys: new Map(),
    pickKeys: new Map(),
    rosterClasses: new Map(),
    rosterStudents: new Map(),
    now() {
      last = Math.max(clock(), last + 1);
      return new Date(last).toISOString();
    },
    newId: (kind) => `${kind}-${++counter}`,
  };
}

/** The error the HTTP helper would throw for this answer. */
/** Words as the server writes them: a catalogue message in the teacher's language, or text. */
type Words = string | MessageDescriptor;
const say = (words: Words) => (typeof words === "string" ? words : i18n._(words));

export function httpError(
  status: number,
  body: { error: Words; details?: unknown; current?: unknown },
  code: ErrorCode = codeForStatus(status),
): ApiError {
  const { error, ...rest } = body;
  return ApiError.of(status, { error: say(error), code, ...rest });
}

/** 409 `limit_reached`, as the server answers a passed limit. */
export const limitReached = (error: Words) => httpError(409, { error }, "limit_reached");

export const notFound = (what: Words) => httpError(404, { error: what });

type FieldError = { field: string; message: string };

/** 400 "Invalid request" naming each field, as the server's schema validation answers. */
export function invalid(details: FieldError[]): Error {
  return httpError(400, { error: t`Invalid request`, details });
}

/** Parses like the route schema would (`context` is "body" or "params"), or throws its 400. */
export function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
  context = "body",
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalid(
    result.error.issues.map((issue) => ({
      field: [context, ...issue.path.map(String)].join("."),
      message: issue.message,
    })),
  );
}

/** docs/product.md#api: a user_id sent must be the teacher's own (the demo's is "demo"). */
export function assertSelf(store: MemoryStore, userId: string | undefined): void {
  if (userId !== undefined && userId !== store.userId) {
    throw httpError(403, { error: t`You can only use your own account` });
  }
}

export function findClass(store: MemoryStore, classId: string): ClassRecord {
  const found = store.classes.get(classId);
  if (!found) throw notFound(t`Class not found`);
  return found;
}

export function findStudent(store: MemoryStore, studentId: string): StudentDto {
  const found = store.students.get(studentId);
  if (!found) throw notFound(t`Student not found`);
  return found;
}

/** A class's students in the order they were added. */
export function studentsOf(store: MemoryStore, classId: string): StudentDto[] {
  return [...store.students.values()].filter((s) => s.class_id === classId);
}

/** A class's updated_at moves whenever the class or any of its students changes. */
export function touchClass(store: MemoryStore, classId: string, at: string): void {
  const found = store.classes.get(classId);
  if (found) store.classes.set(classId, { ...found, updated_at: at });
}

/** The teacher's effective attributes (defaults merged with their settings), like the server. */
export function loadAttributes(store: MemoryStore): AttributeSet {
  return effectiveAttributes([...store.settings.values()]);
}

/** docs/product.md#attributes: every value must be null or one of the teacher's options: 400 naming each bad field. */
export function assertValidAttributes(attributes: AttributeSet, values: StudentAttributes): void {
  const errors: FieldError[] = [];
  for (const name of ATTRIBUTE_NAMES) {
    const message = valueError(attributes[name], values[name]);
    if (message) errors.push({ field: `body.${name}`, message });
  }
  if (errors.length > 0) {
    const words = ATTRIBUTE_NAMES.flatMap((name) => {
      const message = valueErrorMessage(attributes[name], values[name]);
      return message ? [i18n._(message)] : [];
    });
    throw httpError(400, { error: words.join("; "), details: errors });
  }
}

/**
 * Concurrent edits (docs/decisions/0011), as the server: an update made from another version than the stored one (`ifMatch`)
 * is refused with 409 `{ error, current }` and changes nothing.
 */
export function assertVersion<T extends { version: number }>(
  current: T,
  ifMatch: number | undefined,
  error: Words,
  copy: (row: T) => unknown = (row) => ({ ...row }),
): void {
  if (ifMatch !== undefined && ifMatch !== current.version) {
    throw ApiError.of(409, { error: say(error), code: "stale", current: copy(current) });
  }
}

/** A copy, so a caller (or the query cache) can never change the store by accident. */
export const copyStudent = (s: StudentDto): StudentDto => ({ ...s });
