import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudentDto } from "#src/domain/schemas/students";
import { DEFAULT_OPTIONS } from "#src/domain/students/attributes";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { pause, roster, spread } from "../../support/roster";
import { type Teacher, twoTeachers } from "../../support/teachers";

/** "Assign evenly now": POST /api/classes/:id/shuffle with only_missing, on SQLite and PostgreSQL. */
let t: TestApp;
let me: Teacher;
let other: Teacher;
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
  ({ me, other } = await twoTeachers(t.app));
});
afterAll(() => t.close());

const as = (who: { cookie: string }) => roster(t.app, who.cookie);
const fill = (
  classId: string,
  body: Record<string, unknown> = { only_missing: true },
  cookie = me.cookie,
) => call(t.app, "POST", `/api/classes/${classId}/shuffle`, { cookie, body });

describe("filling in missing values (docs/product.md#balanced-assignment)", () => {
  it("fills only the missing values, evenly, keeping every value already set", async () => {
    const c = await as(me).newClass();
    // 6 with a number and a color, 22 with nothing at all.
    const set: StudentDto[] = [];
    for (let i = 0; i < 6; i++) {
      set.push(await as(me).newStudent(c.id, `Set ${i}`, { number: 1, color: "Red" }));
    }
    for (let i = 0; i < 22; i++) await as(me).newStudent(c.id, `New ${i}`);
    await pause();
    const res = await fill(c.id);
    expect(res.statusCode, res.body).toBe(200);
    const after: StudentDto[] = res.json();
    expect(after).toHaveLength(28);
    for (const s of after) {
      for (const name of ["number", "color", "element", "shape"] as const) {
        expect(s[name], `${s.name} ${name}`).not.toBeNull();
      }
    }
    // The six keep the values they had (their element and shape were filled in).
    for (const before of set) {
      const now = after.find((s) => s.id === before.id);
      expect(now).toMatchObject({ number: 1, color: "Red" });
    }
    // Element and shape started empty: even. Number and color: 6 already on the first
    // option, the 22 others dealt over the rest first, so each count within 1 of 7.
    for (const name of ["element", "shape"] as const) {
      expect(
        spread(
          after.map((s) => s[name]),
          DEFAULT_OPTIONS[name],
        ),
        name,
      ).toBeLessThanOrEqual(1);
    }
    expect(
      spread(
        after.map((s) => s.number),
        [1, 2, 3, 4],
      ),
    ).toBeLessThanOrEqual(1);
    expect(
      spread(
        after.map((s) => s.color),
        DEFAULT_OPTIONS.color,
      ),
    ).toBeLessThanOrEqual(1);
    expect(await as(me).students(c.id)).toEqual(after);
  });

  it("changes nothing when nobody lacks a value", async () => {
    const c = await as(me).newClass();
    const full = { number: 2, color: "Green", element: "Air", shape: "Circle" };
    const one = await as(me).newStudent(c.id, "Full", full);
    const res = await fill(c.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ ...full, version: one.version })]);
  });

  it("without only_missing, or with an empty body, shuffles everyone as before", async () => {
    const c = await as(me).newClass();
    for (let i = 0; i < 8; i++) await as(me).newStudent(c.id, `S${i}`, { number: 1 });
    for (const body of [{}, { only_missing: false }]) {
      const res = await fill(c.id, body);
      expect(res.statusCode, res.body).toBe(200);
      const numbers = (res.json() as StudentDto[]).map((s) => s.number);
      expect(spread(numbers, [1, 2, 3, 4])).toBeLessThanOrEqual(1);
    }
  });

  it("a request with no body still shuffles everyone, as before", async () => {
    const c = await as(me).newClass();
    await as(me).newStudent(c.id, "A");
    const res = await call(t.app, "POST", `/api/classes/${c.id}/shuffle`, { cookie: me.cookie });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a bad only_missing (400), another teacher's class (404), signed out (401)", async () => {
    const c = await as(me).newClass();
    await as(me).newStudent(c.id, "A");
    const bad = await fill(c.id, { only_missing: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: expect.any(String), details: expect.any(Array) });
    expect((await fill(c.id, { only_missing: true }, other.cookie)).statusCode).toBe(404);
    const signedOut = await call(t.app, "POST", `/api/classes/${c.id}/shuffle`, {
      body: { only_missing: true },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await as(me).students(c.id))[0]).toMatchObject({ color: null, shape: null });
  });
});
