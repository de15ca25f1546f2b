/**
 * Two-factor sign-in (docs/decisions/0056-two-factor.md): Better Auth's plugin behind the app's
 * surface: turning it on with a first code from an authenticator app, the code at sign-in, the
 * one-time backup codes, trusting a device for 30 days, turning it off, and what is stored.
 */
import { getMigrations } from "better-auth/db/migration";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, cookieFrom, createTestApp, signUp, type TestApp } from "../../support/harness";
import { totpCode, wrongCode } from "../../support/totp";

const PASSWORD = "correct horse battery";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: Record<string, unknown>, cookie?: string) =>
  call(t.app, "POST", `/api/auth${path}`, { body, cookie });
const session = async (cookie: string) =>
  (await call(t.app, "GET", "/api/auth/get-session", { cookie })).json();
const signIn = (email: string, cookie?: string) =>
  post("/sign-in/email", { email, password: PASSWORD }, cookie);

/** A teacher with two-factor on: the session cookie, the otpauth address and the backup codes. */
async function withTwoFactor() {
  const teacher = await signUp(t.app, undefined, PASSWORD);
  const enabled = await post("/two-factor/enable", { password: PASSWORD }, teacher.cookie);
  expect(enabled.statusCode).toBe(200);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const confirmed = await post(
    "/two-factor/verify-totp",
    { code: totpCode(totpURI) },
    teacher.cookie,
  );
  expect(confirmed.statusCode).toBe(200);
  return { ...teacher, cookie: cookieFrom(confirmed), totpURI, backupCodes };
}

describe("turning two-factor sign-in on", () => {
  it("needs the password, and is on only once a first code confirms it", async () => {
    const teacher = await signUp(t.app, undefined, PASSWORD);
    const wrong = await post("/two-factor/enable", { password: "not it at all" }, teacher.cookie);
    expect(wrong.statusCode).toBe(400);
    const res = await post("/two-factor/enable", { password: PASSWORD }, teacher.cookie);
    expect(res.statusCode).toBe(200);
    const { totpURI, backupCodes } = res.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/ClassCharm:/);
    expect(new URL(totpURI).searchParams.get("issuer")).toBe("ClassCharm");
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    // Not on yet: the status and the session say so.
    const status = await call(t.app, "GET", "/api/account/two-factor", { cookie: teacher.cookie });
    expect(status.json()).toEqual({ enabled: false, hasPassword: true, setupRequired: false });
    const bad = await post("/two-factor/verify-totp", { code: wrongCode(totpURI) }, teacher.cookie);
    expect(bad.statusCode).toBe(401);
    expect(bad.json().details.auth_code).toBe("INVALID_CODE");
    const good = await post("/two-factor/verify-totp", { code: totpCode(totpURI) }, teacher.cookie);
    expect(good.statusCode).toBe(200);
    const cookie = cookieFrom(good);
    expect((await session(cookie)).user.twoFactorEnabled).toBe(true);
    const after = await call(t.app, "GET", "/api/account/two-factor", { cookie });
    expect(after.json()).toEqual({ enabled: true, hasPassword: true, setupRequired: false });
  });

  it("stores the key and the backup codes encrypted, never as shown", async () => {
    const { userId, totpURI, backupCodes } = await withTwoFactor();
    const rows = await sql<{ secret: string; backupCodes: string; verified: unknown }>`
      select "secret", "backupCodes", "verified" from "two_factor" where "userId" = ${userId}`.execute(
      t.database.db,
    );
    expect(rows.rows).toHaveLength(1);
    const row = rows.rows[0];
    const key = new URL(totpURI).searchParams.get("secret") ?? "";
    expect(row?.secret).not.toContain(key);
    for (const code of backupCodes) expect(row?.backupCodes).not.toContain(code);
    expect(Boolean(row?.verified)).toBe(true);
  });

  it("is one migration Better Auth finds complete (nothing left to create or add)", async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(t.app.ctx.auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });
});

