import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type GroupRuleDto,
  MAX_RULES_PER_CLASS,
  RULE_LIMIT_MESSAGE,
} from "#src/domain/schemas/groupings";
import { newId } from "#src/server/features/repository-kit";
import { english } from "../../support/english";
import { insertRules } from "../../support/groupings-world";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { twoTeachers } from "../../support/teachers";

/**
 * Group rules on SQLite and PostgreSQL: a class's grouping rules (keep apart, keep together),
 * scoped to the teacher, limited per class, and removed with their students.
 */
let t: TestApp;
let me: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
  ({ me, other } = await twoTeachers(t.app));
});
afterAll(() => t.close());

const as = (who: { cookie: string }) => roster(t.app, who.cookie);
async function classOf(who: { cookie: string }, names: string[]) {
  const room = await as(who).newClass();
  const ids: string[] = [];
  for (const name of names) ids.push((await as(who).newStudent(room.id, name)).id);
  return { classId: room.id, ids };
}
const listRules = (classId: string, cookie = me.cookie) =>
  call(t.app, "GET", `/api/classes/${classId}/group-rules`, { cookie });
const addRule = (classId: string, body: Record<string, unknown>, cookie = me.cookie) =>
  call(t.app, "POST", `/api/classes/${classId}/group-rules`, { cookie, body });
const rulesOf = async (classId: string) => (await listRules(classId)).json() as GroupRuleDto[];

