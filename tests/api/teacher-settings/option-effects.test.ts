import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { classUpdatedAt, LONG_AGO, seedClass, studentsOf } from "../../support/seed";
import { twoTeachers } from "../../support/teachers";

let t: TestApp;
let me: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ me, other } = await twoTeachers(t.app));
});
afterAll(() => t.close());

const db = () => t.database.db;
const save = (attribute: string, options: string[], renames?: { from: string; to: string }[]) =>
  call(t.app, "POST", "/api/teacher-settings", {
    cookie: me.cookie,
    body: { attribute_name: attribute, display_name: attribute, options, renames },
  });
const put = (id: string, attribute: string, options: string[], renames?: unknown) =>
  call(t.app, "PUT", `/api/teacher-settings/${id}`, {
    cookie: me.cookie,
    body: { attribute_name: attribute, display_name: attribute, options, renames },
  });
const remove = (id: string) =>
  call(t.app, "DELETE", `/api/teacher-settings/${id}`, { cookie: me.cookie });
const values = async (classId: string, attribute: "number" | "color" | "element" | "shape") =>
  (await studentsOf(db(), classId)).map((s) => s[attribute]);

describe("docs/product.md#attributes: option changes carry the teacher's students along, in every class", () => {
  it("a rename on the first save (from the defaults) moves the students that held it", async () => {
    const a = await seedClass(db(), me.userId, [{ color: "Red" }, { color: "Yellow" }], LONG_AGO);
    const b = await seedClass(db(), me.userId, [{ color: "Red" }, { color: null }], LONG_AGO);
    const c = await seedClass(db(), me.userId, [{ color: "Green" }], LONG_AGO);
    const theirs = await seedClass(db(), other.userId, [{ color: "Red" }], LONG_AGO);
    const res = await save(
      "color",
      ["Crimson", "Yellow", "Green", "Purple"],
      [{ from: "Red", to: "Crimson" }],
    );
    expect(res.statusCode).toBe(201);
    expect(await values(a.classId, "color")).toEqual(["Crimson", "Yellow"]);
    expect(await values(b.classId, "color")).toEqual(["Crimson", null]);
    expect(await values(theirs.classId, "color")).toEqual(["Red"]);
    expect(await classUpdatedAt(db(), a.classId)).not.toBe(LONG_AGO);
    expect(await classUpdatedAt(db(), b.classId)).not.toBe(LONG_AGO);
    expect(await classUpdatedAt(db(), c.classId)).toBe(LONG_AGO);
    expect(await classUpdatedAt(db(), theirs.classId)).toBe(LONG_AGO);
    const [moved] = await studentsOf(db(), a.classId);
    expect(moved?.updated_at).not.toBe(LONG_AGO);
  });

  it("PUT renames and removes at once: the answer counts changed and cleared students", async () => {
    const cls = await seedClass(db(), me.userId, [
      { color: "Crimson" },
      { color: "Yellow" },
      { color: "Yellow" },
      { color: "Green" },
      { color: "Purple" },
    ]);
    const setting = (await save("color", ["Crimson", "Yellow", "Green", "Purple"])).json();
    const res = await put(
      setting.id,
      "color",
      ["Scarlet", "Green", "Gold"],
      [
        { from: "Crimson", to: "Scarlet" },
        { from: "Yellow", to: "Gold" },
      ],
    );
    expect(res.statusCode).toBe(200);
    // Crimson -> Scarlet and Yellow -> Gold in three students each (counting the classes of
    // the first test), Purple removed from one.
    expect(res.json()).toMatchObject({
      setting: { options: ["Scarlet", "Green", "Gold"] },
      studentsChanged: 6,
      studentsCleared: 1,
    });
    expect(await values(cls.classId, "color")).toEqual(["Scarlet", "Gold", "Gold", "Green", null]);
  });

  it("swapping two labels by renames swaps the students, not merges them", async () => {
    const cls = await seedClass(db(), me.userId, [{ element: "Fire" }, { element: "Water" }]);
    const res = await save(
      "element",
      ["Water", "Fire", "Earth", "Air"],
      [
        { from: "Fire", to: "Water" },
        { from: "Water", to: "Fire" },
      ],
    );
    expect(res.statusCode).toBe(201);
    expect(await values(cls.classId, "element")).toEqual(["Water", "Fire"]);
  });

  it("number values are positions: removing label k clears k and moves the ones above down", async () => {
    const setting = (await save("number", ["One", "Two", "Three", "Four", "Five"])).json();
    const cls = await seedClass(
      db(),
      me.userId,
      [1, 2, 3, 4, 5, null].map((n) => ({ number: n })),
    );
    const res = await put(setting.id, "number", ["One", "Three", "Four", "Five"]);
    expect(res.json()).toMatchObject({ studentsChanged: 3, studentsCleared: 1 });
    expect(await values(cls.classId, "number")).toEqual([1, null, 2, 3, 4, null]);
    const renamed = await put(
      setting.id,
      "number",
      ["Uno", "Tres", "Cuatro", "Cinco"],
      ["One:Uno", "Three:Tres", "Four:Cuatro", "Five:Cinco"].map((pair) => {
        const [from, to] = pair.split(":");
        return { from, to };
      }),
    );
    expect(renamed.json()).toMatchObject({ studentsChanged: 0, studentsCleared: 0 });
    expect(await values(cls.classId, "number")).toEqual([1, null, 2, 3, 4, null]);
    const reordered = await put(setting.id, "number", ["Cinco", "Uno", "Tres", "Cuatro"]);
    expect(reordered.json()).toMatchObject({ studentsChanged: 4, studentsCleared: 0 });
    expect(await values(cls.classId, "number")).toEqual([2, null, 3, 4, 1, null]);
  });

  it("an invalid change (400) leaves the students and the setting as they were", async () => {
    const cls = await seedClass(db(), me.userId, [{ shape: "Square" }]);
    const bad = await save("shape", ["Square"]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/At least 2 options/);
    expect(await values(cls.classId, "shape")).toEqual(["Square"]);
  });
});

