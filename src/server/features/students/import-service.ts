import type { z } from "zod";
import { balanceMissing, emptyAttributes } from "#src/domain/csv/balance-missing";
import { importRefusal, importRowErrors } from "#src/domain/csv/import-rows";
import type { importInput } from "#src/domain/schemas/students";
import { countValues } from "#src/domain/students/balance";
import { HttpError } from "#src/server/errors";
import { recordActivity, teacherActor } from "../activity";
import { findClassAccess } from "../class-access";
import { type Db, loadAttributes, nowIso, touchClass } from "../repository-kit";
import { classValues, insertStudents } from "./bulk-repository";
import { assertRoomFor } from "./limits";
import type { StudentValues } from "./repository";
import type { StudentContext } from "./service";
import { initialsWanted, shortNamesFor } from "./short-names";

/**
 * Imports parsed CSV rows into the teacher's class, inside the transaction the caller holds under
 * the teacher's lock (the idempotent create of ../idempotency.ts): all rows are written, or none
 * when the class is another's (404), full (409) or any row is invalid (400). `balanced` gives
 * the values a row leaves empty even values, keeping the ones it gives
 * (docs/product.md#balanced-assignment, docs/decisions/0048-forgiving-csv.md). `last_initials`
 * (or the server's STUDENT_NAMES=initials) keeps first names and last initials only.
 */
export async function importStudentsIn(
  trx: Db,
  ctx: StudentContext,
  teacherId: string,
  classId: string,
  { rows, balanced, last_initials }: z.output<typeof importInput>,
): Promise<{ created: number }> {
  const access = await findClassAccess(trx, teacherId, classId);
  const { class: owned, ownerId } = access;
  // A shared class counts against its owner's limits and uses its owner's options.
  await assertRoomFor(trx, ctx, {
    teacherId: ownerId,
    classId: owned.id,
    adding: rows.length,
    what: { kind: "import" },
  });
  const attributes = await loadAttributes(trx, ownerId);
  const problems = importRowErrors(attributes, rows);
  if (problems.total > 0) {
    const error = importRefusal(problems.total);
    throw new HttpError(400, error, problems.messages);
  }
  const students: StudentValues[] = rows.map((row) => ({ ...row, name: row.name.trim() }));
  if (initialsWanted(ctx.config, last_initials)) {
    const names = await shortNamesFor(
      trx,
      owned.id,
      students.map((s) => s.name),
    );
    for (const [i, student] of students.entries()) student.name = names[i] as string;
  }
  if (balanced) {
    const counts = countValues(attributes, await classValues(trx, owned.id));
    balanceMissing(attributes, counts, students, emptyAttributes);
  }
  const now = nowIso();
  const created = await insertStudents(trx, owned.id, students, now);
  await touchClass(trx, owned.id, now);
  const actor = teacherActor(access, teacherId);
  await recordActivity(trx, owned.id, actor, "students.imported", { count: created });
  return { created };
}
