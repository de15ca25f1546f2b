import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { seedClass, studentsOf } from "../../support/seed";
import { addMember } from "../../support/sharing-world";
import { insertSubstituteLink, substituteHeaders, utcDay } from "../../support/substitute-world";

/**
 * A substitute and the class's teachers writing at once (docs/decisions/0059-substitute-links.md):
 * the substitute's write takes the owner's lock, as a co-teacher's does, so the roll's versions
 * decide exactly one winner and nothing answers 5xx. On PostgreSQL the requests really run at
 * once on the pool's connections; SQLite runs one transaction at a time.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`a substitute and the teachers writing one class at once (${dbKind})`, () => {
  it("20 trials: the substitute, the owner and a co-teacher mark one day's roll from version 0: one wins, the others 409", async () => {
    const owner = await signUp(t.app);
    const colleague = await signUp(t.app);
    const { classId } = await seedClass(t.database.db, owner.userId, [
      { name: "Ada" },
      { name: "Ben" },
    ]);
    await addMember(t.database.db, classId, colleague.userId, owner.userId);
    const ids = (await studentsOf(t.database.db, classId)).map((s) => s.id);
    const { token } = await insertSubstituteLink(t.database.db, classId, { pin: "246802" });
    const day = utcDay(0);
    for (let trial = 0; trial < 20; trial++) {
      const current = await call(t.app, "GET", `/api/attendance/${classId}?day=${day}`, {
        cookie: owner.cookie,
      });
      const version = `"${current.json().version}"`;
      const body = (absent: string[]) => ({ day, absent_student_ids: absent });
      const answers = await Promise.all([
        call(t.app, "PUT", "/api/substitute/attendance", {
          body: body([ids[0] as string]),
          headers: { ...substituteHeaders(token, "246802"), "if-match": version },
        }),
        call(t.app, "PUT", `/api/attendance/${classId}`, {
          cookie: owner.cookie,
          body: body([ids[1] as string]),
          headers: { "if-match": version },
        }),
        call(t.app, "PUT", `/api/attendance/${classId}`, {
          cookie: colleague.cookie,
          body: body([]),
          headers: { "if-match": version },
        }),
      ]);
      const codes = answers.map((r) => r.statusCode);
      expect(
        codes.filter((c) => c >= 500),
        `trial ${trial}: ${answers.map((r) => r.body)}`,
      ).toEqual([]);
      expect(
        codes.filter((c) => c === 200),
        `trial ${trial}`,
      ).toHaveLength(1);
      expect(
        codes.filter((c) => c === 409),
        `trial ${trial}`,
      ).toHaveLength(2);
      const winner = answers.find((r) => r.statusCode === 200)?.json();
      const stored = await call(t.app, "GET", `/api/attendance/${classId}?day=${day}`, {
        cookie: owner.cookie,
      });
      expect(stored.json()).toEqual(winner);
    }
  });

  it("20 trials: the substitute's and the owner's spins at once both land; undo and clear at once never 5xx", async () => {
    const owner = await signUp(t.app);
    const { classId } = await seedClass(t.database.db, owner.userId, [
      { name: "Ada" },
      { name: "Ben" },
    ]);
    const ids = (await studentsOf(t.database.db, classId)).map((s) => s.id);
    const { token } = await insertSubstituteLink(t.database.db, classId);
    const headers = substituteHeaders(token);
    for (let trial = 0; trial < 20; trial++) {
      const [mine, theirs] = await Promise.all([
        call(t.app, "POST", "/api/substitute/draws", { body: { student_ids: [ids[0]] }, headers }),
        call(t.app, "POST", "/api/selection-history/draws", {
          cookie: owner.cookie,
          body: { class_id: classId, student_ids: [ids[1]] },
        }),
      ]);
      expect([mine?.statusCode, theirs?.statusCode], `trial ${trial}`).toEqual([201, 201]);
      const [undo, clear] = await Promise.all([
        call(t.app, "POST", "/api/substitute/undo", {
          body: { entry_ids: [mine?.json()[0].id] },
          headers,
        }),
        call(t.app, "DELETE", `/api/selection-history/${classId}`, { cookie: owner.cookie }),
      ]);
      // Whichever runs first wins: the undo finds its pick (204) or the clear took it (404).
      expect([204, 404], `trial ${trial}: ${undo.body}`).toContain(undo.statusCode);
      expect(clear.statusCode, `trial ${trial}`).toBe(204);
      const left = await t.database.db
        .selectFrom("selection_history")
        .select("id")
        .where("class_id", "=", classId)
        .execute();
      expect(left).toEqual([]);
    }
  });
});
