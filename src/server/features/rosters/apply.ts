import { assignBalanced, countValues } from "../../../domain";
import { planRosterSync, type RosterPlan } from "../../../domain/roster-sync";
import {
  CLASS_LIMIT_MESSAGE,
  classNameFromTitle,
  type RosterClassResult,
  type RosterImportResult,
  type RosterSource,
  rosterClassInput,
} from "../../../domain/schemas";
import type { Database, Dialect } from "../../db/connect";
import type { Config } from "../../env";
import { HttpError } from "../../errors";
import { lockTeacher, teacherTransaction } from "../locks";
import { type Db, loadAttributes, nowIso, touchClass } from "../shared";
import { classLimitMessage, teacherLimitMessage } from "../students/limits";
import { removeStudents } from "../students/repository";
import {
  insertRosterClass,
  insertRosterStudents,
  type LinkedStudent,
  linkedStudents,
  linkStudents,
  renameStudents,
  teacherClasses,
  teacherStudentCount,
  upsertRosterClass,
} from "./repository";

/**
 * Issue 18.2/18.3: a roster import or re-import (OneRoster) or sync (Google Classroom) of one or
 * several roster classes, all or nothing (decision 0021, "Storage and the import endpoint").
 */
export interface RosterClassRequest {
  external_id: string;
  title: string;
  /** The class to fill; null: the class already linked to this roster class, else a new one. */
  target_class_id: string | null;
  students: readonly { external_id: string; name: string }[];
  /** Ids of students the plan lists as `left` that the teacher chose to remove. */
  remove_student_ids?: readonly string[];
}

export interface RosterImportRequest {
  teacherId: string;
  source: RosterSource;
  classes: readonly RosterClassRequest[];
  /** Plan and check everything, write nothing (new classes answer class_id null). */
  dryRun: boolean;
}

export interface RosterContext {
  config: Pick<Config, "classLimit" | "studentLimits">;
  database: { dialect: Dialect };
}

const SOURCE_NAMES: Record<RosterSource, string> = {
  oneroster: "OneRoster",
  google: "Google Classroom",
};

interface Planned {
  input: RosterClassRequest;
  /** null: a class this import makes. */
  classId: string | null;
  className: string;
  plan: RosterPlan;
  removing: { id: string; name: string }[];
  staying: LinkedStudent[];
}

/**
 * The import in the teacher's transaction (`trx`, whose teacher lock the caller may already
 * hold: it is taken here too, a no-op then). Checks, in this order, and throws before writing
 * anything: each class's input (400 with field details), each target class is the teacher's
 * (404), no class is linked to another roster class, nor a roster class to another class, nor
 * one class filled twice (409), the class limit counting the new classes (409), each removed id
 * is one of the plan's `left` (400), the student limits per class and per teacher after the
 * removals (409). Then, unless `dryRun`, writes every class. Answers per class, in order.
 * Call it through `importRosters` unless it must share a transaction with other work.
 */
