import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTokens } from "#src/server/features/google-classroom/connection";
import { sealingKey } from "#src/server/features/google-classroom/sealed";
import { googleRetryPolicy } from "#src/server/features/google-classroom/service";
import {
  COURSES_SCOPE,
  type FakeGoogle,
  ROSTERS_SCOPE,
  startFakeGoogle,
} from "../../support/fake-google";
import { connectGoogle } from "../../support/google-connect";
import { call, cookieFrom, createTestApp, signUp, type TestApp } from "../../support/harness";
import { twoTeachers } from "../../support/teachers";

let fake: FakeGoogle;
let t: TestApp;
let bare: TestApp;
const waits: number[] = [];
const SECRET = "test-secret-test-secret-test-secret-0123";
beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await createTestApp(fake.settings);
  bare = await createTestApp();
  googleRetryPolicy.sleep = async (ms) => {
    waits.push(ms);
  };
});
afterEach(() => {
  waits.length = 0;
  fake.state.failures.length = 0;
});
afterAll(async () => {
  googleRetryPolicy.sleep = undefined;
  await t.close();
  await bare.close();
  await fake.stop();
});

let n = 0;
const googleUser = () => {
  n++;
  return { sub: `g-${n}-${Date.now()}`, email: `t${n}@school.test`, name: `Teacher ${n}` };
};
const row = (userId: string) =>
  t.database.db
    .selectFrom("google_connections")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();

async function connected() {
  const teacher = await signUp(t.app);
  const user = googleUser();
  const { location } = await connectGoogle(t.app, teacher.cookie, fake, user);
  expect(location).toBe("/classes?google=connected");
  return { ...teacher, user };
}

