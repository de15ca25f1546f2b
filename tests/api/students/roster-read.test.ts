import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { studentDto } from "#src/domain/schemas/students";
import { endedSessions } from "#src/server/auth/session-memo";
import { listOwnedClassStudents } from "#src/server/features/students/repository";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { twoTeachers } from "../../support/teachers";

/**
 * GET /api/students/:classId, the signed-in read the API bench measures: the session from
 * Better Auth, then the class and its students in one statement, written by the fast
 * serializer (docs/decisions/0039-public-library-apis.md): the bytes Zod's serializer writes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
});
afterAll(() => t.close());

const setExpiry = (userId: string, at: Date) =>
  t.database.db
    .updateTable("session")
    .set({ expiresAt: dbKind === "sqlite" ? at.toISOString() : at })
    .where("userId", "=", userId)
    .execute();
const list = (cookie: string, classId: string) =>
  call(t.app, "GET", `/api/students/${encodeURIComponent(classId)}`, { cookie });

async function classWithStudents(who: { cookie: string }, names: string[]) {
  const c = await roster(t.app, who.cookie).newClass();
  for (const name of names) {
    await roster(t.app, who.cookie).newStudent(c.id, name, { number: 2, color: "Red" });
  }
  return c;
}

describe("the signed-in roster read", () => {
  it("answers what Zod's serializer writes for the class's students, byte for byte", async () => {
    const me = await signUp(t.app);
    const names = ['Quote " and \\ back', "Zoë 😀 中文", "</script>", "Tab\there"];
    const c = await classWithStudents(me, names);
    const res = await list(me.cookie, c.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const rows = await listOwnedClassStudents(t.database, me.userId, c.id);
    expect(res.body).toBe(JSON.stringify(z.array(studentDto).parse(rows)));
    expect((res.json() as { name: string }[]).map((s) => s.name)).toEqual(names);
  });

  it("orders the students by creation, then id, not as stored", async () => {
    const me = await signUp(t.app);
    const c = await classWithStudents(me, ["Ann", "Bea", "Cal", "Dan", "Eve"]);
    // Creation instants out of the order of insertion and of ids; two alike (then by id).
    const at = ["2026-03-01T10:00:00.000Z", "2026-01-01T10:00:00.000Z", "2026-03-01T10:00:00.000Z"];
    const stored = await t.database.db
      .selectFrom("students")
      .select("id")
      .where("class_id", "=", c.id)
      .execute();
    for (const [i, { id }] of stored.entries()) {
      await t.database.db
        .updateTable("students")
        .set({ created_at: at[i % at.length] as string })
        .where("id", "=", id)
        .execute();
    }
    const expected = stored
      .map(({ id }, i) => ({ id, at: at[i % at.length] as string }))
      .sort((a, b) => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at < b.at ? -1 : 1))
      .map(({ id }) => id);
    const res = await list(me.cookie, c.id);
    expect((res.json() as { id: string }[]).map((s) => s.id)).toEqual(expected);
  });

  it("answers [] for an empty class and 404 for another teacher's class or none", async () => {
    const { me, other } = await twoTeachers(t.app);
    const empty = await roster(t.app, me.cookie).newClass("Empty");
    const theirs = await classWithStudents(other, ["Not yours"]);
    expect((await list(me.cookie, empty.id)).body).toBe("[]");
    for (const classId of [theirs.id, "missing", "x".repeat(64)]) {
      const res = await list(me.cookie, classId);
      expect(res.statusCode, classId).toBe(404);
      expect(res.json()).toEqual({ error: "Class not found", code: "not_found" });
    }
    expect((await list(other.cookie, theirs.id)).statusCode).toBe(200);
  });

  it("refuses an expired session and a revoked one (401)", async () => {
    const expired = await signUp(t.app);
    const c = await classWithStudents(expired, ["Ann"]);
    await setExpiry(expired.userId, new Date(Date.now() - 1000));
    // Better Auth's answers are kept for a second (auth/session-memo.ts): start afresh.
    endedSessions();
    const revoked = await signUp(t.app);
    const d = await classWithStudents(revoked, ["Bea"]);
    expect((await list(revoked.cookie, d.id)).statusCode).toBe(200);
    await call(t.app, "POST", "/api/auth/sign-out", { cookie: revoked.cookie, body: {} });
    for (const [who, classId] of [
      [expired, c.id],
      [revoked, d.id],
    ] as const) {
      const res = await list(who.cookie, classId);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain("Ann");
      expect(res.body).not.toContain("Bea");
    }
  });

  it("refuses an id the route cannot take (400)", async () => {
    const me = await signUp(t.app);
    expect((await list(me.cookie, "a\u0000b")).statusCode).toBe(400);
  });
});