describe("docs/product.md#attributes: delete resets to the defaults", () => {
  it("clears the students whose values are not among the defaults, and says how many", async () => {
    const cls = await seedClass(
      db(),
      me.userId,
      [{ shape: "Square" }, { shape: "Circle" }],
      LONG_AGO,
    );
    const setting = (
      await save("shape", ["Square", "Hexagon", "Star"], [{ from: "Circle", to: "Hexagon" }])
    ).json();
    const extra = await seedClass(
      db(),
      me.userId,
      [{ shape: "Star" }, { shape: "Star" }],
      LONG_AGO,
    );
    expect(await values(cls.classId, "shape")).toEqual(["Square", "Hexagon"]);
    const res = await remove(setting.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ setting: null, studentsChanged: 0, studentsCleared: 3 });
    expect(await values(cls.classId, "shape")).toEqual(["Square", null]);
    expect(await values(extra.classId, "shape")).toEqual([null, null]);
    expect(await classUpdatedAt(db(), extra.classId)).not.toBe(LONG_AGO);
    expect((await remove(setting.id)).statusCode).toBe(404);
  });

  it("number: positions 1-4 stay, higher ones clear", async () => {
    const setting = (await save("number", ["a", "b", "c", "d", "e", "f"])).json();
    const cls = await seedClass(
      db(),
      me.userId,
      [1, 4, 5, 6].map((n) => ({ number: n })),
    );
    const res = await remove(setting.id);
    expect(res.json()).toMatchObject({ studentsCleared: 2 });
    expect(await values(cls.classId, "number")).toEqual([1, 4, null, null]);
  });

  it("leaves another teacher's students alone", async () => {
    const theirs = await seedClass(db(), other.userId, [{ color: "Scarlet" }, { color: "Gold" }]);
    const setting = (
      await call(t.app, "GET", `/api/teacher-settings/${me.userId}`, {
        cookie: me.cookie,
      })
    )
      .json()
      .find((s: { attribute_name: string }) => s.attribute_name === "color");
    const res = await remove(setting.id);
    expect(res.json().studentsCleared).toBeGreaterThan(0);
    expect(await values(theirs.classId, "color")).toEqual(["Scarlet", "Gold"]);
  });
});
