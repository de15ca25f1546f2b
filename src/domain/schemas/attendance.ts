import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { z } from "zod";
import { isSchoolDay, isWritableDay } from "../attendance/school-day";
import { PICK_MODES } from "../wheel/picking";
import { MAX_SPIN_SECONDS, MIN_SPIN_SECONDS } from "../wheel/spin";
import { actorDto } from "./activity";
import { id } from "./common";

/** The most students a class holds (docs/product.md#limits, decision 0013): no absence list is longer. */
const MAX_ABSENT = 10_000;

export const ATTENDANCE_CONFLICT: MessageDescriptor = msg`Today's attendance was changed somewhere else. Reload to see the latest version.`;
export const DAY_FORMAT = 'must be a date written "YYYY-MM-DD"';
export const DAY_NOT_TODAY = "Attendance can only be taken for today";

export const schoolDay = z
  .string({ message: DAY_FORMAT })
  .refine(isSchoolDay, DAY_FORMAT)
  .describe("The teacher's local date, YYYY-MM-DD");

/** GET /api/attendance/:classId?day= */
export const attendanceQuery = z.object({ day: schoolDay });

/**
 * PUT /api/attendance/:classId: the whole day's roll in one request. Everyone not listed is
 * present; an empty list is "Everyone's here".
 */
export const attendanceInput = z.object({
  day: schoolDay.refine((day) => !isSchoolDay(day) || isWritableDay(day), DAY_NOT_TODAY),
  absent_student_ids: z
    .array(id, { message: "absent_student_ids must be a list of student ids" })
    .max(MAX_ABSENT, `absent_student_ids must hold at most ${MAX_ABSENT} ids`)
    .refine((ids) => new Set(ids).size === ids.length, "absent_student_ids must not repeat an id"),
});

/** One class's roll for one day; version 0 means nobody has marked it yet (everyone present). */
export const attendanceDto = z.object({
  class_id: z.string(),
  day: z.string(),
  absent_student_ids: z.array(z.string()),
  version: z.number().int(),
  updated_at: z.string().nullable(),
  /** Who changed the roll last (docs/decisions/0060-who-did-what.md); null until it is known. */
  marked_by: actorDto.nullable(),
});
export type AttendanceDto = z.infer<typeof attendanceDto>;

export const pickMode = z.enum(PICK_MODES, {
  message: 'pick_mode must be "equal", "turns" or "remove"',
});

export type PickModeValue = z.infer<typeof pickMode>;

export const SPIN_SECONDS_RULE = `spin_seconds must be a whole number of seconds from ${MIN_SPIN_SECONDS} to ${MAX_SPIN_SECONDS}, or null for the usual length`;

/** How long the wheel turns, in whole seconds; null: the usual length (docs/product.md#wheel). */
export const spinSeconds = z
  .number({ message: SPIN_SECONDS_RULE })
  .int(SPIN_SECONDS_RULE)
  .min(MIN_SPIN_SECONDS, SPIN_SECONDS_RULE)
  .max(MAX_SPIN_SECONDS, SPIN_SECONDS_RULE)
  .nullable();

/** PUT /api/wheel-settings/:classId: the settings to change (one or both). */
export const wheelSettingsInput = z
  .object({ pick_mode: pickMode.optional(), spin_seconds: spinSeconds.optional() })
  .refine(
    (input) => input.pick_mode !== undefined || input.spin_seconds !== undefined,
    "Send pick_mode, spin_seconds or both",
  );

export const wheelSettingsDto = z.object({
  class_id: z.string(),
  pick_mode: pickMode,
  spin_seconds: z.number().int().nullable(),
});
export type WheelSettingsDto = z.infer<typeof wheelSettingsDto>;
