import { pickMode } from "#src/domain/schemas/attendance";
import { listRules } from "../group-rules/repository";
import type { Db } from "../repository-kit";
import { savedGroupingsJson } from "./export-groupings";
import { openObject, PAGE, pagedArray, yieldToOthers } from "./export-pages";
import { seatingJson } from "./export-seating";

export interface ExportedClass {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

type StudentRow = {
  id: string;
  name: string;
  number: number | string | null;
  color: string | null;
  element: string | null;
  shape: string | null;
  created_at: string;
  updated_at: string;
  roster_external_id: string | null;
};

const studentJson = (s: StudentRow) =>
  JSON.stringify({
    id: s.id,
    name: s.name,
    number: s.number === null ? null : Number(s.number),
    color: s.color,
    element: s.element,
    shape: s.shape,
    created_at: s.created_at,
    updated_at: s.updated_at,
    roster_external_id: s.roster_external_id,
  });

/** A page of the class's students by id, each with their roster id or null. */
const readStudents = (db: Db, classId: string, after: StudentRow | undefined) => {
  let query = db
    .selectFrom("students as s")
    .leftJoin("roster_students as r", "r.student_id", "s.id")
    .select([
      "s.id",
      "s.name",
      "s.number",
      "s.color",
      "s.element",
      "s.shape",
      "s.created_at",
      "s.updated_at",
      "r.external_id as roster_external_id",
    ])
    .where("s.class_id", "=", classId);
  if (after) query = query.where("s.id", ">", after.id);
  return query.orderBy("s.id").limit(PAGE).execute();
};

type PickRow = { id: string; student_id: string; created_at: string };

/** A page of who the wheel picked, oldest first. */
const readHistory = (db: Db, classId: string, after: PickRow | undefined) => {
  let query = db
    .selectFrom("selection_history")
    .select(["id", "student_id", "created_at"])
    .where("class_id", "=", classId);
  if (after) {
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple("created_at", "id"), ">", tuple(after.created_at, after.id)),
    );
  }
  return query.orderBy("created_at").orderBy("id").limit(PAGE).execute();
};

/** Rows of a paged read, one at a time, letting others run between pages. */
async function* rowsOf<R>(read: (after: R | undefined) => Promise<R[]>): AsyncGenerator<R> {
  let after: R | undefined;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1];
    await yieldToOthers();
  }
}

type DayRow = { day: string; updated_at: string };
type AbsenceRow = { day: string; student_id: string };

/** Each marked day (oldest first) with its absent students, both read page by page. */
async function* attendanceJson(db: Db, classId: string): AsyncGenerator<string> {
  const absences = rowsOf<AbsenceRow>((after) => {
    let query = db
      .selectFrom("absences")
      .select(["day", "student_id"])
      .where("class_id", "=", classId);
    if (after) {
      query = query.where(({ eb, refTuple, tuple }) =>
        eb(refTuple("day", "student_id"), ">", tuple(after.day, after.student_id)),
      );
    }
    return query.orderBy("day").orderBy("student_id").limit(PAGE).execute();
  });
  let next = await absences.next();
  const days = rowsOf<DayRow>((after) => {
    let query = db
      .selectFrom("attendance_days")
      .select(["day", "updated_at"])
      .where("class_id", "=", classId);
    if (after) query = query.where("day", ">", after.day);
    return query.orderBy("day").limit(PAGE).execute();
  });
  let text = "[";
  let first = true;
  for await (const d of days) {
    const absent: string[] = [];
    // Absences of a day that has no roll are not part of any day (as before).
    while (!next.done && next.value.day < d.day) next = await absences.next();
    while (!next.done && next.value.day === d.day) {
      absent.push(next.value.student_id);
      next = await absences.next();
    }
    const day = { day: d.day, absent_student_ids: absent, updated_at: d.updated_at };
    text += first ? JSON.stringify(day) : `,${JSON.stringify(day)}`;
    first = false;
    if (text.length > 64 * 1024) {
      yield text;
      text = "";
    }
  }
  await absences.return(undefined);
  yield `${text}]`;
}

/** How the teacher last asked for groups in the class, as stored, or null if they never did. */
async function groupSettingsOf(db: Db, classId: string) {
  const row = await db
    .selectFrom("group_settings")
    .select(["settings", "updated_at"])
    .where("class_id", "=", classId)
    .executeTakeFirst();
  if (!row) return null;
  let settings: unknown;
  try {
    settings = JSON.parse(row.settings);
  } catch {
    settings = {};
  }
  const choices = typeof settings === "object" && settings !== null ? settings : {};
  return { settings: choices, updated_at: row.updated_at };
}

/**
 * One class of the archive, in the order and shape of `accountExport`'s class: its fields, its
 * students, the wheel's picks, the picking mode and spin length, the group choices, the rolls, the rules, the saved groupings, the
 * rooms, seat needs and saved seating charts, and the roster link.
 */
export async function* classJson(db: Db, c: ExportedClass): AsyncGenerator<string> {
  yield `${openObject(c)},"students":`;
  yield* pagedArray<StudentRow>((after) => readStudents(db, c.id, after), studentJson);
  yield `,"selection_history":`;
  yield* pagedArray<PickRow>(
    (after) => readHistory(db, c.id, after),
    (h) => JSON.stringify({ id: h.id, student_id: h.student_id, created_at: h.created_at }),
  );
  const wheel = await db
    .selectFrom("wheel_settings")
    .select(["pick_mode", "spin_seconds"])
    .where("class_id", "=", c.id)
    .executeTakeFirst();
  const mode = wheel ? pickMode.parse(wheel.pick_mode) : "equal";
  const spin = wheel?.spin_seconds ?? null;
  yield `,"pick_mode":${JSON.stringify(mode)},"spin_seconds":${JSON.stringify(spin)}`;
  yield `,"group_settings":${JSON.stringify(await groupSettingsOf(db, c.id))},"attendance":`;
  yield* attendanceJson(db, c.id);
  const rules = (await listRules(db, c.id)).map(({ class_id: _, ...r }) => r);
  yield `,"group_rules":${JSON.stringify(rules)},"saved_groupings":`;
  yield* savedGroupingsJson(db, c.id);
  yield* seatingJson(db, c.id);
  const roster = await db
    .selectFrom("roster_classes")
    .select(["source", "external_id", "title", "linked_at", "synced_at"])
    .where("class_id", "=", c.id)
    .executeTakeFirst();
  yield `,"roster":${JSON.stringify(roster ?? null)}}`;
}
