import { accountExport } from "@src/domain/schemas/account";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES_SCOPE, type FakeGoogle, startFakeGoogle } from "../../support/fake-google";
import { connectGoogle } from "../../support/google-connect";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";

let fake: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await createTestApp(fake.settings);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe("Google Classroom and the teacher's data (issue 18.6)", () => {
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

  it("deleting the account deletes the tokens", async () => {
    const PASSWORD = "correct horse battery";
    const me = await signUp(t.app);
    await connectGoogle(t.app, me.cookie, fake, {
      sub: "g-del",
      email: "d@school.test",
      name: "D",
    });
    const rows = () =>
      t.database.db
        .selectFrom("google_connections")
        .select("user_id")
        .where("user_id", "=", me.userId)
        .execute();
    expect(await rows()).toHaveLength(1);
    const res = await call(t.app, "POST", "/api/account/delete", {
      cookie: me.cookie,
      body: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows()).toHaveLength(0);
  });
});
