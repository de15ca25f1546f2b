import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";

/**
 * A class's spin length on SQLite and PostgreSQL (docs/decisions/0042-wheel-fills-the-screen.md):
 * whole seconds 1-20 or null for the usual length, kept per class beside the picking mode.
 */
let t: TestApp;
let me: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
  me = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(() => t.close());

const newClass = async () => (await roster(t.app, me.cookie).newClass()).id;
const get = (classId: string, cookie = me.cookie) =>
  call(t.app, "GET", `/api/wheel-settings/${classId}`, { cookie });
const put = (classId: string, body: Record<string, unknown>, cookie = me.cookie) =>
  call(t.app, "PUT", `/api/wheel-settings/${classId}`, { cookie, body });

describe("spin length", () => {
  it("is null (the usual length) until chosen, then remembered per class beside the mode", async () => {
    const a = await newClass();
    const b = await newClass();
    expect((await get(a)).json().spin_seconds).toBeNull();
    const set = await put(a, { spin_seconds: 12 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ class_id: a, pick_mode: "equal", spin_seconds: 12 });
    expect((await put(a, { pick_mode: "turns" })).json()).toEqual({
      class_id: a,
      pick_mode: "turns",
      spin_seconds: 12,
    });
    expect((await put(a, { spin_seconds: 1 })).json().pick_mode).toBe("turns");
    expect((await put(a, { spin_seconds: 20, pick_mode: "remove" })).json()).toEqual({
      class_id: a,
      pick_mode: "remove",
      spin_seconds: 20,
    });
    expect((await get(a)).json().spin_seconds).toBe(20);
    expect((await get(b)).json()).toEqual({ class_id: b, pick_mode: "equal", spin_seconds: null });
    expect((await put(a, { spin_seconds: null })).json().spin_seconds).toBeNull();
    expect((await get(a)).json()).toEqual({ class_id: a, pick_mode: "remove", spin_seconds: null });
  });

  it("refuses 0, 21, a fraction, a string and an empty change with a 400, keeping the stored length", async () => {
    const a = await newClass();
    await put(a, { spin_seconds: 7 });
    for (const wrong of [0, 21, 2.5, -3, "5", true, 1e9]) {
      const bad = await put(a, { spin_seconds: wrong });
      expect(bad.statusCode, `${wrong}`).toBe(400);
      expect(JSON.stringify(bad.json().details)).toMatch(/spin_seconds must be a whole number/);
    }
    const empty = await put(a, {});
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().details)).toMatch(/Send pick_mode, spin_seconds or both/);
    expect((await get(a)).json().spin_seconds).toBe(7);
  });

  it("answers 404 for another teacher's class, which keeps its length", async () => {
    const a = await newClass();
    await put(a, { spin_seconds: 3 });
    expect((await put(a, { spin_seconds: 9 }, other.cookie)).statusCode).toBe(404);
    expect((await get(a, other.cookie)).statusCode).toBe(404);
    expect((await get(a)).json().spin_seconds).toBe(3);
  });
});
