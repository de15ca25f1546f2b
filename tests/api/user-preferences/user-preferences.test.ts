import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { twoTeachers } from "../../support/teachers";

let t: TestApp;
let me: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ me, other } = await twoTeachers(t.app));
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, cookie = me.cookie) =>
  call(t.app, "POST", "/api/user-preferences", { cookie, body });
const list = (cookie = me.cookie, userId = me.userId) =>
  call(t.app, "GET", `/api/user-preferences/${userId}`, { cookie });
const balanced = (value: unknown, extra: Record<string, unknown> = {}) => ({
  preference_key: "default_balanced_assignment",
  preference_value: value,
  ...extra,
});

describe("user preferences (docs/product.md#api)", () => {
  it("lists nothing before the first save", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("saves a preference: 201 with a boolean value", async () => {
    const res = await save(balanced(true, { user_id: me.userId }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      user_id: me.userId,
      preference_key: "default_balanced_assignment",
      preference_value: true,
      updated_at: expect.any(String),
    });
    expect((await list()).json()).toEqual([res.json()]);
  });

  it("saving the same key again updates it, never a duplicate", async () => {
    const res = await save(balanced(false));
    expect(res.statusCode).toBe(201);
    expect(res.json().preference_value).toBe(false);
    const rows = (await list()).json();
    expect(rows).toHaveLength(1);
    expect(rows[0].preference_value).toBe(false);
  });

  it("keeps each teacher's preferences apart", async () => {
    expect((await save(balanced(true), other.cookie)).statusCode).toBe(201);
    expect((await list()).json()[0].preference_value).toBe(false);
    expect((await list(other.cookie, other.userId)).json()[0].preference_value).toBe(true);
  });

  it("refuses an unknown key and a value that is not a boolean (400)", async () => {
    for (const body of [
      { preference_key: "dark_mode", preference_value: true },
      balanced("true"),
      balanced(1),
      balanced(null),
      { preference_value: true },
    ]) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), details: expect.any(Array) });
    }
  });

  it("refuses another teacher's user_id (403) in the path and in the body", async () => {
    expect((await list(other.cookie, me.userId)).statusCode).toBe(403);
    const res = await save(balanced(true, { user_id: me.userId }), other.cookie);
    expect(res.statusCode).toBe(403);
    expect((await list()).json()[0].preference_value).toBe(false);
  });

  it("answers 401 signed out", async () => {
    expect((await call(t.app, "GET", `/api/user-preferences/${me.userId}`)).statusCode).toBe(401);
    const res = await call(t.app, "POST", "/api/user-preferences", { body: balanced(true) });
    expect(res.statusCode).toBe(401);
  });
});
