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

const color = (options: unknown, extra: Record<string, unknown> = {}) => ({
  attribute_name: "color",
  display_name: "House",
  description: "  Team colours ",
  options,
  show_to_students: false,
  ...extra,
});
const post = (body: Record<string, unknown>, cookie = me.cookie) =>
  call(t.app, "POST", "/api/teacher-settings", { cookie, body });
const list = (cookie = me.cookie, userId = me.userId) =>
  call(t.app, "GET", `/api/teacher-settings/${userId}`, { cookie });

describe("teacher settings: list and save (docs/product.md#api)", () => {
  it("lists nothing before the first save, and answers 401 signed out", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await call(t.app, "GET", `/api/teacher-settings/${me.userId}`)).statusCode).toBe(401);
  });

  it("creates a setting: 201 with options as a JSON array and booleans as booleans", async () => {
    const res = await post(color([" Red ", "Blue", "Green"], { user_id: me.userId }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user_id: me.userId,
      attribute_name: "color",
      display_name: "House",
      description: "Team colours",
      options: ["Red", "Blue", "Green"],
      show_to_students: false,
    });
    expect(res.json().id).toEqual(expect.any(String));
  });

  it("saving the same attribute again updates the one setting, never a duplicate", async () => {
    const first = (await list()).json()[0];
    const again = await post(color(["Red", "Blue"], { show_to_students: true, description: "" }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      id: first.id,
      options: ["Red", "Blue"],
      show_to_students: true,
      description: null,
      created_at: first.created_at,
    });
    const settings = (await list()).json();
    expect(settings).toHaveLength(1);
    expect(settings[0].options).toEqual(["Red", "Blue"]);
  });

  it("lists in attribute order, each teacher only their own", async () => {
    await post({ attribute_name: "number", display_name: "Table", options: ["A", "B"] });
    expect((await list()).json().map((s: { attribute_name: string }) => s.attribute_name)).toEqual([
      "number",
      "color",
    ]);
    expect((await list(other.cookie, other.userId)).json()).toEqual([]);
  });

  it("refuses another teacher's user_id with 403, in the path and in the body", async () => {
    const path = await list(other.cookie, me.userId);
    expect(path.statusCode).toBe(403);
    expect(path.json()).toEqual({ error: expect.any(String), code: "forbidden" });
    const body = await post(color(["X", "Y"], { user_id: me.userId }), other.cookie);
    expect(body.statusCode).toBe(403);
    expect((await list()).json()[1].options).toEqual(["Red", "Blue"]);
  });
});

describe("teacher settings: validation (docs/product.md#attributes)", () => {
  const refused = async (body: Record<string, unknown>, message?: RegExp) => {
    const res = await post(body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().details).toBeDefined();
    if (message) expect(res.json().error).toMatch(message);
  };

  it("refuses an unknown attribute name", async () => {
    await refused(color(["A", "B"], { attribute_name: "size" }));
  });

  it("refuses 1 option and 13 options", async () => {
    await refused(color(["Only"]), /At least 2 options are required/);
    await refused(
      color(Array.from({ length: 13 }, (_, i) => `O${i}`)),
      /At most 12 options are allowed/,
    );
  });

  it("refuses duplicate (case-insensitive), blank and 41-character options", async () => {
    await refused(color(["Red", "red"]), /unique/);
    await refused(color(["Red", "  "]), /cannot be blank/);
    await refused(color(["Red", "x".repeat(41)]), /longer than 40 characters/);
  });

  it("accepts 12 options of 40 characters", async () => {
    const options = Array.from({ length: 12 }, (_, i) => `${i}`.padEnd(40, "x"));
    const res = await post({ attribute_name: "shape", display_name: "Shape", options });
    expect(res.statusCode).toBe(201);
    expect(res.json().options).toEqual(options);
  });

  it("refuses wrong types and a blank display name", async () => {
    await refused(color("Red,Blue"));
    await refused(color([1, 2]));
    await refused(color(["A", "B"], { show_to_students: "yes" }));
    await refused(color(["A", "B"], { display_name: "   " }));
    await refused({ attribute_name: "color", options: ["A", "B"] });
  });

  it("stores nothing when refused", async () => {
    const shape = (await list())
      .json()
      .find((s: { attribute_name: string }) => s.attribute_name === "shape");
    await refused({ attribute_name: "shape", display_name: "Shape", options: ["A"] });
    const after = (await list())
      .json()
      .find((s: { attribute_name: string }) => s.attribute_name === "shape");
    expect(after).toEqual(shape);
  });
});

describe("teacher settings: update and delete by id", () => {
  it("PUT answers the setting with its effect; 404 for a missing or another teacher's id", async () => {
    const setting = (await post(color(["Red", "Blue"]))).json();
    const body = color(["Red", "Blue", "Teal"]);
    const res = await call(t.app, "PUT", `/api/teacher-settings/${setting.id}`, {
      cookie: me.cookie,
      body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      setting: { id: setting.id, options: ["Red", "Blue", "Teal"] },
      studentsChanged: 0,
      studentsCleared: 0,
    });
    for (const [id, cookie] of [
      ["no-such-id", me.cookie],
      [setting.id, other.cookie],
    ]) {
      const miss = await call(t.app, "PUT", `/api/teacher-settings/${id}`, { cookie, body });
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toEqual({ error: "Setting not found", code: "not_found" });
      const del = await call(t.app, "DELETE", `/api/teacher-settings/${id}`, { cookie });
      expect(del.statusCode).toBe(404);
    }
  });

  it("PUT refuses a body for another attribute (400) and a foreign user_id (403)", async () => {
    const setting = (await list()).json()[1];
    const wrong = await call(t.app, "PUT", `/api/teacher-settings/${setting.id}`, {
      cookie: me.cookie,
      body: color(["A", "B"], { attribute_name: "shape" }),
    });
    expect(wrong.statusCode).toBe(400);
    const foreign = await call(t.app, "PUT", `/api/teacher-settings/${setting.id}`, {
      cookie: me.cookie,
      body: color(["A", "B"], { user_id: other.userId }),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("DELETE resets to defaults: 200, setting null, gone from the list", async () => {
    const setting = (await list()).json()[1];
    const res = await call(t.app, "DELETE", `/api/teacher-settings/${setting.id}`, {
      cookie: me.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ setting: null, studentsChanged: 0, studentsCleared: 0 });
    const names = (await list()).json().map((s: { attribute_name: string }) => s.attribute_name);
    expect(names).not.toContain("color");
  });
});
