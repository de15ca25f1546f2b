import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";

/**
 * The data layer's rule of docs/decisions/0032, as a property on SQLite and PostgreSQL: after any
 * sequence of the writes that put students in and out of classes (add, paste/CSV import, OneRoster
 * import, move, delete, class delete) mixed with the writes keyed by a class and a student (roll
 * marks, picks, rules), every such row (absences, selection history, rule places, roster links)
 * names a student of that class, and no rule is left with fewer than two students. Every write
 * goes through the real routes (their transactions and locks), chosen among what exists then.
 */
let t: TestApp;
let me: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "1000" });
  me = await signUp(t.app);
});
afterAll(() => t.close());

const dayOffset = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Op =
  | { kind: "newClass" }
  | { kind: "add"; cls: number }
  | { kind: "paste"; cls: number; count: number }
  | { kind: "roster"; cls: number; ids: number[] }
  | { kind: "move"; student: number; cls: number }
  | { kind: "delete"; student: number }
  | { kind: "deleteClass"; cls: number }
  | { kind: "absent"; cls: number; picks: number[]; yesterday: boolean }
  | { kind: "pick"; cls: number; student: number }
  | { kind: "rule"; cls: number; picks: number[]; together: boolean }
  | { kind: "unrule"; cls: number; rule: number };

const idx = fc.nat(50);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ kind: "newClass" as const }),
  fc.record({ kind: fc.constant("add" as const), cls: idx }),
  fc.record({
    kind: fc.constant("paste" as const),
    cls: idx,
    count: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant("roster" as const),
    cls: idx,
    ids: fc.uniqueArray(fc.nat(5), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant("move" as const), student: idx, cls: idx }),
  fc.record({ kind: fc.constant("move" as const), student: idx, cls: idx }),
  fc.record({ kind: fc.constant("delete" as const), student: idx }),
  fc.record({ kind: fc.constant("deleteClass" as const), cls: idx }),
  fc.record({
    kind: fc.constant("absent" as const),
    cls: idx,
    picks: fc.array(idx, { maxLength: 3 }),
    yesterday: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("pick" as const), cls: idx, student: idx }),
  fc.record({
    kind: fc.constant("rule" as const),
    cls: idx,
    picks: fc.uniqueArray(fc.nat(5), { minLength: 2, maxLength: 3 }),
    together: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("unrule" as const), cls: idx, rule: idx }),
);

const at = <T>(list: readonly T[], i: number): T | undefined =>
  list.length === 0 ? undefined : list[i % list.length];

