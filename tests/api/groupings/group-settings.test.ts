import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_GROUP_SETTINGS } from "#src/domain/schemas/group-settings";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";

/**
 * A class's Groups choices on SQLite and PostgreSQL (docs/product.md#groups): the defaults until
 * the teacher chooses, then what was chosen, for that class only; bad input is a 400 and another
 * teacher's class a 404, both leaving the stored choices as they were.
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

const chosen = {
  method: "same-category",
  category: "color",
  balance_on: ["number", "shape"],
  size_mode: "per-group",
  group_count: 6,
  per_group: 5,
  per_group_rule: "at-least",
  avoid_partners: true,
  partner_rounds: 4,
  partners_first: true,
} as const;

const get = (classId: string, cookie = me.cookie) =>
  call(t.app, "GET", `/api/group-settings/${classId}`, { cookie });
const put = (classId: string, body: Record<string, unknown> | string, cookie = me.cookie) =>
  call(t.app, "PUT", `/api/group-settings/${classId}`, { cookie, body });

describe("a class's Groups choices", () => {
  it("reads the defaults, then what was chosen, for that class only", async () => {
    const a = (await roster(t.app, me.cookie).newClass()).id;
    const b = (await roster(t.app, me.cookie).newClass()).id;
    expect((await get(a)).json()).toEqual({ class_id: a, ...DEFAULT_GROUP_SETTINGS });
    const saved = await put(a, chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ class_id: a, ...chosen });
    expect((await get(a)).json()).toEqual({ class_id: a, ...chosen });
    expect((await get(b)).json()).toEqual({ class_id: b, ...DEFAULT_GROUP_SETTINGS });
    const again = { ...chosen, method: "balanced", size_mode: "groups", group_count: 9 };
    expect((await put(a, again)).statusCode).toBe(200);
    expect((await get(a)).json()).toEqual({ class_id: a, ...again });
  });

  it("refuses bad choices with a 400 and keeps what was stored", async () => {
    const a = (await roster(t.app, me.cookie).newClass()).id;
    expect((await put(a, chosen)).statusCode).toBe(200);
    for (const body of [
      { ...chosen, method: "rigged" },
      { ...chosen, category: "height" },
      { ...chosen, balance_on: ["number", "number"] },
      { ...chosen, group_count: 0 },
      { ...chosen, group_count: 21 },
      { ...chosen, per_group: 2.5 },
      { ...chosen, per_group_rule: "about" },
      { ...chosen, per_group_rule: "at least" },
      { ...chosen, per_group_rule: 4 },
      { ...chosen, per_group_rule: null },
      { ...chosen, partner_rounds: 11 },
      { ...chosen, avoid_partners: "yes" },
      { ...chosen, extra: 1 },
      { method: "random" },
      "not an object",
    ]) {
      const res = await put(a, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBeTypeOf("string");
    }
    expect((await get(a)).json()).toEqual({ class_id: a, ...chosen });
  });

  it("reads students per group without at least or at most (an older page) as at most", async () => {
    const a = (await roster(t.app, me.cookie).newClass()).id;
    const { per_group_rule: _, ...older } = chosen;
    const saved = await put(a, older);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ class_id: a, ...older, per_group_rule: "at-most" });
    expect((await get(a)).json()).toEqual({ class_id: a, ...older, per_group_rule: "at-most" });
  });

  it("answers 404 for another teacher's class or no class, changing nothing", async () => {
    const a = (await roster(t.app, me.cookie).newClass()).id;
    expect((await put(a, chosen)).statusCode).toBe(200);
    expect((await get(a, other.cookie)).statusCode).toBe(404);
    expect((await put(a, { ...chosen, method: "random" }, other.cookie)).statusCode).toBe(404);
    expect((await get("no-such-class")).statusCode).toBe(404);
    expect((await get(a)).json()).toEqual({ class_id: a, ...chosen });
  });

  it("goes with its class", async () => {
    const a = (await roster(t.app, me.cookie).newClass()).id;
    expect((await put(a, chosen)).statusCode).toBe(200);
    expect(
      (await call(t.app, "DELETE", `/api/classes/${a}`, { cookie: me.cookie })).statusCode,
    ).toBeLessThan(300);
    expect((await get(a)).statusCode).toBe(404);
    const rows = await t.database.db
      .selectFrom("group_settings")
      .selectAll()
      .where("class_id", "=", a)
      .execute();
    expect(rows).toEqual([]);
  });
});
