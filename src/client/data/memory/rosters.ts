import { planRosterSync, type RosterPlan } from "../../../domain/roster-sync";
import {
  CLASS_LIMIT_MESSAGE,
  classNameFromTitle,
  type RosterClassResult,
  type RosterLinkDto,
  rosterImportInput,
  type StudentDto,
} from "../../../domain/schemas";
import type { DataSource } from "../source";
import {
  type ClassRecord,
  findClass,
  httpError,
  invalid,
  type MemoryStore,
  parse,
  studentsOf,
  touchClass,
} from "./store";
import { forgetStudent } from "./students";

type RosterOps = Pick<DataSource, "listRosterLinks" | "importRoster">;

export const SAME_TARGET_MESSAGE = "Two classes of the import cannot fill the same class";
export const NOT_LEFT_MESSAGE = "Only students who left the roster can be removed";

interface Planned {
  index: number;
  target: ClassRecord | null;
  plan: RosterPlan;
  remove: Set<string>;
}

/**
 * OneRoster import in the demo (issue 18.2), as the server does it: every class planned with
 * `planRosterSync` against its target's students and their roster ids, every check made before
 * anything is written (the class limit, targets, removals), then all written at once. A dry run
 * answers the same plan and writes nothing. Links live in the store like the server's tables.
 */
export function rosterOps(store: MemoryStore): RosterOps {
  const linkedStudents = (classId: string) =>
    studentsOf(store, classId).map((s) => ({
      id: s.id,
      name: s.name,
      externalId: store.rosterStudents.get(s.id) ?? null,
    }));

  return {
    async listRosterLinks() {
      return [...store.rosterClasses.values()].map((link) => ({ ...link }));
    },

    async importRoster(input) {
      const body = parse(rosterImportInput, input);
      const targets = new Set<string>();
      const planned: Planned[] = body.classes.map((room, index) => {
        const target =
          room.target_class_id === null ? null : findClass(store, room.target_class_id);
        if (target) {
          if (targets.has(target.id)) {
            throw invalid([
              { field: `body.classes.${index}.target_class_id`, message: SAME_TARGET_MESSAGE },
            ]);
          }
          targets.add(target.id);
        }
        const incoming = room.students.map((s) => ({ externalId: s.external_id, name: s.name }));
        const plan = planRosterSync(target ? linkedStudents(target.id) : [], incoming);
        const left = new Set(plan.left.map((s) => s.id));
        const remove = new Set(room.remove_student_ids);
        if ([...remove].some((id) => !left.has(id))) {
          throw invalid([
            { field: `body.classes.${index}.remove_student_ids`, message: NOT_LEFT_MESSAGE },
          ]);
        }
        return { index, target, plan, remove };
      });
      const creating = planned.filter((p) => p.target === null).length;
      if (creating > 0 && store.classes.size + creating > store.classLimit) {
        throw httpError(409, { error: CLASS_LIMIT_MESSAGE(store.classLimit) });
      }

      const results: RosterClassResult[] = planned.map(({ index, target, plan, remove }) => {
        const room = body.classes[index] as (typeof body.classes)[number];
        return {
          external_id: room.external_id,
          class_id: target?.id ?? null,
          class_name: target?.name ?? classNameFromTitle(room.title),
          created: target === null,
          added: plan.add.map((s) => ({ external_id: s.externalId, name: s.name })),
          renamed: plan.rename.map(({ id, from, to }) => ({ id, from, to })),
          linked: plan.link.map(({ id, name }) => ({ id, name })),
          left: plan.left.map(({ id, name }) => ({ id, name })),
          removed: plan.left.filter((s) => remove.has(s.id)).map(({ id, name }) => ({ id, name })),
          unchanged: plan.unchanged,
        };
      });
      if (body.dry_run) return { dry_run: true, classes: results };

      const now = store.now();
      planned.forEach(({ index, target, plan, remove }) => {
        const room = body.classes[index] as (typeof body.classes)[number];
        const result = results[index] as RosterClassResult;
        const record = target ?? createClass(store, classNameFromTitle(room.title), now);
        result.class_id = record.id;
        for (const s of plan.add) {
          const id = store.newId("student");
          store.students.set(id, newStudent(id, record.id, s.name, now));
          store.rosterStudents.set(id, s.externalId);
        }
        for (const change of [...plan.rename, ...plan.link]) {
          const name = "to" in change ? change.to : change.name;
          rename(store, change.id, name, now);
          store.rosterStudents.set(change.id, change.externalId);
        }
        for (const s of plan.left) {
          const student = store.students.get(s.id);
          if (remove.has(s.id) && student) forgetStudent(store, student);
        }
        const before = store.rosterClasses.get(record.id);
        const same = before?.source === "oneroster" && before.external_id === room.external_id;
        // Links are listed by linked_at: a class linked anew goes last.
        if (!same) store.rosterClasses.delete(record.id);
        store.rosterClasses.set(record.id, {
          class_id: record.id,
          source: "oneroster",
          external_id: room.external_id,
          title: room.title,
          linked_at: same ? before.linked_at : now,
          synced_at: now,
        } satisfies RosterLinkDto);
        const changed = plan.add.length + plan.rename.length + plan.link.length + remove.size;
        if (target && changed > 0) touchClass(store, record.id, now);
      });
      return { dry_run: false, classes: results };
    },
  };
}

function createClass(store: MemoryStore, name: string, now: string): ClassRecord {
  const record: ClassRecord = {
    id: store.newId("class"),
    name,
    description: null,
    user_id: store.userId,
    created_at: now,
    updated_at: now,
    version: 1,
  };
  store.classes.set(record.id, record);
  return record;
}

/** A roster student: the name only (18.6); attributes are set later, by hand or by shuffle. */
function newStudent(id: string, classId: string, name: string, now: string): StudentDto {
  return {
    id,
    class_id: classId,
    name,
    number: null,
    color: null,
    element: null,
    shape: null,
    created_at: now,
    updated_at: now,
    version: 1,
  };
}

function rename(store: MemoryStore, id: string, name: string, now: string): void {
  const student = store.students.get(id);
  if (!student || student.name === name) return;
  store.students.set(id, { ...student, name, updated_at: now, version: student.version + 1 });
}
