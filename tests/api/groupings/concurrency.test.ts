import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GROUPING_CONFLICT,
  type GroupRuleDto,
  MAX_GROUPINGS_PER_CLASS,
  MAX_RULES_PER_CLASS,
  type SavedGroupingDto,
} from "#src/domain/schemas/groupings";
import { english } from "../../support/english";
import { insertGroupings, insertRules } from "../../support/groupings-world";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";

/**
 * Group rules and saved groupings under concurrent writers, on SQLite and (TEST_DATABASE_URL) PostgreSQL, where the
 * requests really run at once on the pool's connections: rule adds racing the class's limit
 * while students are deleted, saves racing the groupings limit, renames from one version.
 * Never a 5xx; the limits hold exactly.
 */
let t: TestApp;
let me: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
  me = await signUp(t.app);
});
afterAll(() => t.close());

const as = (who: { cookie: string }) => roster(t.app, who.cookie);
async function classOf(names: string[]) {
  const room = await as(me).newClass();
  const ids: string[] = [];
  for (const name of names) ids.push((await as(me).newStudent(room.id, name)).id);
  return { classId: room.id, ids };
}
const statuses = (answers: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
};

/** Rules straight into the database, each naming the given two students. */
const seedRules = (classId: string, count: number, pair: [string, string]) =>
  insertRules(t.database.db, classId, count, pair);

describe("group rules and saved groupings under concurrent writers", () => {
  it("rule adds racing the limit with student deletes: no 5xx, the limit holds exactly", async () => {
    const victims = Array.from({ length: 5 }, (_, i) => `Victim ${i}`);
    const { classId, ids } = await classOf(["Ava", "Ben", "Cy", ...victims]);
    const [ava, ben, cy] = ids as [string, string, string];
    const victimIds = ids.slice(3);
    const room = 10;
    const seeded = MAX_RULES_PER_CLASS - room - victimIds.length;
    await seedRules(classId, seeded, [ava, ben]);
    // One rule per victim, pruned when the victim is deleted (freeing room while adds race).
    for (const v of victimIds) await seedRules(classId, 1, [cy, v]);
    const adds = Array.from({ length: 30 }, (_, i) =>
      call(t.app, "POST", `/api/classes/${classId}/group-rules`, {
        cookie: me.cookie,
        body: {
          kind: i % 2 ? "keep-apart" : "keep-together",
          student_ids: [ava, i % 3 ? ben : cy],
        },
      }),
    );
    const deletes = victimIds.map((v) =>
      call(t.app, "DELETE", `/api/students/${v}`, { cookie: me.cookie }),
    );
    const reads = Array.from({ length: 5 }, () =>
      call(t.app, "GET", `/api/classes/${classId}/group-rules`, { cookie: me.cookie }),
    );
    const [added, deleted, read] = await Promise.all([
      Promise.all(adds),
      Promise.all(deletes),
      Promise.all(reads),
    ]);
    console.log(`rule limit race (${dbKind}): adds ${JSON.stringify(statuses(added))}`);
    for (const r of [...added, ...deleted, ...read]) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(deleted.every((r) => r.statusCode === 204)).toBe(true);
    expect(read.every((r) => r.statusCode === 200)).toBe(true);
    const won = added.filter((r) => r.statusCode === 201).length;
    const refused = added.filter((r) => r.statusCode === 409).length;
    expect(won + refused).toBe(30);
    // At least the room there was; at most that plus the room the deletes freed.
    expect(won).toBeGreaterThanOrEqual(room);
    expect(won).toBeLessThanOrEqual(room + victimIds.length);
    const rules = (
      await call(t.app, "GET", `/api/classes/${classId}/group-rules`, { cookie: me.cookie })
    ).json() as GroupRuleDto[];
    expect(rules).toHaveLength(seeded + won);
    expect(rules.length).toBeLessThanOrEqual(MAX_RULES_PER_CLASS);
    for (const rule of rules) {
      expect(rule.student_ids.length).toBeGreaterThanOrEqual(2);
      for (const v of victimIds) expect(rule.student_ids).not.toContain(v);
    }
  });

  it("saves racing the groupings limit with renames and deletes: exactly the room is saved", async () => {
    const { classId, ids } = await classOf(["Ava", "Ben", "Cy", "Dee"]);
    const room = 5;
    await insertGroupings(t.database.db, classId, MAX_GROUPINGS_PER_CLASS - room);
    const [first] = (
      await call(t.app, "GET", `/api/classes/${classId}/groupings`, { cookie: me.cookie })
    ).json() as SavedGroupingDto[];
    const saves = Array.from({ length: 20 }, (_, i) =>
      call(t.app, "POST", `/api/classes/${classId}/groupings`, {
        cookie: me.cookie,
        body: { name: `New ${i}`, method: "diverse", groups: [ids.slice(0, 2), ids.slice(2)] },
      }),
    );
    const renames = Array.from({ length: 10 }, (_, i) =>
      call(t.app, "PATCH", `/api/groupings/${first?.id}`, {
        cookie: me.cookie,
        body: { name: `Renamed ${i}` },
        headers: { "if-match": '"1"' },
      }),
    );
    const [saved, renamed] = await Promise.all([Promise.all(saves), Promise.all(renames)]);
    console.log(
      `groupings limit race (${dbKind}): saves ${JSON.stringify(statuses(saved))}, renames ${JSON.stringify(statuses(renamed))}`,
    );
    for (const r of [...saved, ...renamed]) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(saved.filter((r) => r.statusCode === 201)).toHaveLength(room);
    expect(saved.filter((r) => r.statusCode === 409)).toHaveLength(20 - room);
    const won = renamed.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of renamed.filter((x) => x.statusCode !== 200)) {
      expect(r.json()).toEqual({
        error: english(GROUPING_CONFLICT),
        code: "stale",
        current: won[0]?.json(),
      });
    }
    const all = (
      await call(t.app, "GET", `/api/classes/${classId}/groupings`, { cookie: me.cookie })
    ).json() as SavedGroupingDto[];
    expect(all).toHaveLength(MAX_GROUPINGS_PER_CLASS);
    expect(all.find((g) => g.id === first?.id)).toMatchObject({ version: 2 });
  });

  it("of 30 renames from one version exactly one wins, while a grouping is deleted and saved", async () => {
    const { classId, ids } = await classOf(["Ava", "Ben"]);
    const body = { name: "Start", method: "random", groups: [ids] };
    const post = () =>
      call(t.app, "POST", `/api/classes/${classId}/groupings`, { cookie: me.cookie, body });
    const target = (await post()).json() as SavedGroupingDto;
    const doomed = (await post()).json() as SavedGroupingDto;
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) =>
        call(t.app, "PATCH", `/api/groupings/${target.id}`, {
          cookie: me.cookie,
          body: { name: `Name ${i}` },
          headers: { "if-match": '"1"' },
        }),
      ),
      call(t.app, "DELETE", `/api/groupings/${doomed.id}`, { cookie: me.cookie }),
      call(t.app, "DELETE", `/api/groupings/${doomed.id}`, { cookie: me.cookie }),
      post(),
    ]);
    const renames = answers.slice(0, 30);
    const [del1, del2, saved] = answers.slice(30) as LightMyRequestResponse[];
    for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(500);
    expect(renames.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(renames.filter((r) => r.statusCode === 409)).toHaveLength(29);
    expect([del1?.statusCode, del2?.statusCode].sort()).toEqual([204, 404]);
    expect(saved?.statusCode).toBe(201);
  });
});
