import { z } from "zod";
import { PREFERENCE_KEYS } from "#src/domain/students/preferences";
import { ATTRIBUTE_NAMES } from "../students/attributes";
import { HEX_COLOR } from "../students/option-colors";
import { EMAIL_TOO_LONG, id, isoDate, MAX_EMAIL, optionalText, trimmed } from "./common";

/**
 * The colour attribute's swatches by option label (docs/decisions/0044-option-colours.md): "#rrggbb"
 * each. Absent: the stored swatches are kept (carried over renames); labels that are not options
 * are dropped.
 */
export const optionColorsInput = z
  .record(
    z.string().max(200),
    z.string().regex(HEX_COLOR, { message: "Colours must be written as #rrggbb" }),
  )
  .refine((colors) => Object.keys(colors).length <= 50, "At most 50 colours");

/**
 * POST /api/teacher-settings and PUT /api/teacher-settings/:id. `options` follows docs/product.md#attributes (checked
 * with the domain's `validateOptions`). `renames` (an addition to the original call) tells which options were
 * renamed in place, so the students holding them are carried along.
 */
export const settingInput = z.object({
  user_id: id.optional(),
  attribute_name: z.enum(ATTRIBUTE_NAMES, { message: "must be number, color, element or shape" }),
  display_name: trimmed("Display name", 40),
  description: optionalText("Description", 200),
  options: z.array(z.string({ message: "Options must be text" }).max(200)).max(50),
  show_to_students: z.boolean().default(true),
  renames: z
    .array(z.object({ from: z.string().max(200), to: z.string().max(200) }))
    .max(50)
    .optional(),
  option_colors: optionColorsInput.optional(),
});
export type SettingInput = z.input<typeof settingInput>;

export const settingDto = z.object({
  id: z.string(),
  user_id: z.string(),
  attribute_name: z.enum(ATTRIBUTE_NAMES),
  display_name: z.string(),
  description: z.string().nullable(),
  options: z.array(z.string()),
  show_to_students: z.boolean(),
  /** The colour attribute's chosen swatches by option ("#rrggbb"); empty for the others. */
  option_colors: z.record(z.string(), z.string()),
  created_at: isoDate,
  updated_at: isoDate,
  /** 1 when made, one more at every change: send it back as `If-Match: "<version>"`. */
  version: z.number().int(),
});
export type SettingDto = z.infer<typeof settingDto>;

/** What a setting change did to the students (answered by PUT and DELETE). */
export const settingEffect = z.object({
  setting: settingDto.nullable(),
  studentsChanged: z.number().int(),
  studentsCleared: z.number().int(),
});
export type SettingEffect = z.infer<typeof settingEffect>;

/** POST /api/user-preferences (default_balanced_assignment, last_initials_only). */
export const preferenceInput = z.object({
  user_id: id.optional(),
  preference_key: z.enum(PREFERENCE_KEYS, { message: "is not a known preference" }),
  preference_value: z.boolean({ message: "must be true or false" }),
});
export type PreferenceInput = z.input<typeof preferenceInput>;

export const preferenceDto = z.object({
  user_id: z.string(),
  preference_key: z.string(),
  preference_value: z.boolean(),
  updated_at: isoDate,
});
export type PreferenceDto = z.infer<typeof preferenceDto>;

/** POST /api/feedback (docs/product.md#useful). The message is stored as the signed-in teacher's. */
export const feedbackInput = z.object({
  user_id: id.optional(),
  message: trimmed("Message", 2000),
  email: z
    .string()
    .trim()
    .max(MAX_EMAIL, EMAIL_TOO_LONG)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.email().safeParse(v).success, "Email must be a valid address"),
});
export type FeedbackInput = z.input<typeof feedbackInput>;

/** POST /api/users/sync (docs/product.md#api): the client's view of the signed-in user. */
export const userSyncInput = z.object({
  id,
  email: z.string().trim().max(MAX_EMAIL, EMAIL_TOO_LONG),
});
export const userDto = z.object({ id: z.string(), email: z.string(), name: z.string() });
