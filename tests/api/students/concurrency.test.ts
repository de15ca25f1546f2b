import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassDto } from "#src/domain/schemas/classes";
import { CLASS_CONFLICT, SETTING_CONFLICT, STUDENT_CONFLICT } from "#src/domain/schemas/common";
import type { StudentDto } from "#src/domain/schemas/students";
import { updateClass } from "#src/server/features/classes/repository";
import { IDEMPOTENCY_TTL_MS, KEY_REUSED_MESSAGE } from "#src/server/features/idempotency";
import { findOwnedStudent, updateStudent } from "#src/server/features/students/repository";
import { english } from "../../support/english";
import { call, createTestApp, dbKind, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { twoTeachers } from "../../support/teachers";

/**
 * Concurrent edits (docs/decisions/0011): updates carry the version they were made from (If-Match), a stale
 * one answers 409 with the current row instead of overwriting it, and an import retried with the
 * same Idempotency-Key imports once. Runs on SQLite and (TEST_DATABASE_URL) PostgreSQL, where
 * the concurrent requests really run at the same time on the pool's connections.
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
const putStudent = (id: string, body: Record<string, unknown>, ifMatch?: string) =>
  call(t.app, "PUT", `/api/students/${id}`, {
    cookie: me.cookie,
    body,
    headers: ifMatch === undefined ? {} : { "if-match": ifMatch },
  });
const putClass = (id: string, body: Record<string, unknown>, ifMatch?: string) =>
  call(t.app, "PUT", `/api/classes/${id}`, {
    cookie: me.cookie,
    body,
    headers: ifMatch === undefined ? {} : { "if-match": ifMatch },
  });
const stored = async (classId: string, id: string) =>
  (await as(me).students(classId)).find((s) => s.id === id);

describe("concurrent edits: students", () => {
  it("of 50 concurrent updates from the same version exactly 1 wins; 49 answer 409 with it", async () => {
    const c = await as(me).newClass();
    const s = await as(me).newStudent(c.id, "Ann", { number: 1, color: "Red" });
    expect(s.version).toBe(1);
    const colors = ["Red", "Yellow", "Green", "Purple"];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        putStudent(s.id, { name: `Ann ${i}`, number: (i % 4) + 1, color: colors[i % 4] }, '"1"'),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 409);
    console.log(
      `concurrent updates (${dbKind}): ${answers.length} sent, ${won.length} won, ${refused.length} x 409`,
    );
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    const winner = won[0]?.json() as StudentDto;
    expect(winner.version).toBe(2);
    expect(won[0]?.headers.etag).toBe('"2"');
    const final = await stored(c.id, s.id);
    expect(final).toEqual(winner);
    for (const r of refused) {
      expect(r.json()).toEqual({
        error: english(STUDENT_CONFLICT),
        code: "stale",
        current: winner,
      });
    }
  });

  it("answers a stale If-Match after another update with 409 and the current student", async () => {
    const c = await as(me).newClass();
    const s = await as(me).newStudent(c.id, "Bob", { color: "Red" });
    const first = await putStudent(s.id, { name: "Bobby", color: "Green" }, '"1"');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ name: "Bobby", color: "Green", version: 2 });
    const stale = await putStudent(s.id, { name: "Robert", color: "Purple" }, '"1"');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: english(STUDENT_CONFLICT),
      code: "stale",
      current: first.json(),
    });
    expect(stale.headers.etag).toBe('"2"');
    expect(await stored(c.id, s.id)).toEqual(first.json());
  });

  it("reads If-Match quoted, weak, unquoted or as a list; refuses other text with 400", async () => {
    const c = await as(me).newClass();
    const s = await as(me).newStudent(c.id, "Cy");
    const versions: number[] = [];
    for (const ifMatch of ['"1"', 'W/"2"', "3", '"9", "4"', "*"]) {
      const res = await putStudent(s.id, { name: `Cy ${ifMatch}` }, ifMatch);
      expect(res.statusCode, `${ifMatch}: ${res.body}`).toBe(200);
      versions.push(res.json().version);
    }
    expect(versions).toEqual([2, 3, 4, 5, 6]);
    for (const bad of ["abc", '"two"', '"1" junk', ""]) {
      const res = await putStudent(s.id, { name: "Nope" }, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain("headers.if-match");
    }
    expect((await stored(c.id, s.id))?.name).toBe("Cy *");
  });

  it("keeps updates without If-Match working (API clients of the original calls), each moving the version on", async () => {
    const c = await as(me).newClass();
    const s = await as(me).newStudent(c.id, "Di");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => putStudent(s.id, { name: `Di ${i}` })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const final = await stored(c.id, s.id);
    expect(final?.version).toBe(11);
    expect(answers.map((r) => r.json().version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 2),
    );
  });

  it("checks the version in the write itself: a second write from the same version changes nothing", async () => {
    // On SQLite requests never interleave, so this is what keeps the concurrent case honest
    // there: without `AND version = ?` the second write would land.
    const c = await as(me).newClass();
    const s = await as(me).newStudent(c.id, "Eve");
    const db = t.database.db;
    const values = { name: "First", number: 1, color: null, element: null, shape: null };
    const first = await updateStudent(db, s.id, c.id, values, undefined, 1);
    expect(first).toMatchObject({ name: "First", version: 2 });
    const second = await updateStudent(db, s.id, c.id, { ...values, name: "Second" }, undefined, 1);
    expect(second).toBeUndefined();
    expect(await findOwnedStudent(db, me.userId, s.id)).toMatchObject({
      name: "First",
      version: 2,
    });
  });

  it("moves the versions of every student a shuffle or an option edit rewrites", async () => {
    const c = await as(me).newClass();
    const a = await as(me).newStudent(c.id, "A", { color: "Red" });
    const b = await as(me).newStudent(c.id, "B", { color: "Green" });
    const shuffled = await call(t.app, "POST", `/api/classes/${c.id}/shuffle`, {
      cookie: me.cookie,
    });
    expect(shuffled.statusCode).toBe(200);
    expect((shuffled.json() as StudentDto[]).map((s) => s.version)).toEqual([2, 2]);
    const saved = await call(t.app, "POST", "/api/teacher-settings", {
      cookie: me.cookie,
      body: {
        attribute_name: "color",
        display_name: "Color",
        options: ["Crimson", "Yellow", "Green", "Purple"],
        renames: [{ from: "Red", to: "Crimson" }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const after = await as(me).students(c.id);
    const renamed = after.filter((s) => s.color === "Crimson").map((s) => s.version);
    const kept = after.filter((s) => s.color !== "Crimson").map((s) => s.version);
    expect({ renamed, kept }).toEqual({
      renamed: renamed.map(() => 3),
      kept: kept.map(() => 2),
    });
    // Back to the defaults for the other tests (resetting renames Crimson holders to null).
    const reset = await call(t.app, "DELETE", `/api/teacher-settings/${saved.json().id}`, {
      cookie: me.cookie,
    });
    expect(reset.statusCode).toBe(200);
    const stale = await putStudent(a.id, { name: "A2" }, '"1"');
    expect(stale.statusCode).toBe(409);
    expect((await putStudent(b.id, { name: "B2" }, '"1"')).statusCode).toBe(409);
  });
});

describe("concurrent edits: classes and settings", () => {
  it("of 50 concurrent renames from the same version exactly 1 wins; 49 answer 409 with it", async () => {
    const c = await as(me).newClass("Period 1");
    expect(c.version).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => putClass(c.id, { name: `Period ${i}` }, '"1"')),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 409);
    console.log(
      `concurrent class renames (${dbKind}): ${answers.length} sent, ${won.length} won, ${refused.length} x 409`,
    );
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(49);
    const winner = won[0]?.json() as ClassDto;
    expect(winner.version).toBe(2);
    expect((await as(me).classes()).find((x) => x.id === c.id)).toEqual(winner);
    for (const r of refused)
      expect(r.json()).toEqual({ error: english(CLASS_CONFLICT), code: "stale", current: winner });
  });

  it("refuses a stale rename with 409; student changes move updated_at but not the version", async () => {
    const c = await as(me).newClass("Room 4");
    const renamed = await putClass(c.id, { name: "Room 5" }, '"1"');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers.etag).toBe('"2"');
    await as(me).newStudent(c.id, "Joins");
    const now = (await as(me).classes()).find((x) => x.id === c.id);
    expect(now).toMatchObject({ name: "Room 5", version: 2, studentCount: 1 });
    const stale = await putClass(c.id, { name: "Room 6" }, '"1"');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: english(CLASS_CONFLICT), code: "stale", current: now });
    expect((await putClass(c.id, { name: "Room 6" }, '"2"')).json().version).toBe(3);
    expect((await putClass(c.id, { name: "Room 7" })).json().version).toBe(4);
    const theirs = await call(t.app, "PUT", `/api/classes/${c.id}`, {
      cookie: other.cookie,
      body: { name: "Mine" },
      headers: { "if-match": '"4"' },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("checks a class's version in the write itself", async () => {
    const c = await as(me).newClass("Lab");
    const db = t.database.db;
    const values = { name: "Lab A", description: null };
    const first = await updateClass(db, me.userId, c.id, values, [1]);
    expect(first).toMatchObject({ updated: { name: "Lab A", version: 2 } });
    const second = await updateClass(db, me.userId, c.id, { ...values, name: "Lab B" }, [1]);
    expect(second).toMatchObject({ conflict: { name: "Lab A", version: 2 } });
  });

  it("refuses a stale setting update with 409 and the current setting", async () => {
    const body = (display_name: string) => ({
      attribute_name: "shape",
      display_name,
      options: ["Square", "Circle", "Triangle", "Star"],
    });
    const created = await call(t.app, "POST", "/api/teacher-settings", {
      cookie: other.cookie,
      body: body("Shape"),
    });
    expect(created.json()).toMatchObject({ version: 1 });
    const id = created.json().id as string;
    const put = (name: string, ifMatch: string) =>
      call(t.app, "PUT", `/api/teacher-settings/${id}`, {
        cookie: other.cookie,
        body: body(name),
        headers: { "if-match": ifMatch },
      });
    const first = await put("Shapes", '"1"');
    expect(first.statusCode).toBe(200);
    expect(first.json().setting).toMatchObject({ display_name: "Shapes", version: 2 });
    const stale = await put("Forms", '"1"');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: english(SETTING_CONFLICT),
      code: "stale",
      current: first.json().setting,
    });
  });
});

describe("import with an Idempotency-Key", () => {
  const rows = [{ name: "Ann" }, { name: "Bob" }, { name: "Cy" }];
  const importWith = (
    classId: string,
    key: string | undefined,
    body: unknown,
    cookie = me.cookie,
  ) =>
    call(t.app, "POST", `/api/classes/${classId}/students/import`, {
      cookie,
      body: body as Record<string, unknown>,
      headers: key === undefined ? {} : { "idempotency-key": key },
    });
  const count = async (classId: string) => (await as(me).students(classId)).length;

  it("replays the first answer to a retry with the same key, without importing again", async () => {
    const c = await as(me).newClass();
    const key = crypto.randomUUID();
    const first = await importWith(c.id, key, { rows });
    const retry = await importWith(c.id, key, { rows });
    const again = await importWith(c.id, key, { rows, balanced: false });
    console.log(
      `idempotent import (${dbKind}, sequential): 3 sent, ${[first, retry, again].filter((r) => !r.headers["idempotent-replayed"]).length} imported, ${await count(c.id)} rows`,
    );
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    for (const r of [retry, again]) {
      expect(r.statusCode).toBe(201);
      expect(r.json()).toEqual({ created: 3 });
      expect(r.headers["idempotent-replayed"]).toBe("true");
    }
    expect(await count(c.id)).toBe(3);
    // Without a key every request imports.
    expect((await importWith(c.id, undefined, { rows })).statusCode).toBe(201);
    expect(await count(c.id)).toBe(6);
  });

  it("imports once when 10 requests with the same key arrive at the same time", async () => {
    const c = await as(me).newClass();
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => importWith(c.id, key, { rows })),
    );
    const replayed = answers.filter((r) => r.headers["idempotent-replayed"] === "true");
    const rowsNow = await count(c.id);
    console.log(
      `idempotent import (${dbKind}, concurrent): ${answers.length} sent, ${answers.length - replayed.length} imported, ${replayed.length} replayed, ${rowsNow} rows`,
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(answers.map((r) => r.json())).toEqual(Array(10).fill({ created: 3 }));
    expect(replayed).toHaveLength(9);
    expect(rowsNow).toBe(3);
  });

  it("refuses the same key with another request (422) and imports nothing", async () => {
    const a = await as(me).newClass();
    const b = await as(me).newClass();
    const key = "retry-1";
    expect((await importWith(a.id, key, { rows })).statusCode).toBe(201);
    const otherRows = await importWith(a.id, key, { rows: [{ name: "Zed" }] });
    expect(otherRows.statusCode).toBe(422);
    expect(otherRows.json()).toEqual({ error: english(KEY_REUSED_MESSAGE), code: "unprocessable" });
    const otherClass = await importWith(b.id, key, { rows });
    expect(otherClass.statusCode).toBe(422);
    expect([await count(a.id), await count(b.id)]).toEqual([3, 0]);
    // Keys are the teacher's own: another teacher's same key is a new request.
    const theirClass = await roster(t.app, other.cookie).newClass();
    expect((await importWith(theirClass.id, key, { rows }, other.cookie)).statusCode).toBe(201);
  });

  it("refuses a key that is not 1-200 printable ASCII characters with 400", async () => {
    const c = await as(me).newClass();
    for (const key of ["", "k".repeat(201), "clé", "tab\there"]) {
      const res = await importWith(c.id, key, { rows });
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain("headers.idempotency-key");
    }
    expect((await importWith(c.id, "k".repeat(200), { rows })).statusCode).toBe(201);
    expect(await count(c.id)).toBe(3);
  });

  it("stores nothing for a refused import, and forgets keys after 24 hours", async () => {
    const c = await as(me).newClass();
    const refused = await importWith(c.id, "fix-and-retry", { rows: [{ name: "A", color: "x" }] });
    expect(refused.statusCode).toBe(400);
    const fixed = await importWith(c.id, "fix-and-retry", { rows: [{ name: "A" }] });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers["idempotent-replayed"]).toBeUndefined();

    const old = new Date(Date.now() - IDEMPOTENCY_TTL_MS - 60_000).toISOString();
    await t.database.db
      .insertInto("idempotency_keys")
      .values({
        user_id: me.userId,
        key: "yesterday",
        request_hash: "not this request",
        status_code: 201,
        response_body: '{"created":99}',
        created_at: old,
      })
      .execute();
    const res = await importWith(c.id, "yesterday", { rows });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 3 });
    const keys = await t.database.db
      .selectFrom("idempotency_keys")
      .select("created_at")
      .where("user_id", "=", me.userId)
      .where("key", "=", "yesterday")
      .execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]?.created_at).not.toBe(old);
  });

  it("forgets another teacher's keys after 24 hours too, at anyone's keyed import", async () => {
    const keyOf = (userId: string, key: string, createdAt: string) => ({
      user_id: userId,
      key,
      request_hash: "h",
      status_code: 201,
      response_body: '{"created":1}',
      created_at: createdAt,
    });
    const old = new Date(Date.now() - IDEMPOTENCY_TTL_MS - 60_000).toISOString();
    const recent = new Date(Date.now() - 60_000).toISOString();
    await t.database.db
      .insertInto("idempotency_keys")
      .values([keyOf(other.userId, "stale", old), keyOf(other.userId, "fresh", recent)])
      .execute();
    const c = await as(me).newClass();
    expect((await importWith(c.id, "mine-today", { rows })).statusCode).toBe(201);
    const left = await t.database.db
      .selectFrom("idempotency_keys")
      .select("key")
      .where("user_id", "=", other.userId)
      .where("key", "in", ["stale", "fresh"])
      .execute();
    expect(left.map((k) => k.key)).toEqual(["fresh"]);
  });
});

describe("OpenAPI", () => {
  it("documents If-Match as optional on the updates and Idempotency-Key on the import", async () => {
    const res = await call(t.app, "GET", "/api/openapi.json");
    type Param = { in: string; name: string; required?: boolean; description?: string };
    const doc = res.json() as {
      paths: Record<string, Record<string, { parameters?: Param[]; responses: object }>>;
    };
    const header = (path: string, method: string, name: string) =>
      doc.paths[path]?.[method]?.parameters?.find((p) => p.in === "header" && p.name === name);
    for (const [path, method] of [
      ["/api/students/{id}", "put"],
      ["/api/classes/{id}", "put"],
      ["/api/teacher-settings/{id}", "put"],
    ] as const) {
      const ifMatch = header(path, method, "if-match");
      expect(ifMatch, path).toMatchObject({ required: false });
      expect(ifMatch?.description).toContain("without the header");
      expect(doc.paths[path]?.[method]?.responses).toHaveProperty("409");
    }
    const key = header("/api/classes/{id}/students/import", "post", "idempotency-key");
    expect(key).toMatchObject({ required: false });
    expect(doc.paths["/api/classes/{id}/students/import"]?.post?.responses).toHaveProperty("422");
  });
});