export async function applyRosterImport(
  trx: Db,
  ctx: RosterContext,
  request: RosterImportRequest,
): Promise<RosterImportResult> {
  const { teacherId, source, dryRun } = request;
  const classes = request.classes.map((c, i) => validated(c, i));
  await lockTeacher(trx, ctx.database.dialect, teacherId);
  const owned = await teacherClasses(trx, teacherId);
  const byId = new Map(owned.map((c) => [c.id, c]));
  const linkedTo = new Map(
    owned.filter((c) => c.source === source).map((c) => [c.external_id as string, c]),
  );
  for (const c of classes) {
    if (c.target_class_id !== null && !byId.has(c.target_class_id)) {
      throw new HttpError(404, "Class not found");
    }
  }
  const filled = new Set<string>();
  const targets = classes.map((c) => {
    const linked = linkedTo.get(c.external_id);
    const target = c.target_class_id === null ? linked : byId.get(c.target_class_id);
    if (!target) return null;
    if (
      target.external_id !== null &&
      (target.source !== source || target.external_id !== c.external_id)
    ) {
      throw new HttpError(
        409,
        `${target.name} is already linked to "${target.title}" from ${SOURCE_NAMES[target.source as RosterSource]}: choose another class or a new one.`,
      );
    }
    if (linked && linked.id !== target.id) {
      throw new HttpError(
        409,
        `"${c.title}" from ${SOURCE_NAMES[source]} already fills ${linked.name}: import it into that class.`,
      );
    }
    if (filled.has(target.id)) {
      throw new HttpError(409, `${target.name} can be filled by one roster class only.`);
    }
    filled.add(target.id);
    return target;
  });
  const newClasses = targets.filter((t) => t === null).length;
  if (newClasses > 0 && owned.length + newClasses > ctx.config.classLimit) {
    throw new HttpError(409, CLASS_LIMIT_MESSAGE(ctx.config.classLimit));
  }

  const planned: Planned[] = [];
  for (const [i, input] of classes.entries()) {
    const target = targets[i] ?? null;
    const existing = target ? await linkedStudents(trx, target.id) : [];
    const plan = planRosterSync(
      existing,
      input.students.map((s) => ({ externalId: s.external_id, name: s.name })),
    );
    const left = new Map(plan.left.map((s) => [s.id, s]));
    const removeIds = [...new Set(input.remove_student_ids ?? [])];
    for (const [j, id] of removeIds.entries()) {
      if (left.has(id)) continue;
      const message = `${id} is not a student who left ${target?.name ?? input.title}`;
      throw new HttpError(400, message, [
        { field: `body.classes.${i}.remove_student_ids.${j}`, message },
      ]);
    }
    const removing = removeIds.map((id) => {
      const s = left.get(id) as { id: string; name: string };
      return { id: s.id, name: s.name };
    });
    const gone = new Set(removeIds);
    planned.push({
      input,
      classId: target?.id ?? null,
      className: target?.name ?? classNameFromTitle(input.title),
      plan,
      removing,
      staying: existing.filter((s) => !gone.has(s.id)),
    });
  }
  await assertRoom(trx, ctx, teacherId, planned);
  if (!dryRun) {
    const attributes = await loadAttributes(trx, teacherId);
    const now = nowIso();
    for (const p of planned) p.classId = await write(trx, teacherId, source, p, attributes, now);
  }
  return { dry_run: dryRun, classes: planned.map((p, i) => resultOf(p, targets[i] === null)) };
}

/** `applyRosterImport` in its own teacher transaction, retried on deadlocks (locks.ts). */
export function importRosters(
  ctx: { config: RosterContext["config"]; database: Database },
  request: RosterImportRequest,
): Promise<RosterImportResult> {
  return teacherTransaction(ctx.database, request.teacherId, (trx) =>
    applyRosterImport(trx, ctx, request),
  );
}

/** The contract's checks for callers that did not go through the route (Google Classroom). */
function validated(input: RosterClassRequest, index: number): RosterClassRequest {
  const parsed = rosterClassInput.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new HttpError(
    400,
    "Invalid request",
    parsed.error.issues.map((issue) => ({
      field: ["body", "classes", index, ...issue.path].join("."),
      message: issue.message,
    })),
  );
}

/** D5: the class and teacher student limits after this import's additions and removals. */
async function assertRoom(
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
      throw new HttpError(409, classLimitMessage(perClass, `importing ${p.className}`, after));
    }
  }
  if (adding === 0) return;
  const total = (await teacherStudentCount(trx, teacherId)) + net;
  if (total > perTeacher)
    throw new HttpError(409, teacherLimitMessage(perTeacher, "this import", total));
}

async function write(
  trx: Db,
  teacherId: string,
  source: RosterSource,
  p: Planned,
  attributes: Awaited<ReturnType<typeof loadAttributes>>,
  now: string,
): Promise<string> {
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
  // Newcomers get the balanced values over the students who stay (the CSV import's rule).
  const counts = countValues(attributes, p.staying);
  const values = assignBalanced(attributes, counts, p.plan.add.length);
  const added = await insertRosterStudents(
    trx,
    classId,
    p.plan.add.map((s, i) => ({ name: s.name, ...values[i] }) as LinkedStudent),
    now,
  );
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
  return classId;
}

function resultOf(p: Planned, created: boolean): RosterClassResult {
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
