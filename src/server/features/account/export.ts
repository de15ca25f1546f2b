import { msg } from "@lingui/core/macro";
import type { Kysely } from "kysely";
import { EXPORT_FORMAT, EXPORT_VERSION } from "#src/domain/schemas/account";
import type { DB } from "#src/server/db/schema";
import { HttpError } from "#src/server/errors";
import type { Db } from "../repository-kit";
import { classJson } from "./export-classes";
import { openObject, yieldToOthers } from "./export-pages";
import { sharingJson } from "./export-sharing";

/** Better Auth stores dates as Date objects, ISO text or epoch numbers depending on the dialect. */
const iso = (value: unknown): string => {
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
};

/** Better Auth's account table: only the sign-in method is exported, never a secret. */
type AuthAccounts = Kysely<Record<"account", { userId: string; providerId: string }>>;

/** Better Auth's `user.image` and the retention feature's `account_activity`, beside our schema. */
type AccountExtras = Kysely<{
  user: { id: string; image: string | null; twoFactorEnabled: boolean | number | null };
  account_activity: { user_id: string; last_active_at: string };
}>;

interface ExportedUser {
  id: string;
  name: string;
  email: string;
  emailVerified: unknown;
  createdAt: unknown;
  image: string | null;
  twoFactorEnabled: boolean;
}

/**
 * "Export all my data": everything the teacher owns, and nothing of anyone else's (every query
 * is scoped by the teacher's id: classes by user_id, and students, picks, rolls, rules, saved
 * groupings and roster links through those classes), as one JSON document of `accountExport`'s
 * shape (docs/decisions/0010).
 *
 * Answers the archive's text in pieces as it is read (docs/decisions/0031): students, picks,
 * rolls and saved groupings' members a page at a time, the event loop let go between pages, so
 * an account at the limits neither builds the whole archive in memory nor holds the server.
 * No transaction is held across pages (on SQLite it would hold the one connection, and every
 * other request with it): a change the teacher makes on another device while the export runs
 * may show in it in part. The account is looked up first: a missing one is a 404 before any
 * byte is sent.
 */
export async function openAccountExport(
  db: Kysely<DB>,
  teacherId: string,
  now = new Date(),
): Promise<AsyncGenerator<string>> {
  const user = await db
    .selectFrom("user")
    .select(["id", "name", "email", "emailVerified", "createdAt"])
    .where("id", "=", teacherId)
    .executeTakeFirst();
  if (!user) throw new HttpError(404, msg`Account not found`);
  const extra = await (db as unknown as AccountExtras)
    .selectFrom("user")
    .select(["image", "twoFactorEnabled"])
    .where("id", "=", teacherId)
    .executeTakeFirst();
  // Whether sign-in asks for a code; never the authenticator's key or the backup codes.
  const twoFactorEnabled = Boolean(extra?.twoFactorEnabled);
  return archive(db, { ...user, image: extra?.image ?? null, twoFactorEnabled }, now);
}

async function* archive(db: Db, user: ExportedUser, now: Date): AsyncGenerator<string> {
  const methods = await (db as unknown as AuthAccounts)
    .selectFrom("account")
    .select("providerId")
    .where("userId", "=", user.id)
    .orderBy("providerId")
    .execute();
  // When the teacher last signed in or used a session (kept for the idle-account notice).
  const activity = await (db as unknown as AccountExtras)
    .selectFrom("account_activity")
    .select("last_active_at")
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: Boolean(user.emailVerified),
      createdAt: iso(user.createdAt),
      signInMethods: methods.map((m) => m.providerId),
      twoFactorEnabled: user.twoFactorEnabled,
      image: user.image,
      lastActiveAt: activity ? iso(activity.last_active_at) : null,
    },
  };
  yield `${openObject(head)},"classes":[`;
  const classes = await db
    .selectFrom("classes")
    .select(["id", "name", "description", "created_at", "updated_at"])
    .where("user_id", "=", user.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const [i, c] of classes.entries()) {
    if (i > 0) yield ",";
    yield* classJson(db, c);
    await yieldToOthers();
  }
  yield "]";
  yield `,${JSON.stringify(await teacherRows(db, user.id)).slice(1)}`;
}

/**
 * The archive's last keys: the teacher's settings, preferences, language, feedback, Google
 * link and sharing.
 */
async function teacherRows(db: Db, teacherId: string) {
  const settings = await db
    .selectFrom("teacher_settings")
    .selectAll()
    .where("user_id", "=", teacherId)
    .orderBy("attribute_name")
    .execute();
  const preferences = await db
    .selectFrom("user_preferences")
    .selectAll()
    .where("user_id", "=", teacherId)
    .orderBy("preference_key")
    .execute();
  // The language the teacher chose for the account (none: the device's decides).
  const language = await db
    .selectFrom("teacher_languages")
    .select(["language", "updated_at"])
    .where("user_id", "=", teacherId)
    .executeTakeFirst();
  const feedback = await db
    .selectFrom("feedback")
    .select(["id", "message", "email", "created_at"])
    .where("user_id", "=", teacherId)
    .orderBy("created_at")
    .execute();
  // The Google Classroom connection's facts, never its sealed tokens.
  const google = await db
    .selectFrom("google_connections")
    .select(["google_email", "status", "scopes", "connected_at", "updated_at"])
    .where("user_id", "=", teacherId)
    .executeTakeFirst();
  return {
    teacherSettings: settings.map((s) => ({
      attribute_name: s.attribute_name,
      display_name: s.display_name,
      description: s.description,
      options: JSON.parse(s.options) as string[],
      show_to_students: s.show_to_students === 1,
      option_colors: optionColors(s.option_colors),
      created_at: s.created_at,
      updated_at: s.updated_at,
    })),
    userPreferences: preferences.map((p) => ({
      preference_key: p.preference_key,
      preference_value: Boolean(p.preference_value),
      updated_at: p.updated_at,
    })),
    language: language ?? null,
    feedback,
    googleClassroom: google
      ? { ...google, scopes: google.scopes.split(" ").filter(Boolean) }
      : null,
    sharing: await sharingJson(db, teacherId),
  };
}

/** The stored colours of a colour attribute's options (label -> "#rrggbb"); `{}` when none. */
function optionColors(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"),
    );
  } catch {
    return {};
  }
}

/** `classcharm-export-YYYY-MM-DD.json` (the date in UTC). */
export const exportFileName = (now: Date): string =>
  `classcharm-export-${now.toISOString().slice(0, 10)}.json`;