describe("signing in with two-factor on", () => {
  it("asks for the code after the password, and signs in only with a right one", async () => {
    const { email, totpURI } = await withTwoFactor();
    const first = await signIn(email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    const pending = cookieFrom(first);
    expect(pending).toMatch(/classcharm\.two_factor=/);
    expect(await session(pending)).toBeNull();
    const wrong = await post("/two-factor/verify-totp", { code: wrongCode(totpURI) }, pending);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe("Invalid code");
    const right = await post("/two-factor/verify-totp", { code: totpCode(totpURI) }, pending);
    expect(right.statusCode).toBe(200);
    expect((await session(cookieFrom(right))).user.email).toBe(email);
  });

  it("takes each backup code once", async () => {
    const { email, backupCodes } = await withTwoFactor();
    const code = backupCodes[0];
    const once = await post(
      "/two-factor/verify-backup-code",
      { code },
      cookieFrom(await signIn(email)),
    );
    expect(once.statusCode).toBe(200);
    expect((await session(cookieFrom(once))).user.email).toBe(email);
    const again = await post(
      "/two-factor/verify-backup-code",
      { code },
      cookieFrom(await signIn(email)),
    );
    expect(again.statusCode).toBe(401);
    expect(again.json().details.auth_code).toBe("INVALID_BACKUP_CODE");
  });

  it("trusts the device for 30 days when asked: the next sign-in needs no code", async () => {
    const { email, totpURI } = await withTwoFactor();
    const pending = cookieFrom(await signIn(email));
    const res = await post(
      "/two-factor/verify-totp",
      { code: totpCode(totpURI), trustDevice: true },
      pending,
    );
    expect(res.statusCode).toBe(200);
    const trust = String(res.headers["set-cookie"])
      .split(/,(?=\s*[\w.-]+=)/)
      .find((c) => c.trim().startsWith("classcharm.trust_device="));
    expect(trust).toMatch(/Max-Age=2592000/);
    expect(trust).toMatch(/HttpOnly/i);
    const trusted = cookieFrom(res)
      .split("; ")
      .filter((c) => c.startsWith("classcharm.trust_device="))
      .join("; ");
    const next = await signIn(email, trusted);
    expect(next.statusCode).toBe(200);
    expect(next.json().twoFactorRedirect).toBeUndefined();
    expect((await session(cookieFrom(next))).user.email).toBe(email);
    // Without the trusted device's cookie the code is asked.
    expect((await signIn(email)).json().twoFactorRedirect).toBe(true);
  });
});

describe("managing two-factor sign-in", () => {
  it("new backup codes need the password and replace the old ones", async () => {
    const { email, cookie, backupCodes } = await withTwoFactor();
    const wrong = await post(
      "/two-factor/generate-backup-codes",
      { password: "nope nope" },
      cookie,
    );
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    const res = await post("/two-factor/generate-backup-codes", { password: PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().backupCodes as string[];
    expect(fresh).toHaveLength(10);
    const old = await post(
      "/two-factor/verify-backup-code",
      { code: backupCodes[1] },
      cookieFrom(await signIn(email)),
    );
    expect(old.statusCode).toBe(401);
    const used = await post(
      "/two-factor/verify-backup-code",
      { code: fresh[0] },
      cookieFrom(await signIn(email)),
    );
    expect(used.statusCode).toBe(200);
  });

  it("turning it off needs the password, and the next sign-in asks no code", async () => {
    const { email, cookie, userId } = await withTwoFactor();
    const wrong = await post("/two-factor/disable", { password: "nope nope" }, cookie);
    expect(wrong.statusCode).toBe(400);
    const off = await post("/two-factor/disable", { password: PASSWORD }, cookie);
    expect(off.statusCode).toBe(200);
    const rows = await sql`select 1 from "two_factor" where "userId" = ${userId}`.execute(
      t.database.db,
    );
    expect(rows.rows).toHaveLength(0);
    const next = await signIn(email);
    expect(next.json().twoFactorRedirect).toBeUndefined();
    expect((await session(cookieFrom(next))).user.twoFactorEnabled).toBe(false);
  });

  it("answers 404 for the endpoints the product doesn't use", async () => {
    const { cookie } = await withTwoFactor();
    for (const path of [
      "/two-factor/get-totp-uri",
      "/two-factor/send-otp",
      "/two-factor/verify-otp",
    ]) {
      const res = await post(path, { password: PASSWORD, code: "123456" }, cookie);
      expect(res.statusCode, path).toBe(404);
    }
  });

  it("the export says two-factor is on, never its key or codes; deletion takes its row", async () => {
    const { cookie, userId, totpURI, backupCodes } = await withTwoFactor();
    const exported = await call(t.app, "GET", "/api/account/export", { cookie });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().user.twoFactorEnabled).toBe(true);
    const key = new URL(totpURI).searchParams.get("secret") ?? "";
    expect(exported.body).not.toContain(key);
    for (const code of backupCodes) expect(exported.body).not.toContain(code);
    const gone = await post("/delete-user", { password: PASSWORD }, cookie);
    expect(gone.statusCode).toBe(200);
    const rows = await sql`select 1 from "two_factor" where "userId" = ${userId}`.execute(
      t.database.db,
    );
    expect(rows.rows).toHaveLength(0);
  });
});

describe("code tries are limited per account, as passwords are", () => {
  it("refuses the 4th try within a minute with 429 and Retry-After, even a right code", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: "on" });
    try {
      const at = (path: string, body: Record<string, unknown>, cookie?: string) =>
        call(limited.app, "POST", `/api/auth${path}`, { body, cookie });
      const teacher = await signUp(limited.app, undefined, PASSWORD);
      const { totpURI } = (
        await at("/two-factor/enable", { password: PASSWORD }, teacher.cookie)
      ).json();
      // The set-up's first code is one try.
      expect(
        (await at("/two-factor/verify-totp", { code: totpCode(totpURI) }, teacher.cookie))
          .statusCode,
      ).toBe(200);
      const signedIn = await at("/sign-in/email", { email: teacher.email, password: PASSWORD });
      const pending = cookieFrom(signedIn);
      for (let i = 0; i < 2; i++) {
        const wrong = await at("/two-factor/verify-totp", { code: wrongCode(totpURI) }, pending);
        expect(wrong.statusCode).toBe(401);
      }
      const refused = await at("/two-factor/verify-totp", { code: totpCode(totpURI) }, pending);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json().details.auth_code).toBe("TOO_MANY_CODE_TRIES");
      const backup = await at("/two-factor/verify-backup-code", { code: "abcde-fghij" }, pending);
      expect(backup.statusCode).toBe(429);
      // Another teacher, from the same address, is not held up.
      const other = await signUp(limited.app, undefined, PASSWORD);
      const setUp = (await at("/two-factor/enable", { password: PASSWORD }, other.cookie)).json();
      const ok = await at(
        "/two-factor/verify-totp",
        { code: totpCode(setUp.totpURI) },
        other.cookie,
      );
      expect(ok.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