describe("connecting Google Classroom", () => {
  it("is unavailable, and can't be started, when Google isn't configured", async () => {
    const { cookie } = await signUp(bare.app);
    const status = await call(bare.app, "GET", "/api/google-classroom", { cookie });
    expect(status.json()).toMatchObject({ available: false, status: "not_connected" });
    const start = await call(bare.app, "POST", "/api/google-classroom/connect", {
      cookie,
      body: {},
    });
    expect(start.statusCode).toBe(404);
    expect(start.json().error).toMatch(/not set up/);
  });

  it("asks Google for read-only Classroom scopes with PKCE, offline access and a state", async () => {
    const { cookie } = await signUp(t.app);
    const { authorize, location } = await connectGoogle(t.app, cookie, fake, googleUser());
    expect(location).toBe("/classes?google=connected");
    const q = authorize.searchParams;
    expect(q.get("client_id")).toBe(fake.settings.GOOGLE_CLIENT_ID);
    expect(q.get("redirect_uri")).toBe("http://localhost:3000/api/google-classroom/callback");
    expect(q.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining([COURSES_SCOPE, ROSTERS_SCOPE]),
    );
    expect(q.get("scope")).not.toMatch(/classroom\.(?!courses\.readonly|rosters\.readonly)/);
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(q.get("access_type")).toBe("offline");
    expect(q.get("include_granted_scopes")).toBe("true");
    expect(q.get("state")).toMatch(/^[\w-]{43}$/);
  });

  it("keeps the tokens sealed on the server and shows only the account and scopes", async () => {
    const { cookie, userId, user } = await connected();
    const status = await call(t.app, "GET", "/api/google-classroom", { cookie });
    expect(status.json()).toMatchObject({
      available: true,
      status: "connected",
      email: user.email,
      scopes: expect.arrayContaining([COURSES_SCOPE, ROSTERS_SCOPE]),
    });
    const stored = await row(userId);
    const grant = fake.grants().find((g) => g.sub === user.sub);
    expect(grant?.refreshToken).toBeTruthy();
    expect(stored?.refresh_token).not.toContain(String(grant?.refreshToken));
    expect(stored?.refresh_token).toMatch(/^v1\./);
    // Only this server's key, for this teacher, opens them.
    const tokens = openTokens(sealingKey(SECRET), stored as NonNullable<typeof stored>);
    expect(tokens.refresh).toBe(grant?.refreshToken);
    expect(openTokens(sealingKey("x".repeat(40)), stored as never).refresh).toBeNull();
    const moved = { ...(stored as NonNullable<typeof stored>), user_id: "someone-else" };
    expect(openTokens(sealingKey(SECRET), moved).refresh).toBeNull();
  });

  it("refuses a callback without this browser's state, or with another teacher's", async () => {
    const { me: a, other: b } = await twoTeachers(t.app);
    fake.consentAs(googleUser());
    const start = await call(t.app, "POST", "/api/google-classroom/connect", {
      cookie: a.cookie,
      body: {},
    });
    const consent = await fetch(start.json().url, { redirect: "manual" });
    const back = new URL(String(consent.headers.get("location")));
    const path = `${back.pathname}${back.search}`;
    for (const cookie of [a.cookie, `${b.cookie}; ${cookieFrom(start)}`]) {
      const res = await call(t.app, "GET", path, { cookie });
      expect(res.headers.location).toBe("/classes?google=error");
    }
    const forged = path.replace(/state=[^&]+/, "state=forged");
    const res = await call(t.app, "GET", forged, { cookie: `${a.cookie}; ${cookieFrom(start)}` });
    expect(res.headers.location).toBe("/classes?google=error");
    expect(await row(a.userId)).toBeUndefined();
    expect(await row(b.userId)).toBeUndefined();
  });

  it("says so when the teacher declines, or leaves a Classroom permission unticked", async () => {
    const { cookie, userId } = await signUp(t.app);
    const denied = await connectGoogle(t.app, cookie, fake, googleUser(), { deny: true });
    expect(denied.location).toBe("/classes?google=denied");
    const partial = await connectGoogle(t.app, cookie, fake, googleUser(), {
      scope: `openid email ${COURSES_SCOPE}`,
    });
    expect(partial.location).toBe("/classes?google=scopes");
    expect(await row(userId)).toBeUndefined();
    // The half grant is handed back to Google.
    expect(fake.grants().at(-1)?.revoked).toBe(true);
  });

  it("returns to the page the connect started from, and never to another site", async () => {
    const { cookie } = await signUp(t.app);
    // Dot segments resolve away: `/.//evil.example` is `//evil.example` to a browser.
    const dotted = ["/.//evil.example", "/%2e//evil.example", "/a/..//evil.example/x"];
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil.example", ...dotted]) {
      const res = await call(t.app, "POST", "/api/google-classroom/connect", {
        cookie,
        body: { return_to: bad },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it("disconnects: revokes the grant at Google and deletes the tokens", async () => {
    const { cookie, userId, user } = await connected();
    const grant = fake.grants().find((g) => g.sub === user.sub);
    const res = await call(t.app, "DELETE", "/api/google-classroom", { cookie });
    expect(res.statusCode).toBe(204);
    expect(grant?.revoked).toBe(true);
    expect(fake.state.revoked).toContain(grant?.refreshToken);
    expect(await row(userId)).toBeUndefined();
    const status = await call(t.app, "GET", "/api/google-classroom", { cookie });
    expect(status.json()).toMatchObject({ status: "not_connected", email: null, scopes: [] });
  });
});

describe("reading courses", () => {
  it("lists the teacher's active courses over every page, and nobody else's", async () => {
    const { cookie, user } = await connected();
    const other = googleUser();
    fake.state.courses.push(
      ...Array.from({ length: 65 }, (_, i) => ({
        id: `${user.sub}-c${i}`,
        name: `Course ${i}`,
        section: i === 0 ? "Period 1" : undefined,
        teachers: [user.sub],
        students: [],
      })),
      {
        id: `${user.sub}-old`,
        name: "Old",
        courseState: "ARCHIVED",
        teachers: [user.sub],
        students: [],
      },
      { id: `${other.sub}-c`, name: "Not mine", teachers: [other.sub], students: [] },
    );
    const before = fake.state.requests.length;
    const res = await call(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const courses = res.json().courses;
    expect(courses).toHaveLength(65);
    expect(courses[0]).toEqual({
      id: `${user.sub}-c0`,
      name: "Course 0",
      section: "Period 1",
      linked_class_id: null,
    });
    const calls = fake.state.requests.slice(before);
    expect(calls.map((c) => c.path)).toEqual(Array(3).fill("/v1/courses"));
    expect(calls.every((c) => c.query.get("teacherId") === "me")).toBe(true);
    expect(calls.every((c) => c.query.getAll("courseStates").join() === "ACTIVE")).toBe(true);
  });

  it("answers 409 google_not_connected before connecting", async () => {
    const { cookie } = await signUp(t.app);
    const res = await call(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "google_not_connected" });
  });

  it("refreshes an expired access token with the refresh token", async () => {
    const { cookie, userId } = await connected();
    const old = await row(userId);
    await t.database.db
      .updateTable("google_connections")
      .set({ access_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", userId)
      .execute();
    const grants = fake.state.tokenRequests.length;
    const res = await call(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.state.tokenRequests.slice(grants)).toEqual(["refresh_token"]);
    const now = await row(userId);
    expect(now?.access_token).not.toBe(old?.access_token);
    expect(Date.parse(String(now?.access_expires_at))).toBeGreaterThan(Date.now());
  });

  it("refreshes once when Google refuses a token it issued (401), then goes on", async () => {
    const { cookie } = await connected();
    fake.expireAccessTokens(fake.state.issued);
    const res = await call(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.state.tokenRequests.at(-1)).toBe("refresh_token");
  });

  it("a revoked grant answers 409 google_reconnect and forgets the tokens", async () => {
    const { cookie, userId, user } = await connected();
    fake.revokeGrantsOf(user.sub);
    const res = await call(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: expect.stringMatching(/Reconnect Google Classroom/),
      code: "google_reconnect",
    });
    const stored = await row(userId);
    expect(stored).toMatchObject({ status: "reconnect", access_token: null, refresh_token: null });
    const status = await call(t.app, "GET", "/api/google-classroom", { cookie });
    expect(status.json().status).toBe("reconnect");
    // Connecting again mends it.
    await connectGoogle(t.app, cookie, fake, user);
    const again = await call(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(again.statusCode).toBe(200);
  });

  it("retries 429 with back-off, honouring Retry-After, then succeeds", async () => {
    const { cookie } = await connected();
    fake.failNext(429, 2, { retryAfter: "3" });
    const res = await call(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(waits).toHaveLength(2);
    expect(waits.every((w) => w === 3000)).toBe(true);
  });

  it("gives up after three retries: 503 with Retry-After for 429, 502 for 500", async () => {
    const { cookie } = await connected();
    fake.failNext(429, 4, { retryAfter: "120" });
    const busy = await call(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toBe("120");
    expect(busy.json().error).toMatch(/busy/);
    // Retry-After is honoured up to a cap.
    expect(waits).toEqual([8000, 8000, 8000]);
    waits.length = 0;
    fake.failNext(500, 4);
    const down = await call(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toMatch(/not answering/);
    // Exponential: each wait about twice the one before (jitter between half and all of it).
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBeGreaterThanOrEqual(250);
    expect(waits[0]).toBeLessThanOrEqual(500);
    expect(waits[2]).toBeGreaterThanOrEqual(1000);
    expect(waits[2]).toBeLessThanOrEqual(2000);
  });

  it("403 from Google is a clear refusal; a missing scope asks to reconnect", async () => {
    const { cookie } = await connected();
    fake.failNext(403, 1);
    const refused = await call(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/Google Classroom refused/);
    fake.failNext(403, 1, { reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT" });
    const scope = await call(t.app, "GET", "/api/google-classroom/courses", { cookie });
    expect(scope.statusCode).toBe(409);
    expect(scope.json().code).toBe("google_reconnect");
  });
});
