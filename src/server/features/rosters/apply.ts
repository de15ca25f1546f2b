import { setImmediate as nextTurn } from "node:timers/promises";
import { msg } from "@lingui/core/macro";
import { CLASS_LIMIT_MESSAGE } from "#src/domain/classes/class-limit";
import { isolate } from "#src/domain/languages";
import { rosterShortNames } from "#src/domain/roster/short-names";
import { planRosterSync } from "#src/domain/roster/sync";
import {
  classNameFromTitle,
  type RosterImportResult,
  type RosterSource,
  serverReadRosterClasses,
} from "#src/domain/schemas/rosters";
import type { Database } from "#src/server/db/connect";
import { HttpError, limitReached } from "#src/server/errors";
import { say } from "#src/server/i18n";
import { findClassAccess } from "../class-access";
import { lockTeacher, teacherTransaction } from "../locks";
import { type Db, loadAttributes, nowIso } from "../repository-kit";
import { assertRoom, type Planned, resultOf, write } from "./apply-write";
import { linkedStudents, teacherClasses } from "./repository";
import type { RosterClassRequest, RosterContext, RosterImportRequest } from "./types";

export type { RosterClassRequest, RosterContext, RosterImportRequest } from "./types";

const SOURCE_NAMES: Record<RosterSource, string> = {
  oneroster: "OneRoster",
  google: "Google Classroom",
};

/**
 * The import in the teacher's transaction (`trx`, whose teacher lock the caller may already
 * hold: it is taken here too, a no-op then). Checks, in this order, and throws before writing
 * anything: each class's input (400 with field details), each target class is the teacher's
 * (404), no class is linked to another roster class, nor a roster class to another class (409),
 * no class filled twice (400), the class limit counting the new classes (409), each removed id
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
  const classes = request.checked ? [...request.classes] : validated(request.classes);
  await lockTeacher(trx, ctx.database.dialect, teacherId);
  const owned = await teacherClasses(trx, teacherId);
  const byId = new Map(owned.map((c) => [c.id, c]));
  const linkedTo = new Map(
    owned.filter((c) => c.source === source).map((c) => [c.external_id as string, c]),
  );
  for (const c of classes) {
    if (c.target_class_id !== null && !byId.has(c.target_class_id)) {
      // Imports fill the teacher's own classes: a co-teacher gets 403, anyone else 404.
      await findClassAccess(trx, teacherId, c.target_class_id, "own");
      throw new HttpError(404, msg`Class not found`);
    }
  }
  const filled = new Set<string>();
  const targets = classes.map((c, i) => {
    const linked = linkedTo.get(c.external_id);
    const target = c.target_class_id === null ? linked : byId.get(c.target_class_id);
    if (!target) return null;
    if (
      target.external_id !== null &&
      (target.source !== source || target.external_id !== c.external_id)
    ) {
      const className = isolate(target.name);
      const title = isolate(target.title ?? "");
      const from = SOURCE_NAMES[target.source as RosterSource];
      throw new HttpError(
        409,
        msg`${className} is already linked to "${title}" from ${from}: choose another class or a new one.`,
      );
    }
    if (linked && linked.id !== target.id) {
      const title = isolate(c.title);
      const from = SOURCE_NAMES[source];
      const className = isolate(linked.name);
      throw new HttpError(
        409,
        msg`"${title}" from ${from} already fills ${className}: import it into that class.`,
      );
    }
    if (filled.has(target.id)) {
      const className = isolate(target.name);
      const message = msg`${className} can be filled by one roster class only`;
      throw new HttpError(400, message, [
        { field: `body.classes.${i}.target_class_id`, message: say("en", message) },
      ]);
    }
    filled.add(target.id);
    return target;
  });
  const newClasses = targets.filter((t) => t === null).length;
  if (newClasses > 0 && owned.length + newClasses > ctx.config.classLimit) {
    throw limitReached(CLASS_LIMIT_MESSAGE(ctx.config.classLimit));
  }

  // First names and last initials only: the teacher's choice or the server's setting.
  const initials = ctx.config.studentNames === "initials" || request.initials === true;
  const planned: Planned[] = [];
  for (const [i, input] of classes.entries()) {
    // Each class's plan (up to 10,000 students matched) is its own task: other requests are
    // answered between them (a new class reads nothing first, so nothing else would yield).
    if (i > 0) await nextTurn();
    const target = targets[i] ?? null;
    const existing = target ? await linkedStudents(trx, target.id) : [];
    const incoming = input.students.map((s) => ({ externalId: s.external_id, name: s.name }));
    const plan = planRosterSync(
      existing,
      initials ? rosterShortNames(existing, incoming) : incoming,
    );
    const left = new Map(plan.left.map((s) => [s.id, s]));
    const removeIds = [...new Set(input.remove_student_ids ?? [])];
    for (const id of removeIds) {
      if (left.has(id)) continue;
      const className = isolate(target?.name ?? input.title);
      const message = msg`${id} is not a student who left ${className}`;
      throw new HttpError(400, message, [
        { field: `body.classes.${i}.remove_student_ids`, message: say("en", message) },
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
    const values = request.balanced === false ? "none" : "balanced";
    for (const p of planned) {
      p.classId = await write(trx, teacherId, source, p, { attributes, values }, now);
    }
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

/**
 * The contract's checks for callers that did not go through the route (Google Classroom); the
 * number of students per class is the class limit's to refuse (`assertRoom`, 409).
 */
function validated(classes: readonly RosterClassRequest[]): RosterClassRequest[] {
  const parsed = serverReadRosterClasses.safeParse(classes);
  if (parsed.success) return parsed.data;
  throw new HttpError(
    400,
    msg`Invalid request`,
    parsed.error.issues.map((issue) => ({
      field: ["body", "classes", ...issue.path].join("."),
      message: issue.message,
    })),
  );
}
