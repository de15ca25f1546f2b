import { t } from "@lingui/core/macro";
import { CLASS_LIMIT_MESSAGE } from "#src/domain/classes/class-limit";
import { rosterShortNames } from "#src/domain/roster/short-names";
import { planRosterSync, type RosterPlan } from "#src/domain/roster/sync";
import {
  classNameFromTitle,
  type RosterClassResult,
  type RosterLinkDto,
  type RosterSource,
  rosterImportInput,
} from "#src/domain/schemas/rosters";
import type { StudentDto } from "#src/domain/schemas/students";
import type { StudentAttributes } from "#src/domain/students/attributes";
import { assignBalanced, countValues } from "#src/domain/students/balance";
import type { DataSource } from "../source";
import {
  type ClassRecord,
  findClass,
  httpError,
  limitReached,
  loadAttributes,
  type MemoryStore,
  parse,
  studentsOf,
  touchClass,
} from "./store";
import { forgetStudent } from "./students";

type RosterOps = Pick<DataSource, "listRosterLinks" | "importRoster">;

const SOURCE_NAMES: Record<RosterSource, string> = {
  oneroster: "OneRoster",
  google: "Google Classroom",
};

// The server's words (src/server/features/rosters/apply.ts), one message each.
const alreadyLinked = (className: string, title: string, from: string) =>
  t`${className} is already linked to "${title}" from ${from}: choose another class or a new one.`;
const alreadyFills = (title: string, from: string, className: string) =>
  t`"${title}" from ${from} already fills ${className}: import it into that class.`;

interface Planned {
  target: ClassRecord | null;
  plan: RosterPlan;
  removing: { id: string; name: string }[];
}

/**
 * OneRoster import in the demo, as the server does it (its checks in its order,
 * src/server/features/rosters/apply.ts): targets are the teacher's (404); a class linked to
 * another roster class, or a roster class linked to another class, is a 409, and one class
 * filled twice a 400; then the class limit (409); then each removed id must be one the plan
 * lists as left (400). Only then is anything written, every class at once. A class sent without
 * a target fills the class already linked to its roster class, else a new one; newcomers get
 * balanced values; a student matched by name takes the roster's spelling. A dry run answers the
 * same and writes nothing. (The student limits of docs/product.md#limits are the server's alone, as for every write.)
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
      const { source, dry_run, balanced, last_initials, classes } = parse(rosterImportInput, input);
      for (const c of classes) if (c.target_class_id !== null) findClass(store, c.target_class_id);
      const linkedTo = new Map<string, ClassRecord>();
      for (const link of store.rosterClasses.values()) {
        const room = store.classes.get(link.class_id);
        if (room && link.source === source) linkedTo.set(link.external_id, room);
      }
      const filled = new Set<string>();
      const targets = classes.map((c, i) => {
        const linked = linkedTo.get(c.external_id);
        const target = c.target_class_id === null ? linked : findClass(store, c.target_class_id);
        if (!target) return null;
        const link = store.rosterClasses.get(target.id);
        if (link && (link.source !== source || link.external_id !== c.external_id)) {
          throw httpError(409, {
            error: alreadyLinked(target.name, link.title, SOURCE_NAMES[link.source]),
          });
        }
        if (linked && linked.id !== target.id) {
          throw httpError(409, {
            error: alreadyFills(c.title, SOURCE_NAMES[source], linked.name),
          });
        }
        if (filled.has(target.id)) {
          const className = target.name;
          const message = t`${className} can be filled by one roster class only`;
          throw httpError(400, {
            error: message,
            details: [{ field: `body.classes.${i}.target_class_id`, message }],
          });
        }
        filled.add(target.id);
        return target;
      });
      const creating = targets.filter((t) => t === null).length;
      if (creating > 0 && store.classes.size + creating > store.classLimit) {
        throw limitReached(CLASS_LIMIT_MESSAGE(store.classLimit));
      }

      const planned: Planned[] = classes.map((c, i) => {
        const target = targets[i] ?? null;
        const incoming = c.students.map((s) => ({ externalId: s.external_id, name: s.name }));
        const existing = target ? linkedStudents(target.id) : [];
        // First names and last initials only, as the server does (decision 0057).
        const named = last_initials ? rosterShortNames(existing, incoming) : incoming;
        const plan = planRosterSync(existing, named);
        const left = new Map(plan.left.map((s) => [s.id, s]));
        const removeIds = [...new Set(c.remove_student_ids)];
        for (const id of removeIds) {
          if (left.has(id)) continue;
          const className = target?.name ?? c.title;
          const message = t`${id} is not a student who left ${className}`;
          throw httpError(400, {
            error: message,
            details: [{ field: `body.classes.${i}.remove_student_ids`, message }],
          });
        }
        const removing = removeIds.map((id) => {
          const s = left.get(id) as { id: string; name: string };
          return { id: s.id, name: s.name };
        });
        return { target, plan, removing };
      });

      const results: RosterClassResult[] = planned.map(({ target, plan, removing }, i) => {
        const c = classes[i] as (typeof classes)[number];
        return {
          external_id: c.external_id,
          class_id: target?.id ?? null,
          class_name: target?.name ?? classNameFromTitle(c.title),
          created: target === null,
          added: plan.add.map((s) => ({ external_id: s.externalId, name: s.name })),
          renamed: plan.rename.map(({ id, from, to }) => ({ id, from, to })),
          linked: plan.link.map(({ id, name }) => ({ id, name })),
          left: plan.left.map(({ id, name }) => ({ id, name })),
          removed: removing,
          unchanged: plan.unchanged,
        };
      });
      if (dry_run) return { dry_run: true, classes: results };

      const attributes = loadAttributes(store);
      const now = store.now();
      planned.forEach(({ target, plan, removing }, i) => {
        const c = classes[i] as (typeof classes)[number];
        const record = target ?? createClass(store, classNameFromTitle(c.title), now);
        (results[i] as RosterClassResult).class_id = record.id;
        for (const { id } of removing) {
          const student = store.students.get(id);
          if (student) forgetStudent(store, student);
        }
        for (const change of [...plan.rename, ...plan.link]) {
          rename(store, change.id, "to" in change ? change.to : change.name, now);
          store.rosterStudents.set(change.id, change.externalId);
        }
        // Newcomers get the balanced values over the students who stay (the CSV import's rule),
        // or none when balanced assignment is off for this import.
        const counts = countValues(attributes, studentsOf(store, record.id));
        const values = balanced
          ? assignBalanced(attributes, counts, plan.add.length, store.random)
          : plan.add.map(() => ({ number: null, color: null, element: null, shape: null }));
        plan.add.forEach((s, j) => {
          const id = store.newId("student");
          store.students.set(id, newStudent(id, record.id, s.name, values[j], now));
          store.rosterStudents.set(id, s.externalId);
        });
        const before = store.rosterClasses.get(record.id);
        store.rosterClasses.set(record.id, {
          class_id: record.id,
          source,
          external_id: c.external_id,
          title: c.title,
          linked_at: before?.linked_at ?? now,
          synced_at: now,
        } satisfies RosterLinkDto);
        touchClass(store, record.id, now);
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

/** A roster student: the roster's name and balanced values. */
function newStudent(
  id: string,
  classId: string,
  name: string,
  values: StudentAttributes | undefined,
  now: string,
): StudentDto {
  return {
    id,
    class_id: classId,
    name,
    number: values?.number ?? null,
    color: values?.color ?? null,
    element: values?.element ?? null,
    shape: values?.shape ?? null,
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
