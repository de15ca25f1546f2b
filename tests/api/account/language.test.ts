import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteTeacherEverywhere } from "#src/server/features/account/delete-teacher";
import { APP_LANGUAGES } from "#src/server/languages";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { type Teacher, twoTeachers } from "../../support/teachers";

/** The teacher's language kept for the account (docs/product.md#languages). */

let t: TestApp;
let me: Teacher;
let other: Teacher;
beforeAll(async () => {
  t = await createTestApp();
  ({ me, other } = await twoTeachers(t.app));
});
afterAll(() => t.close());

const read = (cookie?: string, query = "") =>
  call(t.app, "GET", `/api/account/language${query}`, { cookie });
const choose = (body: Record<string, unknown> | string, cookie: string | undefined = me.cookie) =>
  call(t.app, "PUT", "/api/account/language", { cookie, body });

describe("the account's language", () => {
  it("knows the app's languages from its catalogues", () => {
    expect(APP_LANGUAGES).toEqual(["ar", "en", "es"]);
    const catalogues = readdirSync(new URL("../../../src/locales", import.meta.url))
      .filter((name) => name.endsWith(".po"))
      .map((name) => name.slice(0, -3))
      .sort();
    expect(catalogues).toEqual(APP_LANGUAGES);
  });

  it("is null until the teacher chooses one, and not cached", async () => {
    const res = await read(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: null });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("saves a choice (200) and answers it from then on; choosing again replaces it", async () => {
    const res = await choose({ language: "es" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: "es" });
    expect((await read(me.cookie)).json()).toEqual({ language: "es" });
    expect((await choose({ language: "ar", user_id: me.userId })).json()).toEqual({
      language: "ar",
    });
    expect((await read(me.cookie, `?user_id=${me.userId}`)).json()).toEqual({ language: "ar" });
    const rows = await t.database.db
      .selectFrom("teacher_languages")
      .selectAll()
      .where("user_id", "=", me.userId)
      .execute();
    expect(rows).toEqual([{ user_id: me.userId, language: "ar", updated_at: expect.any(String) }]);
  });

  it("refuses a code that is not one of the app's catalogues (400 invalid_request)", async () => {
    for (const language of ["fr", "EN", "es-MX", "", " es", "../en", null, 1, ["es"]]) {
      const res = await choose({ language });
      expect(res.statusCode, JSON.stringify(language)).toBe(400);
      expect(res.json()).toMatchObject({ code: "invalid_request", details: expect.any(Array) });
    }
    expect((await choose({})).statusCode).toBe(400);
    expect((await choose("es")).statusCode).toBe(400);
    expect((await read(me.cookie)).json()).toEqual({ language: "ar" });
  });

  it("keeps each teacher's language apart; another teacher's user_id is refused (403)", async () => {
    expect((await read(other.cookie)).json()).toEqual({ language: null });
    const foreign = await choose({ language: "en", user_id: me.userId }, other.cookie);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: "forbidden" });
    expect((await read(other.cookie, `?user_id=${me.userId}`)).statusCode).toBe(403);
    expect((await choose({ language: "es" }, other.cookie)).statusCode).toBe(200);
    expect((await read(me.cookie)).json()).toEqual({ language: "ar" });
    expect((await read(other.cookie)).json()).toEqual({ language: "es" });
  });

  it("answers 401 signed out, and refuses a cross-site change (CSRF)", async () => {
    expect((await read()).statusCode).toBe(401);
    const signedOut = await call(t.app, "PUT", "/api/account/language", {
      body: { language: "es" },
    });
    expect(signedOut.statusCode).toBe(401);
    const crossSite = await call(t.app, "PUT", "/api/account/language", {
      cookie: me.cookie,
      body: { language: "en" },
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await read(me.cookie)).json()).toEqual({ language: "ar" });
  });

  it("goes with the account when it is deleted", async () => {
    await deleteTeacherEverywhere(t.database.db, t.database.dialect, other.userId);
    const left = await t.database.db
      .selectFrom("teacher_languages")
      .select("user_id")
      .where("user_id", "=", other.userId)
      .execute();
    expect(left).toEqual([]);
  });
});