describe("group rules", () => {
  it("adds, lists oldest first and deletes rules", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben", "Cy", "Dee"]);
    expect((await listRules(classId)).json()).toEqual([]);
    const apart = await addRule(classId, { kind: "keep-apart", student_ids: [ids[1], ids[0]] });
    expect(apart.statusCode, apart.body).toBe(201);
    expect(apart.json()).toEqual({
      id: expect.any(String),
      class_id: classId,
      kind: "keep-apart",
      student_ids: [ids[1], ids[0]],
      created_at: expect.any(String),
    });
    const together = await addRule(classId, {
      kind: "keep-together",
      student_ids: [ids[2], ids[3], ids[0]],
    });
    expect(together.statusCode).toBe(201);
    expect(await rulesOf(classId)).toEqual([apart.json(), together.json()]);

    const gone = await call(t.app, "DELETE", `/api/group-rules/${apart.json().id}`, {
      cookie: me.cookie,
    });
    expect(gone.statusCode).toBe(204);
    expect(await rulesOf(classId)).toEqual([together.json()]);
    const again = await call(t.app, "DELETE", `/api/group-rules/${apart.json().id}`, {
      cookie: me.cookie,
    });
    expect(again.statusCode).toBe(404);
  });

  it("an Add retried with its Idempotency-Key (its answer was lost) adds once and replays it", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben", "Cy"]);
    const body = { kind: "keep-apart", student_ids: [ids[0], ids[1]] };
    const keyed = (key: string, sent: Record<string, unknown> = body, cookie = me.cookie) =>
      call(t.app, "POST", `/api/classes/${classId}/group-rules`, {
        cookie,
        body: sent,
        headers: { "idempotency-key": key },
      });
    const key = crypto.randomUUID();
    const first = await keyed(key);
    const retry = await keyed(key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect(await rulesOf(classId)).toEqual([first.json()]);
    // The key with another rule is refused; another teacher's same key is theirs alone.
    const otherRule = { kind: "keep-together", student_ids: [ids[1], ids[2]] };
    expect((await keyed(key, otherRule)).statusCode).toBe(422);
    expect((await keyed(key, body, other.cookie)).statusCode).toBe(404);
    expect((await keyed("x".repeat(201))).statusCode).toBe(400);
    // A refused Add stores no answer: its key with a rule that can be added adds it.
    const failing = crypto.randomUUID();
    const unknown = { kind: "keep-apart", student_ids: [ids[0], newId()] };
    expect((await keyed(failing, unknown)).statusCode).toBe(404);
    expect(await rulesOf(classId)).toHaveLength(1);
    expect((await keyed(failing)).statusCode).toBe(201);
    // A new key (or none) adds again.
    expect((await keyed(crypto.randomUUID())).statusCode).toBe(201);
    expect((await addRule(classId, body)).statusCode).toBe(201);
    expect(await rulesOf(classId)).toHaveLength(4);
  });

  it("refuses bad input with a 400 and its details, writing nothing", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben"]);
    for (const body of [
      {},
      { kind: "keep-apart" },
      { kind: "keep-near", student_ids: ids },
      { kind: "keep-apart", student_ids: [ids[0]] },
      { kind: "keep-apart", student_ids: [ids[0], ids[0]] },
      { kind: "keep-apart", student_ids: "Ava,Ben" },
      { kind: "keep-apart", student_ids: [ids[0], 7] },
      { kind: "keep-apart", student_ids: [ids[0], "a\u0000b"] },
      { kind: "keep-apart", student_ids: Array.from({ length: 101 }, () => newId()) },
    ]) {
      const res = await addRule(classId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect(await rulesOf(classId)).toEqual([]);
  });

  it("answers 404 for another class's, another teacher's or unknown students and classes", async () => {
    const mine = await classOf(me, ["Ava", "Ben"]);
    const mineToo = await classOf(me, ["Elsewhere"]);
    const theirs = await classOf(other, ["Theirs", "Too"]);
    for (const id of [mineToo.ids[0], theirs.ids[0], newId()]) {
      const res = await addRule(mine.classId, {
        kind: "keep-apart",
        student_ids: [mine.ids[0], id],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe("Student not found in this class");
    }
    const body = { kind: "keep-apart", student_ids: theirs.ids };
    expect((await addRule(theirs.classId, body)).statusCode).toBe(404);
    expect((await listRules(theirs.classId)).statusCode).toBe(404);
    expect((await listRules(newId())).statusCode).toBe(404);
    const theirRule = await addRule(theirs.classId, body, other.cookie);
    expect(theirRule.statusCode).toBe(201);
    const steal = await call(t.app, "DELETE", `/api/group-rules/${theirRule.json().id}`, {
      cookie: me.cookie,
    });
    expect(steal.statusCode).toBe(404);
    expect(await rulesOf(mine.classId)).toEqual([]);
    expect((await listRules(theirs.classId, other.cookie)).json()).toHaveLength(1);
  });

  it(`keeps at most ${MAX_RULES_PER_CLASS} rules per class (409 past it)`, async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben"]);
    await insertRules(t.database.db, classId, MAX_RULES_PER_CLASS - 1);
    const last = await addRule(classId, { kind: "keep-together", student_ids: ids });
    expect(last.statusCode, last.body).toBe(201);
    const over = await addRule(classId, { kind: "keep-together", student_ids: ids });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: english(RULE_LIMIT_MESSAGE), code: "limit_reached" });
    // Another class has room of its own.
    const next = await classOf(me, ["Cy", "Dee"]);
    expect(
      (await addRule(next.classId, { kind: "keep-apart", student_ids: next.ids })).statusCode,
    ).toBe(201);
  });

  it("a deleted student leaves every rule; a rule left with one student goes", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben", "Cy", "Dee"]);
    const [ava, ben, cy, dee] = ids as [string, string, string, string];
    const pair = (await addRule(classId, { kind: "keep-apart", student_ids: [ava, ben] })).json();
    const trio = (
      await addRule(classId, { kind: "keep-together", student_ids: [cy, ava, dee] })
    ).json();
    const other2 = (await addRule(classId, { kind: "keep-apart", student_ids: [cy, dee] })).json();
    const del = await call(t.app, "DELETE", `/api/students/${ava}`, { cookie: me.cookie });
    expect(del.statusCode).toBe(204);
    expect(await rulesOf(classId)).toEqual([{ ...trio, student_ids: [cy, dee] }, other2]);
    expect(pair.id).toBeDefined();
    const members = await t.database.db
      .selectFrom("group_rule_members")
      .select("rule_id")
      .where("rule_id", "=", pair.id)
      .execute();
    expect(members).toEqual([]);
    await call(t.app, "DELETE", `/api/students/${dee}`, { cookie: me.cookie });
    expect(await rulesOf(classId)).toEqual([]);
  });

  it("a student moved to another class leaves the old class's rules", async () => {
    const from = await classOf(me, ["Ava", "Ben", "Cy"]);
    const to = await classOf(me, ["Dee", "Eve"]);
    const [ava, ben, cy] = from.ids as [string, string, string];
    const pair = (
      await addRule(from.classId, { kind: "keep-apart", student_ids: [ava, ben] })
    ).json();
    const trio = (
      await addRule(from.classId, { kind: "keep-together", student_ids: [ava, ben, cy] })
    ).json();
    const kept = (await addRule(to.classId, { kind: "keep-apart", student_ids: to.ids })).json();
    const moved = await call(t.app, "PUT", `/api/students/${ava}`, {
      cookie: me.cookie,
      body: { name: "Ava", class_id: to.classId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await rulesOf(from.classId)).toEqual([{ ...trio, student_ids: [ben, cy] }]);
    expect(pair.id).not.toBe(trio.id);
    expect(await rulesOf(to.classId)).toEqual([kept]);
    // A rule with her new classmates works; an update that stays in the class changes nothing.
    const added = await addRule(to.classId, {
      kind: "keep-together",
      student_ids: [ava, to.ids[0]],
    });
    expect(added.statusCode).toBe(201);
    const renamed = await call(t.app, "PUT", `/api/students/${ava}`, {
      cookie: me.cookie,
      body: { name: "Ava B", class_id: to.classId },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await rulesOf(to.classId)).toHaveLength(2);
  });

  it("deleting the class deletes its rules", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben"]);
    await addRule(classId, { kind: "keep-apart", student_ids: ids });
    expect(
      (await call(t.app, "DELETE", `/api/classes/${classId}`, { cookie: me.cookie })).statusCode,
    ).toBe(204);
    const left = await t.database.db
      .selectFrom("group_rules")
      .select("id")
      .where("class_id", "=", classId)
      .execute();
    expect(left).toEqual([]);
  });
});
