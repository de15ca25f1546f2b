import { z } from "zod";
import { DELETE_ACCOUNT_PHRASE, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../account/rules";
import { hasNoNul } from "../text-rules";
import { pickMode } from "./attendance";
import { id, isoDate } from "./common";
import { groupRuleDto, savedGroupingDto } from "./groupings";
import { rosterLinkDto } from "./rosters";
import { roomDto, seatingChartDto, seatNeedDto } from "./seating";

/**
 * The teacher's own account: the "Export all my data" archive and account
 * deletion. Name, e-mail and password changes go through Better Auth's own endpoints.
 */

// The plain rules live apart, so a screen that shows them loads no schema (account/rules.ts).
export { DELETE_ACCOUNT_PHRASE, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

/**
 * POST /api/account/delete: the password for an account that has one; otherwise the typed
 * phrase (accepted only from a session signed in within the last day).
 */
export const deleteAccountInput = z.object({
  user_id: id.optional(),
  password: z.string().max(MAX_PASSWORD_LENGTH).refine(hasNoNul).optional(),
  confirmation: z.string().max(100).refine(hasNoNul).optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;

export const deleteAccountResult = z.object({ deleted: z.literal(true) });

/**
 * GET /api/account/two-factor: whether the teacher's sign-in asks for a code, whether the
 * account has a password (two-factor protects password sign-in; Google and the school's
 * provider ask their own), and whether this server requires it and it is still to set up.
 */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  hasPassword: z.boolean(),
  setupRequired: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;
/** Its query: a user_id, when sent, must be the teacher's. */
export const twoFactorStatusQuery = z.object({ user_id: id.optional() });

/** GET /api/account/export?user_id= (the query's user_id, when sent, must be the teacher's). */
export const accountExportQuery = z.object({ user_id: id.optional() });

const exportStudent = z.object({
  id: z.string(),
  name: z.string(),
  number: z.number().nullable(),
  color: z.string().nullable(),
  element: z.string().nullable(),
  shape: z.string().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  /** The student's id in the class's roster (OneRoster, Google Classroom), or null. */
  roster_external_id: z.string().nullable(),
});

const exportClass = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  students: z.array(exportStudent),
  /** Who the wheel picked, oldest first. */
  selection_history: z.array(
    z.object({ id: z.string(), student_id: z.string(), created_at: isoDate }),
  ),
  /** How the wheel picks in this class. */
  pick_mode: pickMode,
  /**
   * How long the wheel spins in this class, in whole seconds, or null for the usual length.
   * Absent from archives made before it was exported.
   */
  spin_seconds: z.number().int().nullable().optional(),
  /**
   * How the teacher last asked for groups in this class (the choices as stored, in the shape of
   * `PUT /api/group-settings/:classId`), or null if they never did. Absent from older archives.
   */
  group_settings: z
    .object({ settings: z.record(z.string(), z.unknown()), updated_at: isoDate })
    .nullable()
    .optional(),
  /** Each marked day's absent students, oldest day first. */
  attendance: z.array(
    z.object({ day: z.string(), absent_student_ids: z.array(z.string()), updated_at: isoDate }),
  ),
  /** The class's grouping rules, oldest first. */
  group_rules: z.array(groupRuleDto.omit({ class_id: true })),
  /** Its saved groupings with their members as saved, newest first. */
  saved_groupings: z.array(savedGroupingDto.omit({ class_id: true })),
  /** Its rooms (seat layouts), oldest first. */
  rooms: z.array(roomDto.omit({ class_id: true })),
  /** Its students with a seat need. */
  seat_needs: z.array(seatNeedDto),
  /** Its saved seating charts with their layout and seats as saved, newest first. */
  seating_charts: z.array(seatingChartDto.omit({ class_id: true })),
  /** The roster class it is linked to (OneRoster or Google Classroom), or null. */
  roster: rosterLinkDto.omit({ class_id: true }).nullable(),
});

export const EXPORT_FORMAT = "classcharm-export";
export const EXPORT_VERSION = 1;

/**
 * The "Export all my data" archive: one JSON document, versioned
 * (docs/decisions/0010-teacher-account.md).
 */
export const accountExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: isoDate,
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    createdAt: isoDate,
    /** How the teacher signs in: "credential" (e-mail and password), "google", "oidc". */
    signInMethods: z.array(z.string()),
    /** Whether sign-in asks for a two-factor code (never its key or backup codes). */
    twoFactorEnabled: z.boolean().optional(),
    /** The picture's address from the sign-in provider (Google, the school's), or null. */
    image: z.string().nullable().optional(),
    /**
     * When the teacher last signed in or used a session (kept to tell an idle account), or null
     * when not yet noted. Both absent from archives made before they were exported.
     */
    lastActiveAt: isoDate.nullable().optional(),
  }),
  classes: z.array(exportClass),
  teacherSettings: z.array(
    z.object({
      attribute_name: z.string(),
      display_name: z.string(),
      description: z.string().nullable(),
      options: z.array(z.string()),
      show_to_students: z.boolean(),
      /** A colour attribute's option colours (label -> "#rrggbb"); absent from older archives. */
      option_colors: z.record(z.string(), z.string()).optional(),
      created_at: isoDate,
      updated_at: isoDate,
    }),
  ),
  userPreferences: z.array(
    z.object({ preference_key: z.string(), preference_value: z.boolean(), updated_at: isoDate }),
  ),
  /**
   * The language the teacher chose for the account (a code of the app's languages: "en",
   * "es", "ar"), or null when they never chose one (the device's or browser's language
   * decides). Absent from archives made before it was kept.
   */
  language: z.object({ language: z.string(), updated_at: isoDate }).nullable().optional(),
  feedback: z.array(
    z.object({
      id: z.string(),
      message: z.string(),
      email: z.string().nullable(),
      created_at: isoDate,
    }),
  ),
  /**
   * The Google Classroom connection, when there is one: the Google account, the
   * scopes granted and the dates. Never the tokens (they stay sealed on the server).
   */
  googleClassroom: z
    .object({
      google_email: z.string(),
      status: z.string(),
      scopes: z.array(z.string()),
      connected_at: isoDate,
      updated_at: isoDate,
    })
    .nullable()
    .optional(),
  /**
   * Sharing (docs/decisions/0058-sharing-a-class.md): for each class the teacher owns, its
   * co-teachers (by id), invitations and substitute links (never a token or a PIN); and the
   * classes shared with the teacher. Absent from archives made before classes could be shared.
   */
  sharing: z
    .object({
      sharedByMe: z.array(
        z.object({
          class_id: z.string(),
          co_teachers: z.array(z.object({ user_id: z.string(), role: z.string(), since: isoDate })),
          invitations: z.array(
            z.object({
              id: z.string(),
              email: z.string(),
              created_at: isoDate,
              expires_at: isoDate,
              accepted_at: isoDate.nullable(),
              /** At the export; absent from older archives. */
              state: z.enum(["open", "used", "expired"]).optional(),
            }),
          ),
          substitute_links: z.array(
            z.object({
              id: z.string(),
              starts_on: z.string(),
              ends_on: z.string(),
              has_pin: z.boolean(),
              created_at: isoDate,
              revoked_at: isoDate.nullable(),
              /** At the export (the server's date); absent from older archives. */
              state: z.enum(["upcoming", "active", "expired", "revoked"]).optional(),
            }),
          ),
        }),
      ),
      sharedWithMe: z.array(
        z.object({
          class_id: z.string(),
          class_name: z.string(),
          role: z.string(),
          since: isoDate,
        }),
      ),
    })
    .optional(),
});
export type AccountExport = z.infer<typeof accountExport>;
