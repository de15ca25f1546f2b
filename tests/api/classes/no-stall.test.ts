/**
 * No single request holds the database for everyone (docs/decisions/0033):
 * - deleting a class moves it out of its teacher's reach in one short transaction, and its rows
 *   are purged afterwards in short statements: the class is gone at once for every reader while
 *   its rows are still there, and a purge cut short (the server killed between the two) is
 *   finished by the next deletion or at the next start;
 * - a write transaction held open (an import half written) neither delays another request's
 *   read nor shows it anything before the commit: on SQLite too, where a second connection
 *   reads beside the writer's open transaction (a file database, as in production).
 * Speed itself is the stall bench's (bench/stall.ts), not a test's.
 */
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#src/server/app";
import { type Database, openDatabase } from "#src/server/db/connect";
import { DELETED_CLASSES_OWNER } from "#src/server/features/classes/purge";
import { deleteClass } from "#src/server/features/classes/repository";
import { teacherTransaction } from "#src/server/features/locks";
import { newId, nowIso } from "#src/server/features/repository-kit";
import { createLaterTable, fillAccount, rowsOf } from "../../support/account-testing";
import {
  call,
  createTestApp,
  dbKind,
  freshDatabase,
  signUp,
  type TestApp,
  testConfig,
} from "../../support/harness";
import { twoTeachers } from "../../support/teachers";
import { tempDir } from "../../support/temp-dirs";

/** The state a kill leaves between the deletion's commit and the purge: detached, not purged. */
const detachOnly = (t: TestApp, teacherId: string, classId: string) =>
  teacherTransaction(t.database, teacherId, (trx) => deleteClass(trx, teacherId, classId));

/** Rows of the class's own tables (the teacher's own tables are left out). */
async function classRows(t: TestApp, userId: string, classId: string) {
  const rows = await rowsOf(t.database.db, userId, [classId]);
  return {
    classes: rows.classes,
    students: rows.students,
    selection_history: rows.selection_history,
    group_rules: rows.group_rules,
    group_rule_members: rows.group_rule_members,
    saved_groupings: rows.saved_groupings,
    saved_grouping_members: rows.saved_grouping_members,
    roster_classes: rows.roster_classes,
    roster_students: rows.roster_students,
  };
}
const none = (rows: Record<string, number>) => Object.values(rows).every((n) => n === 0);

