import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttendanceDto } from "#src/domain/schemas/attendance";
import type { GroupRuleDto } from "#src/domain/schemas/groupings";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";

/**
 * Moving a pupil to another class leaves nothing of theirs in the old one (docs/decisions/0032),
 * on SQLite and PostgreSQL: the old class's roll no longer lists them and can still be changed
 * (the browser sends the server's roll back with its change), their picks, rule places and
 * roster link in the old class go, and the new class's roll has them present.
 */
let t: TestApp;
let me: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
  me = await signUp(t.app);
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const as = () => roster(t.app, me.cookie);
const getRoll = async (classId: string) => {
  const res = await call(t.app, "GET", `/api/attendance/${classId}?day=${today()}`, {
    cookie: me.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AttendanceDto;
};
const putRoll = (classId: string, absent: string[], version: number) =>
  call(t.app, "PUT", `/api/attendance/${classId}`, {
    cookie: me.cookie,
    body: { day: today(), absent_student_ids: absent },
    headers: { "if-match": `"${version}"` },
  });
const move = (studentId: string, name: string, classId: string) =>
  call(t.app, "PUT", `/api/students/${studentId}`, {
    cookie: me.cookie,
    body: { name, class_id: classId },
  });

async function classOf(names: string[]) {
  const room = await as().newClass();
  const ids: string[] = [];
  for (const name of names) ids.push((await as().newStudent(room.id, name)).id);
  return { classId: room.id, ids };
}

describe("moving a pupil to another class", () => {
  it("takes them off the old class's roll, which stays editable; the new roll has them present", async () => {
    const old = await classOf(["Ann", "Ben", "Cy"]);
    const next = await classOf(["Dee"]);
    const [ann, ben, cy] = old.ids as [string, string, string];
    const marked = await putRoll(old.classId, [ann, ben], 0);
    expect(marked.statusCode, marked.body).toBe(200);
    const nextBefore = await getRoll(next.classId);

    const moved = await move(ann, "Ann", next.classId);
    expect(moved.statusCode, moved.body).toBe(200);

    const oldRoll = await getRoll(old.classId);
    expect(oldRoll.absent_student_ids).toEqual([ben]);
    // The roll changed, so its version moved on: a screen holding the old roll gets a 409.
    expect(oldRoll.version).toBe(2);
    const stale = await putRoll(old.classId, [ann, ben, cy], 1);
    expect(stale.statusCode, stale.body).toBe(409);

    // The browser builds the change from the server's roll: Cy marked absent too.
    const changed = await putRoll(old.classId, [...oldRoll.absent_student_ids, cy], 2);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as AttendanceDto).absent_student_ids).toEqual([ben, cy].sort());

    // Ann is present in her new class; its roll did not change.
    expect(await getRoll(next.classId)).toEqual(nextBefore);
    const there = await putRoll(next.classId, [], 0);
    expect(there.statusCode, there.body).toBe(200);
  });

  it("drops their past absences, picks, rule places and roster link in the old class", async () => {
    const old = await classOf(["Ann", "Ben", "Cy"]);
    const next = await classOf(["Dee"]);
    const [ann, ben, cy] = old.ids as [string, string, string];
    const db = t.database.db;
    await db
      .insertInto("attendance_days")
      .values({ class_id: old.classId, day: "2026-01-05", version: 1, updated_at: "x" })
      .execute();
    await db
      .insertInto("absences")
      .values([
        { class_id: old.classId, day: "2026-01-05", student_id: ann },
        { class_id: old.classId, day: "2026-01-05", student_id: cy },
      ])
      .execute();
    await as().pick(old.classId, ann);
    await as().pick(old.classId, ben);
    const rule = async (ids: string[]) => {
      const res = await call(t.app, "POST", `/api/classes/${old.classId}/group-rules`, {
        cookie: me.cookie,
        body: { kind: "keep-apart", student_ids: ids },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as GroupRuleDto;
    };
    await rule([ann, ben]);
    const keeps = await rule([ann, ben, cy]);
    await db
      .insertInto("roster_students")
      .values({ student_id: ann, class_id: old.classId, external_id: "ext-ann" })
      .execute();

    expect((await move(ann, "Ann", next.classId)).statusCode).toBe(200);

    const absences = await db
      .selectFrom("absences")
      .select(["day", "student_id"])
      .where("class_id", "=", old.classId)
      .execute();
    expect(absences).toEqual([{ day: "2026-01-05", student_id: cy }]);
    const pastDay = await db
      .selectFrom("attendance_days")
      .select("version")
      .where("class_id", "=", old.classId)
      .where("day", "=", "2026-01-05")
      .executeTakeFirstOrThrow();
    expect(Number(pastDay.version)).toBe(2);
    expect((await as().history(old.classId)).map((h) => h.student_id)).toEqual([ben]);
    const rules = await call(t.app, "GET", `/api/classes/${old.classId}/group-rules`, {
      cookie: me.cookie,
    });
    // The rule left with Ben alone went; the other keeps Ben and Cy.
    expect(rules.json()).toEqual([{ ...keeps, student_ids: [ben, cy] }]);
    const links = await db.selectFrom("roster_students").selectAll().execute();
    expect(links.filter((l) => l.student_id === ann)).toEqual([]);
  });
});
