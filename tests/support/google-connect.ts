import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { FakeGoogle, FakeGoogleUser } from "./fake-google";
import { call, cookieFrom } from "./harness";

/**
 * Connects the signed-in teacher's Google Classroom through the fake: "Connect" (the app's
 * answer is Google's consent address and a state cookie), the fake's consent (which answers at
 * once with a code), and the app's callback with both cookies, as a browser would. Answers the
 * callback's redirect (`/classes?google=connected` when it worked).
 */
export async function connectGoogle(
  app: FastifyInstance,
  cookie: string,
  fake: FakeGoogle,
  user: FakeGoogleUser,
  consent: { deny?: boolean; scope?: string } = {},
): Promise<{ location: string; authorize: URL }> {
  fake.consentAs(user, consent);
  const start = await call(app, "POST", "/api/google-classroom/connect", { cookie, body: {} });
  expect(start.statusCode, start.body).toBe(200);
  const authorize = new URL(start.json().url);
  const stateCookie = cookieFrom(start);
  const consentAnswer = await fetch(authorize, { redirect: "manual" });
  const back = new URL(String(consentAnswer.headers.get("location")));
  const res = await call(app, "GET", `${back.pathname}${back.search}`, {
    cookie: `${cookie}; ${stateCookie}`,
  });
  expect(res.statusCode, res.body).toBe(303);
  return { location: String(res.headers.location), authorize };
}
