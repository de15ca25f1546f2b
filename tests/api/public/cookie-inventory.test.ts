/**
 * docs/privacy.md's Cookies table names every cookie the server sets as a teacher signs up, in
 * and out, turns two-factor sign-in on and signs in with a code trusting the device, over http
 * and over https (where the names carry `__Host-`), with the session's and the trusted device's
 * lifetimes it states.
 */
import { readFileSync } from "node:fs";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { SESSION_DAYS } from "#src/server/auth/auth";
import { TRUST_DEVICE_DAYS } from "#src/server/auth/two-factor";
import { call, cookieFrom, createTestApp } from "../../support/harness";
import { totpCode } from "../../support/totp";

const cookiesSection = (() => {
  const doc = readFileSync("docs/privacy.md", "utf8");
  const start = doc.indexOf("\n## Cookies\n");
  return doc.slice(start, doc.indexOf("\n## ", start + 1));
})();

const setCookies = (res: LightMyRequestResponse) => {
  const raw = res.headers["set-cookie"];
  return (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).map(String);
};

describe("docs/privacy.md's cookies", () => {
  for (const origin of ["http://localhost:3000", "https://classcharm.school.example"]) {
    it(`names every cookie set over ${origin.split(":")[0]}`, async () => {
      const t = await createTestApp({ PUBLIC_URL: origin });
      try {
        const headers = { origin };
        const account = { email: "cookies@school.example", password: "correct horse battery" };
        const seen: string[] = [];
        const up = await call(t.app, "POST", "/api/auth/sign-up/email", {
          body: { name: "Teacher", ...account },
          headers,
        });
        seen.push(...setCookies(up));
        const signIn = await call(t.app, "POST", "/api/auth/sign-in/email", {
          body: account,
          headers,
        });
        seen.push(...setCookies(signIn));
        let cookie = cookieFrom(signIn);
        seen.push(
          ...setCookies(await call(t.app, "GET", "/api/auth/get-session", { cookie, headers })),
        );
        // Two-factor: turned on, then a sign-in with a code that trusts the device.
        const post = (path: string, body: Record<string, unknown>, with_: string) =>
          call(t.app, "POST", `/api/auth${path}`, { body, cookie: with_, headers });
        const on = await post("/two-factor/enable", { password: account.password }, cookie);
        const { totpURI } = on.json();
        const confirmed = await post(
          "/two-factor/verify-totp",
          { code: totpCode(totpURI) },
          cookie,
        );
        seen.push(...setCookies(on), ...setCookies(confirmed));
        const challenged = await call(t.app, "POST", "/api/auth/sign-in/email", {
          body: account,
          headers,
        });
        seen.push(...setCookies(challenged));
        const trusted = await post(
          "/two-factor/verify-totp",
          { code: totpCode(totpURI), trustDevice: true },
          cookieFrom(challenged),
        );
        expect(trusted.statusCode).toBe(200);
        seen.push(...setCookies(trusted));
        cookie = cookieFrom(trusted);
        seen.push(
          ...setCookies(
            await call(t.app, "POST", "/api/auth/sign-out", { cookie, body: {}, headers }),
          ),
        );
        const names = [...new Set(seen.map((c) => c.slice(0, c.indexOf("="))))];
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) {
          // Listed by its name, or (over https) as `__Host-...` beside its http name.
          const base = name.replace(/^__Host-/, "");
          const covered =
            cookiesSection.includes(`\`${name}\``) ||
            (name !== base &&
              cookiesSection.includes("`__Host-...`") &&
              cookiesSection.includes(`\`${base}\``));
          expect(covered, `${name} is set but not in docs/privacy.md's Cookies`).toBe(true);
        }
        const session = seen.find((c) => /session_token=[^;]/.test(c));
        expect(session).toContain(`Max-Age=${SESSION_DAYS * 24 * 60 * 60}`);
        expect(cookiesSection).toContain(`${SESSION_DAYS} days`);
        expect(names.some((n) => n.endsWith("classcharm.two_factor"))).toBe(true);
        const trust = seen.find((c) => /trust_device=[^;]/.test(c));
        expect(trust).toContain(`Max-Age=${TRUST_DEVICE_DAYS * 24 * 60 * 60}`);
        expect(cookiesSection).toContain(`${TRUST_DEVICE_DAYS} days`);
      } finally {
        await t.close();
      }
    });
  }
});
