import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PIN_TRIES, PIN_WINDOW_MINUTES } from "#src/domain/schemas/substitutes";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { seedClass } from "../../support/seed";
import { addMember } from "../../support/sharing-world";
import {
  awayFromPinWindowEdge,
  insertSubstituteLink,
  type LinkOptions,
  substituteHeaders,
  utcDay,
} from "../../support/substitute-world";

/**
 * Opening a substitute link (docs/decisions/0059-substitute-links.md): each refusal with its
 * status and reason, in the order token, revoked, days, PIN; the PIN's tries limited per link.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function classWithLink(options: LinkOptions = {}) {
  const owner = await signUp(t.app);
  const { classId } = await seedClass(t.database.db, owner.userId, [{ name: "Ada" }]);
  const link = await insertSubstituteLink(t.database.db, classId, options);
  return { owner, classId, ...link };
}

const open = (token: string | undefined, pin?: string, url = "/api/substitute") =>
  call(t.app, "GET", url, { headers: token === undefined ? {} : substituteHeaders(token, pin) });

describe(`opening a substitute link (${dbKind})`, () => {
  it("a valid link opens its class: name, days, the owner's name", async () => {
    const { classId, token } = await classWithLink();
    const res = await open(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      class_id: classId,
      class_name: expect.any(String),
      starts_on: utcDay(0),
      ends_on: utcDay(2),
      owner_name: "Test Teacher",
    });
  });

  it("refuses with a reason: unknown 404, revoked 410, ended 410, not started 403", async () => {
    const unknown = await open("A".repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: "This substitute link does not work. Ask the class's teacher for a new one.",
      code: "not_found",
    });
    expect((await open(undefined)).statusCode).toBe(404);
    expect((await open("short")).statusCode).toBe(404);

    const revoked = await classWithLink({ revoked: true, pin: "111111" });
    const r = await open(revoked.token, "000000");
    expect(r.statusCode).toBe(410);
    expect(r.json()).toEqual({
      error: "This substitute link was turned off by the class's teacher.",
      code: "gone",
      reason: "revoked",
    });
    const ended = await classWithLink({ startsOn: utcDay(-5), endsOn: utcDay(-2), pin: "111111" });
    const e = await open(ended.token);
    expect(e.statusCode).toBe(410);
    expect(e.json()).toEqual({
      error: "This substitute link has ended.",
      code: "gone",
      reason: "expired",
    });
    const later = await classWithLink({ startsOn: utcDay(2), endsOn: utcDay(3) });
    const l = await open(later.token);
    expect(l.statusCode).toBe(403);
    expect(l.json()).toEqual({
      error: `This substitute link opens on its first day, ${utcDay(2)}. Please come back then.`,
      code: "forbidden",
      reason: "not_started",
      starts_on: utcDay(2),
    });
    // Yesterday's last day is still today somewhere on Earth; tomorrow's first day already is.
    expect(
      (await open((await classWithLink({ startsOn: utcDay(-3), endsOn: utcDay(-1) })).token))
        .statusCode,
    ).toBe(200);
    expect(
      (await open((await classWithLink({ startsOn: utcDay(1), endsOn: utcDay(1) })).token))
        .statusCode,
    ).toBe(200);
  });

  it("a PIN link: missing 401 pin_required, wrong 401 wrong_pin, right 200", async () => {
    const { token } = await classWithLink({ pin: "482913" });
    const missing = await open(token);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      error: "Enter the PIN the class's teacher gave you.",
      code: "unauthorized",
      reason: "pin_required",
    });
    const wrong = await open(token, "000000");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "unauthorized", reason: "wrong_pin" });
    expect((await open(token, "48291")).json().reason).toBe("wrong_pin");
    expect((await open(token, "482913")).statusCode).toBe(200);
  });

  it(`after ${PIN_TRIES} wrong PINs the link takes no tries, even the right PIN (429 with Retry-After); another link is unaffected`, async () => {
    const { token } = await classWithLink({ pin: "482913" });
    const other = await classWithLink({ pin: "482913" });
    await awayFromPinWindowEdge(PIN_WINDOW_MINUTES);
    // A PIN that is not six digits counts nowhere; six wrong digits do.
    for (let i = 0; i < PIN_TRIES; i++) {
      expect((await open(token, `00000${i}`)).statusCode).toBe(401);
    }
    for (const pin of ["000009", "482913"]) {
      const refused = await open(token, pin);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: "Too many wrong PINs. Please wait a few minutes and try again.",
        code: "rate_limited",
        reason: "too_many_tries",
      });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    }
    expect((await open(other.token, "482913")).statusCode).toBe(200);
    expect((await open(other.token, "000000")).statusCode).toBe(401);
  }, 60_000);

  it("concurrent wrong guesses can't pass the limit: of 20 at once, at most PIN_TRIES are checked", async () => {
    const { token } = await classWithLink({ pin: "482913" });
    await awayFromPinWindowEdge(PIN_WINDOW_MINUTES);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => open(token, String(100000 + i))),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(PIN_TRIES);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - PIN_TRIES);
  }, 60_000);

  it("a revoked link is refused on its very next request; a teacher's cookie opens nothing here", async () => {
    const { owner, id, token } = await classWithLink();
    expect((await open(token, undefined, "/api/substitute/students")).statusCode).toBe(200);
    expect(
      (await call(t.app, "DELETE", `/api/substitute-links/${id}`, { cookie: owner.cookie }))
        .statusCode,
    ).toBe(204);
    expect((await open(token, undefined, "/api/substitute/students")).statusCode).toBe(410);
    const withCookie = await call(t.app, "GET", "/api/substitute", { cookie: owner.cookie });
    expect(withCookie.statusCode).toBe(404);
  });

  it("a co-teacher's link keeps working after they leave the class; the owner can still turn it off", async () => {
    const owner = await signUp(t.app);
    const colleague = await signUp(t.app);
    const { classId } = await seedClass(t.database.db, owner.userId, [{ name: "Ada" }]);
    await addMember(t.database.db, classId, colleague.userId, owner.userId);
    const made = await call(t.app, "POST", `/api/classes/${classId}/substitute-links`, {
      cookie: colleague.cookie,
      body: { starts_on: utcDay(0), ends_on: utcDay(1) },
    });
    const token = made.json().link.split("#")[1];
    const left = await call(
      t.app,
      "DELETE",
      `/api/classes/${classId}/members/${colleague.userId}`,
      {
        cookie: colleague.cookie,
      },
    );
    expect(left.statusCode).toBe(204);
    expect((await open(token)).statusCode).toBe(200);
    const listed = await call(t.app, "GET", `/api/classes/${classId}/substitute-links`, {
      cookie: owner.cookie,
    });
    expect(listed.json()[0].created_by_name).toBe("Test Teacher");
    expect(
      (
        await call(t.app, "DELETE", `/api/substitute-links/${made.json().id}`, {
          cookie: colleague.cookie,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(t.app, "DELETE", `/api/substitute-links/${made.json().id}`, {
          cookie: owner.cookie,
        })
      ).statusCode,
    ).toBe(204);
    expect((await open(token)).json().reason).toBe("revoked");
  });
});
