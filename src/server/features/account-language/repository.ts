import type { Db } from "../repository-kit";

/** The teacher's chosen language, or null when they never chose one. */
export async function readLanguage(db: Db, teacherId: string): Promise<string | null> {
  const row = await db
    .selectFrom("teacher_languages")
    .select("language")
    .where("user_id", "=", teacherId)
    .executeTakeFirst();
  return row?.language ?? null;
}

/** One row per teacher: choosing again replaces it. */
export async function saveLanguage(
  db: Db,
  teacherId: string,
  language: string,
  now: string,
): Promise<string> {
  const changes = { language, updated_at: now };
  const row = await db
    .insertInto("teacher_languages")
    .values({ user_id: teacherId, ...changes })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(changes))
    .returning("language")
    .executeTakeFirstOrThrow();
  return row.language;
}
