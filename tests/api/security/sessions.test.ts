import { SESSION_TOKEN } from "#src/server/auth/cookie-names";

/**
 * After sign-out, a password change or account deletion, an old session
 * cookie gets 401 on its next API request; a password change signs out every other device.
 */

import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId, nowIso } from "#src/server/features/repository-kit";
import { call, cookieFrom, createTestApp, signUp, type TestApp } from "../../support/harness";
import { seedClass } from "../../support/seed";

const PASSWORD = "correct horse battery";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A teacher signed in on two devices (two separate sessions). */
async function twoDevices() {
  const first = await signUp(t.app);
  const res = await call(t.app, "POST", "/api/auth/sign-in/email", {
    body: { email: first.email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { ...first, laptop: first.cookie, phone: cookieFrom(res) };
}

const classesWith = async (cookie: string) =>
  (await call(t.app, "GET", "/api/classes", { cookie })).statusCode;

describe("old sessions end", () => {
  it("sign-out ends the session on every device", async () => {
    const teacher = await twoDevices();
    expect([await classesWith(teacher.laptop), await classesWith(teacher.phone)]).toEqual([
      200, 200,
    ]);
    const out = await call(t.app, "POST", "/api/auth/sign-out", { cookie: teacher.laptop });
    expect(out.statusCode).toBe(200);
    expect([await classesWith(teacher.laptop), await classesWith(teacher.phone)]).toEqual([
      401, 401,
    ]);
  });

  it("a password change signs out the other devices, even when the client asks it not to", async () => {
    const teacher = await twoDevices();
    const changed = await call(t.app, "POST", "/api/auth/change-password", {
      cookie: teacher.laptop,
      body: {
        currentPassword: PASSWORD,
        newPassword: "a brand new secret",
        revokeOtherSessions: false,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = cookieFrom(changed);
    expect(fresh).toMatch(new RegExp(`${SESSION_TOKEN}=[^;]+`));
    expect(await classesWith(teacher.phone), "the other device").toBe(401);
    expect(await classesWith(teacher.laptop), "the old cookie of this device").toBe(401);
    expect(await classesWith(fresh), "the new cookie of this device").toBe(200);
    const oldPassword = await call(t.app, "POST", "/api/auth/sign-in/email", {
      body: { email: teacher.email, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
  });

  it("Settings' devices list shows only the teacher's sessions, and signs out one or all the others", async () => {
    const teacher = await twoDevices();
    const bystander = await signUp(t.app);
    type Listed = { id: string; token: string; userId: string; userAgent?: string | null };
    const list = async (cookie: string) => {
      const res = await call(t.app, "GET", "/api/auth/list-sessions", { cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Listed[];
    };
    const listed = await list(teacher.laptop);
    expect(listed).toHaveLength(2);
    expect(new Set(listed.map((s) => s.userId))).toEqual(new Set([teacher.userId]));
    expect(await list(bystander.cookie)).toHaveLength(1);
    const current = await call(t.app, "GET", "/api/auth/get-session", { cookie: teacher.laptop });
    const phone = listed.find((s) => s.id !== current.json().session.id);
    if (!phone) throw new Error("the second device is not listed");

    // Another teacher cannot sign out this teacher's device: 404, and nothing ends.
    const foreign = await call(t.app, "POST", "/api/auth/revoke-session", {
      cookie: bystander.cookie,
      body: { token: phone.token },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await classesWith(teacher.phone)).toBe(200);

    const one = await call(t.app, "POST", "/api/auth/revoke-session", {
      cookie: teacher.laptop,
      body: { token: phone.token },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect([await classesWith(teacher.laptop), await classesWith(teacher.phone)]).toEqual([
      200, 401,
    ]);
    expect((await list(teacher.laptop)).map((s) => s.id)).toEqual([current.json().session.id]);

    const tablet = cookieFrom(
      await call(t.app, "POST", "/api/auth/sign-in/email", {
        body: { email: teacher.email, password: PASSWORD },
      }),
    );
    expect(await classesWith(tablet)).toBe(200);
    const others = await call(t.app, "POST", "/api/auth/revoke-other-sessions", {
      cookie: teacher.laptop,
      body: {},
    });
    expect(others.statusCode, others.body).toBe(200);
    expect([await classesWith(teacher.laptop), await classesWith(tablet)]).toEqual([200, 401]);
    expect(await classesWith(bystander.cookie), "another teacher's session").toBe(200);
  });

  it("a wrong current password changes nothing and signs no one out", async () => {
    const teacher = await twoDevices();
    const refused = await call(t.app, "POST", "/api/auth/change-password", {
      cookie: teacher.laptop,
      body: { currentPassword: "not the password", newPassword: "a brand new secret" },
    });
    expect(refused.statusCode).toBe(400);
    expect([await classesWith(teacher.laptop), await classesWith(teacher.phone)]).toEqual([
      200, 200,
    ]);
  });

  it("deleting the account needs the password, then ends every session", async () => {
    const teacher = await twoDevices();
    const del = (body: Record<string, unknown>) =>
      call(t.app, "POST", "/api/auth/delete-user", { cookie: teacher.laptop, body });
    expect((await del({})).statusCode).toBe(400);
    expect((await del({ password: "" })).statusCode).toBe(400);
    expect((await del({ password: "not the password" })).statusCode).toBe(400);
    expect(await classesWith(teacher.laptop), "still there after refusals").toBe(200);

    const deleted = await del({ password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect([await classesWith(teacher.laptop), await classesWith(teacher.phone)]).toEqual([
      401, 401,
    ]);
  });

  it("deleting the account removes every row of the teacher and nothing of anyone else's", async () => {
    const [doomed, bystander] = [await signUp(t.app), await signUp(t.app)];
    for (const who of [doomed, bystander]) {
      const { classId, studentIds } = await seedClass(t.database.db, who.userId, [
        { name: "Ann", number: 1, color: "Red", element: "Fire", shape: "Square" },
      ]);
      const post = (url: string, body: Record<string, unknown>) =>
        call(t.app, "POST", url, { cookie: who.cookie, body });
      expect(
        (await post("/api/selection-history", { class_id: classId, student_id: studentIds[0] }))
          .statusCode,
      ).toBe(201);
      await t.database.db
        .insertInto("teacher_settings")
        .values({
          id: newId(),
          user_id: who.userId,
          attribute_name: "color",
          display_name: "Colour",
          description: null,
          options: "[]",
          show_to_students: 1,
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .execute();
      const pref = {
        user_id: who.userId,
        preference_key: "default_balanced_assignment",
        preference_value: true,
      };
      expect((await post("/api/user-preferences", pref)).statusCode).toBeLessThan(300);
      expect((await post("/api/feedback", { message: "Thanks" })).statusCode).toBeLessThan(300);
      const imported = await call(t.app, "POST", `/api/classes/${classId}/students/import`, {
        cookie: who.cookie,
        body: { rows: [{ name: "Imported" }] },
        headers: { "idempotency-key": "import-1" },
      });
      expect(imported.statusCode, imported.body).toBe(201);
    }
    const rowsOf = async (userId: string) => {
      const db = t.database.db;
      // Better Auth's own tables are not in our schema types.
      const authDb = db as unknown as Kysely<
        Record<"session" | "account", { id: string; userId: string }>
      >;
      const classIds = (
        await db.selectFrom("classes").select("id").where("user_id", "=", userId).execute()
      ).map((c) => c.id);
      const byClass = async (table: "students" | "selection_history") =>
        classIds.length
          ? (await db.selectFrom(table).select("id").where("class_id", "in", classIds).execute())
              .length
          : 0;
      const byUser = async (
        table: "teacher_settings" | "user_preferences" | "feedback" | "idempotency_keys",
      ) =>
        (await db.selectFrom(table).select("user_id").where("user_id", "=", userId).execute())
          .length;
      const auth = async (table: "session" | "account") =>
        (await authDb.selectFrom(table).select("id").where("userId", "=", userId).execute()).length;
      return {
        user: (await db.selectFrom("user").select("id").where("id", "=", userId).execute()).length,
        classes: classIds.length,
        students: await byClass("students"),
        selection_history: await byClass("selection_history"),
        teacher_settings: await byUser("teacher_settings"),
        user_preferences: await byUser("user_preferences"),
        feedback: await byUser("feedback"),
        idempotency_keys: await byUser("idempotency_keys"),
        session: await auth("session"),
        account: await auth("account"),
      };
    };
    const bystanderBefore = await rowsOf(bystander.userId);
    expect(Object.values(await rowsOf(doomed.userId)).every((n) => n > 0)).toBe(true);
    const deleted = await call(t.app, "POST", "/api/auth/delete-user", {
      cookie: doomed.cookie,
      body: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const feedbackByEmail = await t.database.db
      .selectFrom("feedback")
      .select("id")
      .where("email", "=", doomed.email)
      .execute();
    expect({ ...(await rowsOf(doomed.userId)), feedbackByEmail: feedbackByEmail.length }).toEqual({
      user: 0,
      classes: 0,
      students: 0,
      selection_history: 0,
      teacher_settings: 0,
      user_preferences: 0,
      feedback: 0,
      idempotency_keys: 0,
      session: 0,
      account: 0,
      feedbackByEmail: 0,
    });
    expect(await rowsOf(bystander.userId)).toEqual(bystanderBefore);
  });
});
