import type { RosterLinkDto, RosterSource } from "../../../domain/schemas";
import type { Db } from "../shared";

/**
 * Roster links in the account export: each class's roster link and each student's roster id,
 * read in the export's transaction.
 */
export async function readRosterLinks(
  trx: Db,
  teacherId: string,
): Promise<{
  classes: Map<string, Omit<RosterLinkDto, "class_id">>;
  students: Map<string, string>;
}> {
  const classIds = trx.selectFrom("classes").select("id").where("user_id", "=", teacherId);
  const links = await trx
    .selectFrom("roster_classes")
    .select(["class_id", "source", "external_id", "title", "linked_at", "synced_at"])
    .where("class_id", "in", classIds)
    .execute();
  const students = await trx
    .selectFrom("roster_students")
    .select(["student_id", "external_id"])
    .where("class_id", "in", classIds)
    .execute();
  return {
    classes: new Map(
      links.map(({ class_id, ...link }) => [
        class_id,
        { ...link, source: link.source as RosterSource },
      ]),
    ),
    students: new Map(students.map((s) => [s.student_id, s.external_id])),
  };
}
