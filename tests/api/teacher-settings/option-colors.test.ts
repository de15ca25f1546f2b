import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";

/** The colour attribute's swatches, stored with its options (docs/decisions/0044-option-colours.md). */
let t: TestApp;
let me: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t.app);
});
afterAll(() => t.close());

const color = (options: string[], extra: Record<string, unknown> = {}) => ({
  attribute_name: "color",
  display_name: "Color",
  options,
  ...extra,
});
const post = (body: Record<string, unknown>, cookie = me.cookie) =>
  call(t.app, "POST", "/api/teacher-settings", { cookie, body });
const put = (id: string, body: Record<string, unknown>) =>
  call(t.app, "PUT", `/api/teacher-settings/${id}`, { cookie: me.cookie, body });
const list = () => call(t.app, "GET", `/api/teacher-settings/${me.userId}`, { cookie: me.cookie });

describe("option colours on teacher settings", () => {
  it("stores a swatch per option (lowercased), dropping labels that are not options", async () => {
    const res = await post(
      color(["Red", "Purple", "Orange"], {
        option_colors: { Purple: "#7C3AED", Orange: "#ff8800", Gone: "#000000" },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().option_colors).toEqual({ Purple: "#7c3aed", Orange: "#ff8800" });
    expect((await list()).json()[0].option_colors).toEqual({
      Purple: "#7c3aed",
      Orange: "#ff8800",
    });
  });

  it("refuses a colour that is not #rrggbb with 400, and stores nothing", async () => {
    for (const bad of ["red", "#fff", "#12345g", "rgb(1,2,3)", "#1234567", "", 12, null]) {
      const res = await post(color(["Red", "Blue"], { option_colors: { Red: bad } }));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    const notAMap = await post(color(["Red", "Blue"], { option_colors: ["#ff0000"] }));
    expect(notAMap.statusCode).toBe(400);
    expect((await list()).json()[0].options).toEqual(["Red", "Purple", "Orange"]);
  });

  it("refuses swatches on an attribute other than colour (400)", async () => {
    const res = await post({
      attribute_name: "shape",
      display_name: "Shape",
      options: ["Square", "Circle"],
      option_colors: { Square: "#000000" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: "body.option_colors", message: expect.any(String) },
    ]);
  });

  it("a rename keeps the swatch when the body sends none; a body's swatches replace them", async () => {
    const setting = (await list()).json()[0];
    const renamed = await put(setting.id, {
      ...color(["Red", "Blue", "Orange"]),
      renames: [{ from: "Purple", to: "Blue" }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().setting.option_colors).toEqual({ Blue: "#7c3aed", Orange: "#ff8800" });

    const cleared = await put(setting.id, {
      ...color(["Red", "Blue", "Orange"]),
      option_colors: {},
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().setting.option_colors).toEqual({});
  });

  it("a reset (DELETE) forgets the swatches with the options", async () => {
    const setting = (await list()).json()[0];
    await put(setting.id, { ...color(["Red", "Blue"]), option_colors: { Blue: "#000080" } });
    const reset = await call(t.app, "DELETE", `/api/teacher-settings/${setting.id}`, {
      cookie: me.cookie,
    });
    expect(reset.statusCode).toBe(200);
    expect((await list()).json()).toEqual([]);
    const again = await post(color(["Red", "Blue"]));
    expect(again.json().option_colors).toEqual({});
  });
});