async function send(method: "POST" | "PUT" | "DELETE", url: string, body?: unknown) {
  const res = await call(t.app, method, url, {
    cookie: me.cookie,
    body: body as Record<string, unknown> | undefined,
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

const classIds = async () =>
  (
    await t.database.db
      .selectFrom("classes")
      .select("id")
      .where("user_id", "=", me.userId)
      .orderBy("id")
      .execute()
  ).map((c) => c.id);
const studentsOf = async (classId?: string) => {
  let query = t.database.db
    .selectFrom("students as s")
    .innerJoin("classes as c", "c.id", "s.class_id")
    .select(["s.id", "s.name", "s.class_id"])
    .where("c.user_id", "=", me.userId);
  if (classId) query = query.where("s.class_id", "=", classId);
  return query.orderBy("s.id").execute();
};

let named = 0;
async function run(o: Op): Promise<void> {
  const classes = await classIds();
  const cls = "cls" in o ? at(classes, o.cls) : undefined;
  switch (o.kind) {
    case "newClass":
      await send("POST", "/api/classes", { name: `C${++named}` });
      return;
    case "add":
      if (cls) await send("POST", "/api/students", { class_id: cls, name: `S${++named}` });
      return;
    case "paste":
      if (!cls) return;
      await send("POST", `/api/classes/${cls}/students/import`, {
        balanced: true,
        rows: Array.from({ length: o.count }, () => ({ name: `P${++named}` })),
      });
      return;
    case "roster":
      if (!cls) return;
      await send("POST", "/api/roster-imports", {
        source: "oneroster",
        classes: [
          {
            external_id: `roster-${cls}`,
            title: "Roster",
            target_class_id: cls,
            students: o.ids.map((i) => ({ external_id: `r${i}`, name: `Roster ${i}` })),
          },
        ],
      });
      return;
    case "move": {
      const student = at(await studentsOf(), o.student);
      if (student && cls) {
        await send("PUT", `/api/students/${student.id}`, { name: student.name, class_id: cls });
      }
      return;
    }
    case "delete": {
      const student = at(await studentsOf(), o.student);
      if (student) await send("DELETE", `/api/students/${student.id}`);
      return;
    }
    case "deleteClass":
      if (cls) await send("DELETE", `/api/classes/${cls}`);
      return;
    case "absent": {
      if (!cls) return;
      const students = await studentsOf(cls);
      const ids = [...new Set(o.picks.map((i) => at(students, i)?.id))].filter(
        (id): id is string => id !== undefined,
      );
      await send("PUT", `/api/attendance/${cls}`, {
        day: dayOffset(o.yesterday ? -1 : 0),
        absent_student_ids: ids,
      });
      return;
    }
    case "pick": {
      const student = cls ? at(await studentsOf(cls), o.student) : undefined;
      if (student)
        await send("POST", "/api/selection-history", { class_id: cls, student_id: student.id });
      return;
    }
    case "rule": {
      if (!cls) return;
      const students = await studentsOf(cls);
      const ids = [...new Set(o.picks.map((i) => at(students, i)?.id))];
      if (ids.length < 2 || ids.some((id) => id === undefined)) return;
      const kind = o.together ? "keep-together" : "keep-apart";
      await send("POST", `/api/classes/${cls}/group-rules`, { kind, student_ids: ids });
      return;
    }
    case "unrule": {
      if (!cls) return;
      const rules = await t.database.db
        .selectFrom("group_rules")
        .select("id")
        .where("class_id", "=", cls)
        .orderBy("id")
        .execute();
      const rule = at(rules, o.rule);
      if (rule) await send("DELETE", `/api/group-rules/${rule.id}`);
      return;
    }
  }
}

/** Rows keyed by a class and a student whose student is not in that class (the whole database). */
async function strays(): Promise<Record<string, unknown[]>> {
  const db = t.database.db;
  const notIn = (alias: string) =>
    sql.raw(`not exists (select 1 from "students" s
      where s."id" = ${alias}."student_id" and s."class_id" = ${alias}."class_id")`);
  const rows = async (query: ReturnType<typeof sql>) =>
    (await (query as ReturnType<typeof sql<Record<string, unknown>>>).execute(db)).rows;
  return {
    absences: await rows(sql`select * from "absences" a where ${notIn("a")}`),
    selection_history: await rows(sql`select * from "selection_history" h where ${notIn("h")}`),
    roster_students: await rows(sql`select * from "roster_students" l where ${notIn("l")}`),
    group_rule_members: await rows(sql`select m.* from "group_rule_members" m
      inner join "group_rules" r on r."id" = m."rule_id"
      where not exists (select 1 from "students" s
        where s."id" = m."student_id" and s."class_id" = r."class_id")`),
    thin_rules: await rows(sql`select r."id" from "group_rules" r
      where (select count(*) from "group_rule_members" m where m."rule_id" = r."id") < 2`),
  };
}

const none = {
  absences: [],
  selection_history: [],
  roster_students: [],
  group_rule_members: [],
  thin_rules: [],
};

describe("rows keyed by a class and a student (property)", () => {
  it("always name a student of that class, whatever moves, deletes and imports came before", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
        // Two classes of two students to start from, every run.
        for (const c of await classIds()) await send("DELETE", `/api/classes/${c}`);
        for (let c = 0; c < 2; c++) {
          const room = (await send("POST", "/api/classes", { name: `Start ${c}` })).json();
          for (let s = 0; s < 2; s++) {
            await send("POST", "/api/students", { class_id: room.id, name: `Start ${c}.${s}` });
          }
        }
        for (const o of ops) await run(o);
        expect(await strays()).toEqual(none);
      }),
      { numRuns: 8, seed: 32, endOnFailure: true },
    );
  });
});
