import { studentDto } from "@src/domain/schemas/students";
import { createSessionLookup } from "@src/server/auth/session-lookup";
import type { Database, FixedQuery } from "@src/server/db/connect";
import {
  listOwnedClassStudents,
  rosterRead,
  takeRoster,
} from "@src/server/features/students/repository";
import type { FastifyRequest } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { twoTeachers } from "../../support/teachers";

/**
 * GET /api/students/:classId reads the session and the roster in one statement
 * (docs/decisions/0024-postgres-hot-path.md): the same answers as the two-step read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
});
afterAll(() => t.close());

// Every fixed statement the app runs, by name (the hot path's queries go through `fixed`).
const statements: string[] = [];
let restore: (() => void) | undefined;
const recordStatements = () => {
  restore?.();
  const { fixed, fixedText } = t.database;
  t.database.fixed = ((query: FixedQuery, values: readonly unknown[]) => {
    statements.push(query.name);
    return fixed(query, values);
  }) as Database["fixed"];
  // PostgreSQL's rows as text (the roster's answer is written from them).
  if (fixedText) {
    t.database.fixedText = (query, values) => {
      statements.push(query.name);
      return fixedText(query, values);
    };
  }
  restore = () => {
    t.database.fixed = fixed;
    t.database.fixedText = fixedText;
    restore = undefined;
  };
  statements.length = 0;
};
afterEach(() => restore?.());

const DAY = 24 * 3600_000;
const setExpiry = (userId: string, at: Date) =>
  t.database.db
    .updateTable("session")
    .set({ expiresAt: dbKind === "sqlite" ? at.toISOString() : at })
    .where("userId", "=", userId)
    .execute();
const list = (cookie: string, classId: string) =>
  call(t.app, "GET", `/api/students/${encodeURIComponent(classId)}`, { cookie });
const asRequest = (cookie: string, classId: string) =>
  ({ headers: { cookie }, params: { classId } }) as unknown as FastifyRequest;

async function classWithStudents(who: { cookie: string }, names: string[]) {
  const c = await roster(t.app, who.cookie).newClass();
  for (const name of names) {
    await roster(t.app, who.cookie).newStudent(c.id, name, { number: 2, color: "Red" });
  }
  return c;
}

describe("the roster read with the session, in one statement", () => {
  it("answers in one statement what the two-step read answers, byte for byte", async () => {
    const me = await signUp(t.app);
    const names = ['Quote " and \\ back', "Zoë 😀 中文", "</script>", "Tab\there"];
    const c = await classWithStudents(me, names);
    recordStatements();
    const res = await list(me.cookie, c.id);
    expect(statements).toEqual(["session_roster"]);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const twoStep = await listOwnedClassStudents(t.database, me.userId, c.id);
    expect(res.body).toBe(JSON.stringify(z.array(studentDto).parse(twoStep)));
    expect((res.json() as { name: string }[]).map((s) => s.name)).toEqual(names);
  });

  it("orders the students as the two-step read does (by creation, then id), not as stored", async () => {
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
    recordStatements();
    const res = await list(me.cookie, c.id);
    expect(statements).toEqual(["session_roster"]);
    const twoStep = await listOwnedClassStudents(t.database, me.userId, c.id);
    expect(twoStep.map((s) => s.name)).not.toEqual(["Ann", "Bea", "Cal", "Dan", "Eve"]);
    expect(res.body).toBe(JSON.stringify(z.array(studentDto).parse(twoStep)));
  });

  it("answers [] for an empty class and 404 for another teacher's class or none", async () => {
    const { me, other } = await twoTeachers(t.app);
    const empty = await roster(t.app, me.cookie).newClass("Empty");
    const theirs = await classWithStudents(other, ["Not yours"]);
    recordStatements();
    expect((await list(me.cookie, empty.id)).body).toBe("[]");
    for (const classId of [theirs.id, "missing", "x".repeat(64)]) {
      const res = await list(me.cookie, classId);
      expect(res.statusCode, classId).toBe(404);
      expect(res.json()).toEqual({ error: "Class not found" });
    }
    expect(new Set(statements)).toEqual(new Set(["session_roster"]));
    // The session's teacher only: the rows read for another teacher's class are none.
    const request = asRequest(me.cookie, theirs.id);
    expect(await createSessionLookup(t.app.ctx.auth, t.database)(request, rosterRead)).toEqual({
      id: me.userId,
      email: me.email,
      name: "Test Teacher",
    });
    expect(() => takeRoster(request, theirs.id)).toThrow("Class not found");
  });

  it("refuses an expired session and a revoked one (401), and keeps no rows for them", async () => {
    const expired = await signUp(t.app);
    const c = await classWithStudents(expired, ["Ann"]);
    await setExpiry(expired.userId, new Date(Date.now() - 1000));
    const revoked = await signUp(t.app);
    const d = await classWithStudents(revoked, ["Bea"]);
    expect((await list(revoked.cookie, d.id)).statusCode).toBe(200);
    await call(t.app, "POST", "/api/auth/sign-out", { cookie: revoked.cookie, body: {} });
    const lookup = createSessionLookup(t.app.ctx.auth, t.database);
    for (const [who, classId] of [
      [expired, c.id],
      [revoked, d.id],
    ] as const) {
      const request = asRequest(who.cookie, classId);
      expect(await lookup(request, rosterRead)).toBeUndefined();
      expect(rosterRead.take(request)).toBeUndefined();
      expect((await list(who.cookie, classId)).statusCode).toBe(401);
    }
  });

  it("leaves a session due for its rolling refresh to Better Auth, then reads the roster", async () => {
    const me = await signUp(t.app);
    const c = await classWithStudents(me, ["Cy", "Di"]);
    await setExpiry(me.userId, new Date(Date.now() + 5 * DAY));
    const request = asRequest(me.cookie, c.id);
    expect(await createSessionLookup(t.app.ctx.auth, t.database)(request, rosterRead)).toBe(
      undefined,
    );
    recordStatements();
    const res = await list(me.cookie, c.id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { name: string }[]).map((s) => s.name)).toEqual(["Cy", "Di"]);
    // The one statement found no valid session; Better Auth refreshed it; the two-step read.
    expect(statements).toEqual(["session_roster", "owned_class_students"]);
    recordStatements();
    expect((await list(me.cookie, c.id)).statusCode).toBe(200);
    expect(statements).toEqual(["session_roster"]);
  });

  it("reads only the session for an id the route refuses (400), and never the roster", async () => {
    const me = await signUp(t.app);
    recordStatements();
    const res = await list(me.cookie, "a\u0000b");
    expect(res.statusCode).toBe(400);
    expect(statements).toEqual(["session_by_token"]);
  });
});