describe("deleting a class: gone at once for every reader, its rows purged after", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CLASS_LIMIT: "3" });
    await createLaterTable(t.database.db);
  });
  afterAll(() => t.close());

  it("a deleted class is gone for its teacher while its rows are still being purged", async () => {
    const me = await signUp(t.app);
    const { classId, studentIds } = await fillAccount(t, me, "hidden");
    await call(t.app, "POST", "/api/classes", { cookie: me.cookie, body: { name: "Second" } });
    await call(t.app, "POST", "/api/classes", { cookie: me.cookie, body: { name: "Third" } });
    const full = await call(t.app, "POST", "/api/classes", {
      cookie: me.cookie,
      body: { name: "Fourth" },
    });
    expect(full.statusCode).toBe(409);

    await detachOnly(t, me.userId, classId);
    // Every row is still in the database ...
    const left = await classRows(t, me.userId, classId);
    expect(Object.entries(left).filter(([, n]) => n === 0)).toEqual([]);
    // ... and none of it reaches the teacher any more.
    const get = (url: string) => call(t.app, "GET", url, { cookie: me.cookie });
    const classes = (await get("/api/classes")).json() as { id: string }[];
    expect(classes.map((c) => c.id)).not.toContain(classId);
    for (const url of [
      `/api/students/${classId}`,
      `/api/classes/${classId}/groupings`,
      `/api/classes/${classId}/group-rules`,
      `/api/selection-history/${classId}`,
      `/api/wheel-settings/${classId}`,
      `/api/classes/${classId}/export.csv`,
      `/api/attendance/${classId}?day=${new Date().toISOString().slice(0, 10)}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    const student = await call(t.app, "PUT", `/api/students/${studentIds[0]}`, {
      cookie: me.cookie,
      body: { name: "Renamed" },
    });
    expect(student.statusCode).toBe(404);
    expect(
      (await call(t.app, "DELETE", `/api/classes/${classId}`, { cookie: me.cookie })).statusCode,
    ).toBe(404);
    const links = (await get("/api/roster-links")).json() as { class_id: string }[];
    expect(links.map((l) => l.class_id)).not.toContain(classId);
    const exported = (await get("/api/account/export")).body;
    expect(exported).not.toContain(classId);
    // It no longer counts towards the class limit.
    const room = await call(t.app, "POST", "/api/classes", {
      cookie: me.cookie,
      body: { name: "Fourth" },
    });
    expect(room.statusCode, room.body).toBe(201);

    // The next deletion finishes the purge before it answers.
    const res = await call(t.app, "DELETE", `/api/classes/${room.json().id}`, {
      cookie: me.cookie,
    });
    expect(res.statusCode).toBe(204);
    expect(await classRows(t, me.userId, classId)).toSatisfy(none);
    const owned = await t.database.db
      .selectFrom("classes")
      .select("id")
      .where("user_id", "=", DELETED_CLASSES_OWNER)
      .execute();
    expect(owned).toEqual([]);
  });

  it("DELETE answers once every row of the class is gone; other classes keep theirs", async () => {
    const { me, other } = await twoTeachers(t.app);
    const mine = await fillAccount(t, me, "doomed");
    const theirs = await fillAccount(t, other, "kept");
    const before = await classRows(t, other.userId, theirs.classId);
    const res = await call(t.app, "DELETE", `/api/classes/${mine.classId}`, { cookie: me.cookie });
    expect(res.statusCode).toBe(204);
    expect(await classRows(t, me.userId, mine.classId)).toSatisfy(none);
    expect(await classRows(t, other.userId, theirs.classId)).toEqual(before);
  });
});

describe("a purge cut short is finished at the next start", () => {
  it("a new server on the database purges the class a killed one had only detached", async () => {
    const t = await createTestApp();
    await createLaterTable(t.database.db);
    try {
      const me = await signUp(t.app);
      const { classId } = await fillAccount(t, me, "killed");
      await detachOnly(t, me.userId, classId);
      expect(await classRows(t, me.userId, classId)).not.toSatisfy(none);
      // The next start: a second app on the same database, no request made.
      const restarted = await buildApp({
        config: testConfig(),
        database: t.database,
        clientDir: null,
        logger: false,
      });
      try {
        await vi.waitFor(
          async () => expect(await classRows(t, me.userId, classId)).toSatisfy(none),
          {
            timeout: 20_000,
            interval: 50,
          },
        );
      } finally {
        await restarted.close();
      }
    } finally {
      await t.close();
    }
  });
});

/**
 * The app on a database read as production reads it: a SQLite file (an in-memory database has
 * one connection only), or PostgreSQL.
 */
async function productionLikeApp(): Promise<TestApp> {
  let database: Database;
  let drop: () => Promise<void>;
  let url: string;
  if (dbKind === "sqlite") {
    url = `file:${join(tempDir("classcharm-no-stall-"), "app.db")}`;
    database = openDatabase(url);
    drop = () => database.close();
  } else {
    const fresh = await freshDatabase();
    ({ database, drop, url } = fresh);
  }
  const app: FastifyInstance = await buildApp({
    config: testConfig({ DATABASE_URL: url }),
    database,
    clientDir: null,
    logger: false,
  });
  return {
    app,
    database,
    mails: [],
    async close() {
      await app.close();
      await drop();
    },
  };
}

describe("a write transaction held open delays no other reader and shows it nothing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await productionLikeApp();
  });
  afterAll(() => t.close());

  it("reads answer during another teacher's open import, which stays invisible until its commit", async () => {
    const { me: importer, other: reader } = await twoTeachers(t.app);
    const target = (
      await call(t.app, "POST", "/api/classes", { cookie: importer.cookie, body: { name: "Big" } })
    ).json() as { id: string };
    const small = (
      await call(t.app, "POST", "/api/classes", { cookie: reader.cookie, body: { name: "Small" } })
    ).json() as { id: string };
    await call(t.app, "POST", "/api/students", {
      cookie: reader.cookie,
      body: { class_id: small.id, name: "Ann" },
    });

    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written: () => void = () => {};
    const halfWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    let open = false;
    // An import half written: students inserted, the transaction not yet committed.
    const importing = teacherTransaction(t.database, importer.userId, async (trx) => {
      const now = nowIso();
      await trx
        .insertInto("students")
        .values(
          Array.from({ length: 50 }, (_, i) => ({
            id: newId(),
            class_id: target.id,
            name: `Imported ${i}`,
            number: null,
            color: null,
            element: null,
            shape: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      open = true;
      written();
      await gate;
      open = false;
    });
    try {
      await halfWritten;
      const seen: { url: string; status: number; whileOpen: boolean; count?: number }[] = [];
      const read = async (url: string, cookie?: string) => {
        const res = await call(t.app, "GET", url, cookie ? { cookie } : {});
        const body = res.json();
        seen.push({
          url,
          status: res.statusCode,
          whileOpen: open,
          count: Array.isArray(body) ? body.length : undefined,
        });
      };
      // Each read must answer while the import's transaction is still open: the gate opens
      // only after all of them answered (or, on the old single connection, never: then the
      // test fails on its time limit instead of waiting for ever).
      await Promise.all([
        read("/api/health"),
        read(`/api/students/${small.id}`, reader.cookie),
        read("/api/classes", reader.cookie),
        read(`/api/students/${target.id}`, importer.cookie),
      ]);
      expect(seen.map((s) => [s.url, s.status, s.whileOpen])).toEqual(
        seen.map((s) => [s.url, 200, true]),
      );
      expect(seen.find((s) => s.url === `/api/students/${small.id}`)?.count).toBe(1);
      // The half-written import is invisible, even to its own teacher.
      expect(seen.find((s) => s.url === `/api/students/${target.id}`)?.count).toBe(0);
    } finally {
      release();
      await importing;
    }
    const after = await call(t.app, "GET", `/api/students/${target.id}`, {
      cookie: importer.cookie,
    });
    expect(after.json()).toHaveLength(50);
  }, 15_000);
});
