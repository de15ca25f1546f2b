import { setImmediate as nextTurn } from "node:timers/promises";
import type { RosterPlan } from "#src/domain/roster/sync";
import type { RosterClassResult, RosterSource } from "#src/domain/schemas/rosters";
import { addToCounts, assignBalanced, countValues } from "#src/domain/students/balance";
import { limitReached } from "#src/server/errors";
import { recordActivity, teacherActor } from "../activity";
import { type Db, type loadAttributes, touchClass } from "../repository-kit";
import { classLimitMessage, removeStudents, teacherLimitMessage } from "../students";
import {
  INSERT_BATCH,
  insertRosterClass,
  insertRosterStudents,
  type LinkedStudent,
  linkStudents,
  renameStudents,
  teacherStudentCount,
  upsertRosterClass,
} from "./repository";
import type { RosterClassRequest, RosterContext } from "./types";

/** One roster class of an import once checked and planned (./apply.ts). */
export interface Planned {
  input: RosterClassRequest;
  /** null: a class this import makes. */
  classId: string | null;
  className: string;
  plan: RosterPlan;
  removing: { id: string; name: string }[];
  staying: LinkedStudent[];
}

/** docs/product.md#limits: the class and teacher student limits after this import's additions and removals. */
export async function assertRoom(
  trx: Db,
  ctx: RosterContext,
  teacherId: string,
  planned: readonly Planned[],
): Promise<void> {
  const { perClass, perTeacher } = ctx.config.studentLimits;
  let adding = 0;
  let net = 0;
  for (const p of planned) {
    const after = p.staying.length + p.plan.add.length;
    adding += p.plan.add.length;
    net += p.plan.add.length - p.removing.length;
    if (p.plan.add.length > 0 && after > perClass) {
      throw limitReached(
        classLimitMessage(perClass, { kind: "importing", className: p.className }, after),
      );
    }
  }
  if (adding === 0) return;
  const total = (await teacherStudentCount(trx, teacherId)) + net;
  if (total > perTeacher)
    throw limitReached(teacherLimitMessage(perTeacher, { kind: "import" }, total));
}

/** The values newcomers get: balanced over the class, or none at all (N/A). */
export interface NewcomerValues {
  attributes: Awaited<ReturnType<typeof loadAttributes>>;
  values: "balanced" | "none";
}

const NO_VALUES = { number: null, color: null, element: null, shape: null };

export async function write(
  trx: Db,
  teacherId: string,
  source: RosterSource,
  p: Planned,
  newcomers: NewcomerValues,
  now: string,
): Promise<string> {
  const { attributes } = newcomers;
  const classId = p.classId ?? (await insertRosterClass(trx, teacherId, p.className, now));
  await removeStudents(
    trx,
    classId,
    p.removing.map((s) => s.id),
    now,
  );
  // A student matched by name takes the roster's spelling, so the next import sees no rename.
  const byId = new Map(p.staying.map((s) => [s.id, s]));
  const respelled = p.plan.link.filter((l) => byId.get(l.id)?.name !== l.name);
  await renameStudents(
    trx,
    classId,
    [...p.plan.rename.map((r) => ({ id: r.id, name: r.to })), ...respelled],
    now,
  );
  // Newcomers get the balanced values over the students who stay (the CSV import's rule), or
  // none when the teacher turned balanced assignment off for this import; one
  // insert's batch at a time, each batch's values counting the batches before it: 10,000 values
  // at once were one task of tens of milliseconds. Other requests get a turn between batches
  // (on PostgreSQL the statement's wait gives it too; SQLite's driver answers at once).
  const counts = countValues(attributes, p.staying);
  const added: string[] = [];
  for (let start = 0; start < p.plan.add.length; start += INSERT_BATCH) {
    if (start > 0) await nextTurn();
    const batch = p.plan.add.slice(start, start + INSERT_BATCH);
    const values =
      newcomers.values === "balanced"
        ? assignBalanced(attributes, counts, batch.length)
        : batch.map(() => NO_VALUES);
    for (const v of values) addToCounts(attributes, counts, v);
    const rows = batch.map((s, i) => ({ name: s.name, ...values[i] }) as LinkedStudent);
    added.push(...(await insertRosterStudents(trx, classId, rows, now)));
  }
  await linkStudents(trx, classId, [
    ...p.plan.link,
    ...p.plan.add.map((s, i) => ({ id: added[i] as string, externalId: s.externalId })),
  ]);
  await upsertRosterClass(
    trx,
    { classId, source, externalId: p.input.external_id, title: p.input.title },
    now,
  );
  await touchClass(trx, classId, now);
  // Imports fill the teacher's own classes (./apply.ts): recorded as the owner's changes.
  const owner = teacherActor({ role: "owner" }, teacherId);
  if (p.removing.length > 0) {
    await recordActivity(trx, classId, owner, "students.deleted", { count: p.removing.length });
  }
  if (p.plan.add.length > 0) {
    await recordActivity(trx, classId, owner, "students.imported", { count: p.plan.add.length });
  }
  return classId;
}

export function resultOf(p: Planned, created: boolean): RosterClassResult {
  return {
    external_id: p.input.external_id,
    class_id: p.classId,
    class_name: p.className,
    created,
    added: p.plan.add.map((s) => ({ external_id: s.externalId, name: s.name })),
    renamed: p.plan.rename.map((r) => ({ id: r.id, from: r.from, to: r.to })),
    linked: p.plan.link.map((l) => ({ id: l.id, name: l.name })),
    left: p.plan.left.map((s) => ({ id: s.id, name: s.name })),
    removed: p.removing,
    unchanged: p.plan.unchanged,
  };
}
