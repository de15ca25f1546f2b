import { shortNames } from "#src/domain/students/initials";
import type { Config } from "#src/server/env";
import type { Db } from "../repository-kit";

/**
 * First names and last initials only (docs/decisions/0057-last-initials.md): the server's
 * setting (STUDENT_NAMES=initials) applies to every new student; otherwise the import's own
 * `last_initials` choice does. A request without the field is as before: names kept whole.
 */
export function initialsWanted(
  config: Pick<Config, "studentNames">,
  asked: boolean | undefined,
): boolean {
  return config.studentNames === "initials" || asked === true;
}

/** The names of a class's students, as stored. */
export async function classNames(db: Db, classId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("students")
    .select("name")
    .where("class_id", "=", classId)
    .execute();
  return rows.map((r) => r.name);
}

/** New students' short names, kept apart from each other and from the class's students. */
export async function shortNamesFor(
  db: Db,
  classId: string,
  names: readonly string[],
): Promise<string[]> {
  return shortNames(names, await classNames(db, classId));
}
