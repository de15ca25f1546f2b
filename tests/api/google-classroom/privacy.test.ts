import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountExport } from "#src/domain/schemas/account";
import { googleRetryPolicy } from "#src/server/features/google-classroom/service";
import { COURSES_SCOPE, type FakeGoogle, startFakeGoogle } from "../../support/fake-google";
import { connectGoogle } from "../../support/google-connect";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";

let fake: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  googleRetryPolicy.sleep = async () => {};
  fake = await startFakeGoogle();
  t = await createTestApp(fake.settings);
});
afterAll(async () => {
  googleRetryPolicy.sleep = undefined;
  await t.close();
  await fake.stop();
});

describe("Google Classroom and the teacher's data", () => {
  it("'Export all my data' names the connection, its scopes and dates, never a token", async () => {
    const me = await signUp(t.app);
    const before = await call(t.app, "GET", "/api/account/export", { cookie: me.cookie });
    expect(before.json().googleClassroom).toBeNull();
    await connectGoogle(t.app, me.cookie, fake, {
      sub: "g-export",
      email: "export@school.test",
      name: "E",
    });
    const res = await call(t.app, "GET", "/api/account/export", { cookie: me.cookie });
    const archive = accountExport.parse(res.json());
    expect(archive.googleClassroom).toMatchObject({
      google_email: "export@school.test",
      status: "connected",
      scopes: expect.arrayContaining([COURSES_SCOPE]),
      connected_at: expect.any(String),
    });
    for (const token of fake.state.issued) expect(res.body).not.toContain(token);
    expect(res.body).not.toMatch(/v1\.[\w-]+\.[\w-]+\./);
  });

  const PASSWORD = "correct horse battery";
  const connectedTeacher = async (sub: string) => {
    const me = await signUp(t.app);
    const user = { sub, email: `${sub}@school.test`, name: sub };
    await connectGoogle(t.app, me.cookie, fake, user);
    const rows = () =>
      t.database.db
        .selectFrom("google_connections")
        .select("user_id")
        .where("user_id", "=", me.userId)
        .execute();
    expect(await rows()).toHaveLength(1);
    const grant = fake.grants().find((g) => g.sub === sub);
    expect(grant?.refreshToken).toBeTruthy();
    return { ...me, rows, grant };
  };
  const deleteMe = (cookie: string) =>
    call(t.app, "POST", "/api/account/delete", { cookie, body: { password: PASSWORD } });

  it("deleting the account revokes the grant at Google, then deletes the tokens", async () => {
    const me = await connectedTeacher("g-del");
    const res = await deleteMe(me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.state.revoked).toContain(me.grant?.refreshToken);
    expect(me.grant?.revoked).toBe(true);
    expect(await me.rows()).toHaveLength(0);
  });

  it("Better Auth's own /delete-user revokes the grant too", async () => {
    const me = await connectedTeacher("g-del-ba");
    const res = await call(t.app, "POST", "/api/auth/delete-user", {
      cookie: me.cookie,
      body: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(me.grant?.revoked).toBe(true);
    expect(await me.rows()).toHaveLength(0);
  });

  it("a Google failure at revocation does not stop the deletion, nor show a token", async () => {
    const me = await connectedTeacher("g-del-500");
    const seen = fake.state.revoked.length;
    // Google answers 500 to the request and to its one retry.
    fake.state.revokeFailure = { status: 500, times: 2 };
    const res = await deleteMe(me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.state.revoked.slice(seen)).toEqual([
      me.grant?.refreshToken,
      me.grant?.refreshToken,
    ]);
    expect(me.grant?.revoked).toBe(false);
    expect(await me.rows()).toHaveLength(0);
    for (const token of fake.state.issued) expect(res.body).not.toContain(token);
    const gone = await call(t.app, "GET", "/api/google-classroom", { cookie: me.cookie });
    expect(gone.statusCode).toBe(401);
  });

  it("Google out of reach does not stop the deletion either", async () => {
    const me = await connectedTeacher("g-del-down");
    const google = t.app.ctx.config.google;
    if (!google) throw new Error("Google is set up in this test");
    const revoke = google.endpoints.revoke;
    google.endpoints.revoke = "http://127.0.0.1:9/revoke";
    try {
      const res = await deleteMe(me.cookie);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      google.endpoints.revoke = revoke;
    }
    expect(await me.rows()).toHaveLength(0);
  });
});
