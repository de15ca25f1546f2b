import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SettingDto } from "#src/domain/schemas/settings";
import type { StudentDto } from "#src/domain/schemas/students";
import { createLaterTable, rowsOf } from "../../support/account-testing";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";

/**
 * Every transaction that writes a teacher's rows takes the teacher's
 * lock first (../locks.ts), so a shuffle can't write back options a settings change removed,
 * parallel shuffles don't deadlock, and account deletion doesn't race imports. On PostgreSQL
 * the requests really run at once on the pool's connections; SQLite runs them one at a time
 * and must give the same answers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createLaterTable(t.database.db);
});
afterAll(() => t.close());

const PASSWORD = "correct horse battery";
const CLASS_SIZE = 2000;
const TRIALS = 20;

type Teacher = { cookie: string; userId: string };

async function classOf(who: Teacher, size: number, name = "Big class"): Promise<string> {
  const room = await roster(t.app, who.cookie).newClass(name);
  const rows = Array.from({ length: size }, (_, i) => ({ name: `Student ${i + 1}` }));
  const res = await call(t.app, "POST", `/api/classes/${room.id}/students/import`, {
    cookie: who.cookie,
    body: { rows, balanced: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return room.id;
}

const statuses = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode);
const serverErrors = (answers: { statusCode: number; body: string }[]) =>
  answers.filter((r) => r.statusCode >= 500).map((r) => `${r.statusCode} ${r.body}`);

async function colorSetting(who: Teacher): Promise<SettingDto | undefined> {
  const res = await call(t.app, "GET", `/api/teacher-settings/${who.userId}`, {
    cookie: who.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SettingDto[]).find((s) => s.attribute_name === "color");
}

async function students(who: Teacher, classId: string): Promise<StudentDto[]> {
  return roster(t.app, who.cookie).students(classId);
}

describe("a shuffle and a settings change at the same time", () => {
  it(`${TRIALS} trials: no student keeps a colour that is no longer an option, no 5xx`, async () => {
    const me = await signUp(t.app);
    const classId = await classOf(me, CLASS_SIZE);
    const created = await call(t.app, "POST", "/api/teacher-settings", {
      cookie: me.cookie,
      body: {
        attribute_name: "color",
        display_name: "Color",
        options: ["A0", "B0", "C0", "E0"],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const settingId =
      (created.json() as { setting?: SettingDto; id?: string }).setting?.id ??
      (created.json() as SettingDto).id;
    let outside = 0;
    const errors: string[] = [];
    for (let trial = 1; trial <= TRIALS; trial++) {
      const current = (await colorSetting(me))?.options ?? [];
      const [a, b, c, d] = current as [string, string, string, string];
      // The shuffle goes first; the change (rename a, remove b) arrives while it runs.
      const shuffle = call(t.app, "POST", `/api/classes/${classId}/shuffle`, { cookie: me.cookie });
      await new Promise((resolve) => setTimeout(resolve, trial % 4));
      const change = call(t.app, "PUT", `/api/teacher-settings/${settingId}`, {
        cookie: me.cookie,
        body: {
          attribute_name: "color",
          display_name: "Color",
          options: [`A${trial}`, c, d, `E${trial}`],
          renames: [{ from: a, to: `A${trial}` }],
        },
      });
      const answers = await Promise.all([shuffle, change]);
      errors.push(...serverErrors(answers));
      expect(statuses(answers)).toEqual([200, 200]);
      const options = new Set((await colorSetting(me))?.options);
      expect(options.has(b)).toBe(false);
      const roster = await students(me, classId);
      outside += roster.filter((s) => s.color !== null && !options.has(s.color)).length;
    }
    console.log(
      `shuffle vs settings change (${dbKind}): ${TRIALS} trials x ${CLASS_SIZE} students, ${outside} students outside the options, ${errors.length} x 5xx`,
    );
    expect(errors).toEqual([]);
    expect(outside).toBe(0);
  });
});

describe("parallel shuffles of one class", () => {
  it(`6 at once x ${TRIALS} trials: all 200, every student moved on 6 versions`, async () => {
    const me = await signUp(t.app);
    const classId = await classOf(me, 300);
    const errors: string[] = [];
    let version = (await students(me, classId))[0]?.version ?? 0;
    for (let trial = 1; trial <= TRIALS; trial++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          call(t.app, "POST", `/api/classes/${classId}/shuffle`, { cookie: me.cookie }),
        ),
      );
      errors.push(...serverErrors(answers));
      expect(statuses(answers)).toEqual(Array(6).fill(200));
      version += 6;
      const after = await students(me, classId);
      expect(after).toHaveLength(300);
      expect(new Set(after.map((s) => s.version))).toEqual(new Set([version]));
      // Shuffled values stay even (docs/product.md#balanced-assignment): each option held by 75 of the 300.
      const reds = after.filter((s) => s.color === "Red").length;
      expect(reds).toBe(75);
    }
    console.log(`6 parallel shuffles (${dbKind}): ${TRIALS} trials, ${errors.length} x 5xx`);
    expect(errors).toEqual([]);
  });

  it("mixed writers of one teacher at once (shuffle, import, edits, picks, deletes): no 5xx", async () => {
    const me = await signUp(t.app);
    const classId = await classOf(me, 400);
    const other = await classOf(me, 50, "Small class");
    const list = await students(me, classId);
    const errors: string[] = [];
    for (let trial = 0; trial < 5; trial++) {
      const some = list.slice(trial * 20, trial * 20 + 20);
      const answers = await Promise.all([
        call(t.app, "POST", `/api/classes/${classId}/shuffle`, { cookie: me.cookie }),
        call(t.app, "POST", `/api/classes/${classId}/students/import`, {
          cookie: me.cookie,
          body: { rows: [{ name: `New ${trial}` }], balanced: true },
        }),
        call(t.app, "POST", `/api/classes/${other}/shuffle`, { cookie: me.cookie }),
        ...some.slice(0, 5).map((s) =>
          call(t.app, "PUT", `/api/students/${s.id}`, {
            cookie: me.cookie,
            body: { name: `${s.name}!`, color: "Green" },
          }),
        ),
        ...some.slice(5, 10).map((s) =>
          call(t.app, "POST", "/api/selection-history", {
            cookie: me.cookie,
            body: { class_id: classId, student_id: s.id },
          }),
        ),
        ...some
          .slice(10, 13)
          .map((s) => call(t.app, "DELETE", `/api/students/${s.id}`, { cookie: me.cookie })),
        call(t.app, "DELETE", `/api/selection-history/${classId}`, { cookie: me.cookie }),
      ]);
      errors.push(...serverErrors(answers));
      for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(300);
    }
    console.log(`mixed writers (${dbKind}): 5 trials x 19 requests, ${errors.length} x 5xx`);
    expect(errors).toEqual([]);
  });
});

describe("account deletion while imports run", () => {
  it("answers no 5xx and leaves no row of the teacher", async () => {
    const errors: string[] = [];
    for (let trial = 0; trial < 5; trial++) {
      const doomed = await signUp(t.app);
      const classId = await classOf(doomed, 200);
      const rows = Array.from({ length: 500 }, (_, i) => ({ name: `Late ${i}` }));
      // The deletion checks the password first (scrypt, tens of ms); imports and a shuffle
      // keep arriving before, during and after its transaction.
      const deletion = call(t.app, "POST", "/api/account/delete", {
        cookie: doomed.cookie,
        body: { password: PASSWORD },
      });
      const writes: ReturnType<typeof call>[] = [];
      for (let i = 0; i < 16; i++) {
        const cookie = doomed.cookie;
        const importUrl = `/api/classes/${classId}/students/import`;
        const kinds = [
          () => call(t.app, "POST", `/api/classes/${classId}/shuffle`, { cookie }),
          () => call(t.app, "POST", importUrl, { cookie, body: { rows, balanced: true } }),
          // A keyed import stores its answer under the teacher, a new class too: both would
          // meet a foreign key once the teacher's row is gone.
          () =>
            call(t.app, "POST", importUrl, {
              cookie,
              body: { rows: rows.slice(0, 20) },
              headers: { "idempotency-key": `late-${trial}-${i}` },
            }),
          () => call(t.app, "POST", "/api/classes", { cookie, body: { name: `Late ${i}` } }),
        ] as const;
        writes.push(kinds[(i % 4) as 0 | 1 | 2 | 3]());
        await new Promise((resolve) => setTimeout(resolve, 5 + trial));
      }
      const answers = await Promise.all([...writes, deletion]);
      errors.push(...serverErrors(answers));
      expect(answers.at(-1)?.statusCode, answers.at(-1)?.body).toBe(200);
      // Each write either finished before the deletion or found the teacher gone.
      for (const r of answers.slice(0, -1)) expect([200, 201, 401, 404]).toContain(r.statusCode);
      const classIds = answers
        .filter((r) => r.statusCode === 201 && typeof r.json().id === "string")
        .map((r) => r.json().id as string);
      const left = await rowsOf(t.database.db, doomed.userId, [classId, ...classIds]);
      expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    }
    console.log(`deletion during imports (${dbKind}): 5 trials, ${errors.length} x 5xx`);
    expect(errors).toEqual([]);
  });
});
