import type { Selectable } from "kysely";
import type { PreferenceDto } from "#src/domain/schemas/settings";
import type { UserPreferenceTable } from "#src/server/db/schema";
import type { Db } from "../repository-kit";

export type PreferenceRow = Selectable<UserPreferenceTable>;

/** Stored row -> API shape (preference_value 0/1 -> boolean). */
export function toPreferenceDto(row: PreferenceRow): PreferenceDto {
  return {
    user_id: row.user_id,
    preference_key: row.preference_key,
    preference_value: row.preference_value === 1,
    updated_at: row.updated_at,
  };
}

export function listPreferences(db: Db, teacherId: string): Promise<PreferenceRow[]> {
  return db
    .selectFrom("user_preferences")
    .selectAll()
    .where("user_id", "=", teacherId)
    .orderBy("preference_key")
    .execute();
}

/** One row per (teacher, key): saving again updates it. */
export function savePreference(
  db: Db,
  teacherId: string,
  key: string,
  value: boolean,
  now: string,
): Promise<PreferenceRow> {
  const changes = { preference_value: value ? 1 : 0, updated_at: now };
  return db
    .insertInto("user_preferences")
    .values({ user_id: teacherId, preference_key: key, ...changes })
    .onConflict((oc) => oc.columns(["user_id", "preference_key"]).doUpdateSet(changes))
    .returningAll()
    .executeTakeFirstOrThrow();
}
