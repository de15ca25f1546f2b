import { SESSION_COOKIE, SESSION_TOKEN } from "#src/server/auth/cookie-names";
import { english } from "../../support/english";

/**
 * The teacher's own account. Export all my data (only the teacher's), name,
 * e-mail (only once the link is followed) and password changes, and account deletion with the
 * password, every row gone in one transaction.
 */

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountExport } from "#src/domain/schemas/account";
import { DEFAULT_GROUP_SETTINGS } from "#src/domain/schemas/group-settings";
import { PASSWORD_CHECK_PATHS } from "#src/server/auth/surface";
import { deleteTeacherEverywhere } from "#src/server/features/account/delete-teacher";
import { PASSWORD_CHECK_RULE, TOO_MANY_PASSWORD_CHECKS } from "#src/server/security/rate-limit";
import { createLaterTable, fillAccount, LATER_TABLE, rowsOf } from "../../support/account-testing";
import { call, cookieFrom, createTestApp, signUp, type TestApp } from "../../support/harness";
import { TWO_TABLES } from "../../support/seating-world";

const PASSWORD = "correct horse battery";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createLaterTable(t.database.db);
});
afterAll(() => t.close());

const session = async (cookie: string) =>
  (await call(t.app, "GET", "/api/auth/get-session", { cookie })).json()?.user ?? null;
const signIn = (email: string, password: string) =>
  call(t.app, "POST", "/api/auth/sign-in/email", { body: { email, password } });

describe("GET /api/account/export", () => {
  it("downloads the teacher's whole account as one versioned JSON file, and nobody else's", async () => {
    const before = Date.now();
    const [me, other] = [await signUp(t.app), await signUp(t.app)];
    const mine = await fillAccount(t, me, "mine");
    const theirs = await fillAccount(t, other, "theirs");

    const res = await call(t.app, "GET", "/api/account/export", { cookie: me.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="classcharm-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const archive = accountExport.parse(res.json());
    console.log(`export: ${res.body.length} bytes for 1 class of 3 students`);
    expect(archive).toMatchObject({ format: "classcharm-export", version: 1 });
    expect(archive.user).toMatchObject({
      id: me.userId,
      email: me.email,
      name: "Test Teacher",
      signInMethods: ["credential"],
      image: "https://pictures.example/mine.png",
    });
    // Signing up is the account's last use so far.
    const lastActive = Date.parse(archive.user.lastActiveAt ?? "");
    expect(lastActive).toBeGreaterThanOrEqual(before);
    expect(lastActive).toBeLessThanOrEqual(Date.parse(archive.exportedAt));
    expect(archive.classes.map((c) => c.id)).toEqual([mine.classId]);
    const [klass] = archive.classes;
    expect(klass?.students.map((s) => [s.name, s.roster_external_id])).toEqual([
      ["Ann mine", "ann-mine"],
      ["Ben mine", null],
      ["Cy mine", "cy-mine"],
    ]);
    expect(klass?.roster).toEqual({
      source: "oneroster",
      external_id: "class-mine",
      title: "Roster mine",
      linked_at: expect.any(String),
      synced_at: expect.any(String),
    });
    expect(klass?.selection_history.map((h) => h.student_id)).toEqual([mine.studentIds[0]]);
    expect(klass?.pick_mode).toBe("turns");
    expect(klass?.spin_seconds).toBe(7);
    expect(klass?.group_settings).toEqual({
      settings: { ...DEFAULT_GROUP_SETTINGS, method: "diverse", group_count: 3 },
      updated_at: expect.any(String),
    });
    expect(klass?.attendance).toMatchObject([
      { day: new Date().toISOString().slice(0, 10), absent_student_ids: [mine.studentIds[1]] },
    ]);
    expect(klass?.group_rules).toEqual([
      {
        id: expect.any(String),
        kind: "keep-apart",
        student_ids: mine.studentIds,
        created_at: expect.any(String),
      },
    ]);
    expect(klass?.saved_groupings).toMatchObject([
      {
        name: "Groups mine",
        method: "balanced",
        balance_on: ["color"],
        groups: [
          [{ student_id: mine.studentIds[0], name: "Ann mine", number: 1, color: "Red" }],
          [{ student_id: mine.studentIds[1], name: "Ben mine", number: 2, color: "Yellow" }],
        ],
        version: 1,
      },
    ]);
    expect(klass?.rooms).toEqual([
      {
        id: expect.any(String),
        name: "Room mine",
        layout: TWO_TABLES,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        version: 1,
      },
    ]);
    expect(klass?.seat_needs).toEqual([{ student_id: mine.studentIds[1], needs: ["front"] }]);
    expect(klass?.seating_charts).toMatchObject([
      {
        name: "Seats mine",
        room_id: klass?.rooms[0]?.id,
        seat_count: 2,
        layout: TWO_TABLES,
        seats: [
          { seat_id: "t1:0", student_id: mine.studentIds[0], name: "Ann mine", color: "Red" },
          { seat_id: "t2:0", student_id: mine.studentIds[1], name: "Ben mine", color: "Yellow" },
        ],
        pinned_student_ids: [mine.studentIds[1]],
        version: 1,
      },
    ]);
    expect(archive.teacherSettings).toMatchObject([
      {
        attribute_name: "color",
        display_name: "Colour mine",
        show_to_students: true,
        option_colors: { Red: "#d62828", Green: "#2a9d8f" },
      },
    ]);
    expect(archive.userPreferences).toMatchObject([
      { preference_key: "default_balanced_assignment", preference_value: true },
    ]);
    expect(archive.language).toEqual({ language: "es", updated_at: expect.any(String) });
    expect(archive.feedback.map((f) => f.message)).toEqual(["Thanks from mine"]);
    // Never a secret, never another teacher's row.
    for (const foreign of [other.userId, other.email, theirs.classId, "theirs", PASSWORD]) {
      expect(res.body).not.toContain(foreign);
    }
    expect(res.body).not.toMatch(/"password"|"token"/);
    expect(res.body).not.toContain(SESSION_TOKEN);

    // An archive made before these fields were exported still reads.
    const older = res.json();
    for (const key of ["image", "lastActiveAt"]) delete older.user[key];
    for (const c of older.classes)
      for (const key of ["spin_seconds", "group_settings"]) delete c[key];
    for (const s of older.teacherSettings) delete s.option_colors;
    expect(accountExport.safeParse(older).success).toBe(true);
  });

  it("has the account's language as null until the teacher chooses one, then the newest choice", async () => {
    const me = await signUp(t.app);
    const exported = async () => {
      const res = await call(t.app, "GET", "/api/account/export", { cookie: me.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return accountExport.parse(res.json()).language;
    };
    expect(await exported()).toBeNull();
    for (const language of ["ar", "en"]) {
      const chosen = await call(t.app, "PUT", "/api/account/language", {
        cookie: me.cookie,
        body: { language },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(await exported()).toEqual({ language, updated_at: expect.any(String) });
    }
  });

  it("refuses another teacher's user_id with 403 and a signed-out request with 401", async () => {
    const [me, other] = [await signUp(t.app), await signUp(t.app)];
    const foreign = await call(t.app, "GET", `/api/account/export?user_id=${other.userId}`, {
      cookie: me.cookie,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await call(t.app, "GET", "/api/account/export")).statusCode).toBe(401);
  });
});

describe("changing name, e-mail and password (Better Auth's endpoints)", () => {
  it("changes the name", async () => {
    const me = await signUp(t.app);
    const res = await call(t.app, "POST", "/api/auth/update-user", {
      cookie: me.cookie,
      body: { name: "Ms Frizzle" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await session(me.cookie)).name).toBe("Ms Frizzle");
    const sync = await call(t.app, "POST", "/api/users/sync", {
      cookie: me.cookie,
      body: { id: me.userId, email: me.email },
    });
    expect(sync.json().name).toBe("Ms Frizzle");
  });

  it("changes the e-mail address only once the link sent to the new address is followed", async () => {
    const me = await signUp(t.app);
    const newEmail = `moved-${Date.now()}@example.com`;
    const before = t.mails.length;
    const res = await call(t.app, "POST", "/api/auth/change-email", {
      cookie: me.cookie,
      body: { newEmail, callbackURL: "/settings" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = t.mails.slice(before);
    expect(mails.map((m) => m.to)).toEqual([newEmail]);
    const link = mails[0]?.link;
    expect(link).toMatch(/\/api\/auth\/verify-email\?token=/);

    // Not yet: the old address still signs in, the new one does not.
    expect((await session(me.cookie)).email).toBe(me.email);
    expect((await signIn(newEmail, PASSWORD)).statusCode).toBe(401);

    const url = new URL(String(link));
    const followed = await call(t.app, "GET", `${url.pathname}${url.search}`);
    expect(followed.statusCode, followed.body).toBe(302);
    expect(followed.headers.location).toBe("/settings");
    expect((await session(me.cookie)).email).toBe(newEmail);
    expect((await signIn(newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(me.email, PASSWORD)).statusCode).toBe(401);
  });

  it("sends nothing and changes nothing for an address another teacher has", async () => {
    const [me, other] = [await signUp(t.app), await signUp(t.app)];
    const before = t.mails.length;
    const res = await call(t.app, "POST", "/api/auth/change-email", {
      cookie: me.cookie,
      body: { newEmail: other.email },
    });
    // The same answer as for a free address: no way to learn who has an account.
    expect(res.statusCode).toBe(200);
    expect(t.mails.length).toBe(before);
    expect((await session(me.cookie)).email).toBe(me.email);
    const bad = await call(t.app, "POST", "/api/auth/change-email", {
      cookie: me.cookie,
      body: { newEmail: "not an address" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a link whose address another teacher took in the meantime, without a 5xx", async () => {
    const me = await signUp(t.app);
    const wanted = `wanted-${Date.now()}@example.com`;
    const res = await call(t.app, "POST", "/api/auth/change-email", {
      cookie: me.cookie,
      body: { newEmail: wanted, callbackURL: "/settings?email-changed=1" },
    });
    expect(res.statusCode).toBe(200);
    const link = new URL(String(t.mails.at(-1)?.link));
    await signUp(t.app, wanted);
    const followed = await call(t.app, "GET", `${link.pathname}${link.search}`);
    expect(followed.statusCode, followed.body).toBe(302);
    expect(followed.headers.location).toBe("/settings?email-changed=1&error=EMAIL_TAKEN");
    expect((await session(me.cookie)).email).toBe(me.email);
    // Without a page to go back to: a 400 with a message.
    link.searchParams.delete("callbackURL");
    const bare = await call(t.app, "GET", `${link.pathname}${link.search}`);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toMatch(/already in use/);
  });

  it("sends no verification mail on request: only a change of address sends one", async () => {
    const me = await signUp(t.app);
    const before = t.mails.length;
    const res = await call(t.app, "POST", "/api/auth/send-verification-email", {
      body: { email: me.email },
    });
    expect(res.statusCode).toBe(404);
    expect(t.mails.length).toBe(before);
  });

  it("changes the password with the current one, then only the new one signs in", async () => {
    const me = await signUp(t.app);
    const change = (body: Record<string, unknown>) =>
      call(t.app, "POST", "/api/auth/change-password", { cookie: me.cookie, body });
    expect(
      (await change({ currentPassword: "wrong password", newPassword: "x".repeat(12) })).statusCode,
    ).toBe(400);
    expect((await change({ currentPassword: PASSWORD, newPassword: "short" })).statusCode).toBe(
      400,
    );
    const ok = await change({ currentPassword: PASSWORD, newPassword: "a fresh new secret" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await signIn(me.email, "a fresh new secret")).statusCode).toBe(200);
    expect((await signIn(me.email, PASSWORD)).statusCode).toBe(401);
  });
});

describe("POST /api/account/delete with the password", () => {
  it("refuses a missing or wrong password, or the phrase, and changes nothing", async () => {
    const me = await signUp(t.app);
    const { classId } = await fillAccount(t, me, "kept");
    const before = await rowsOf(t.database.db, me.userId, [classId]);
    for (const body of [
      {},
      { password: "" },
      { password: "not the password" },
      { confirmation: "DELETE MY ACCOUNT" },
    ]) {
      const res = await call(t.app, "POST", "/api/account/delete", { cookie: me.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String), code: "invalid_request" });
    }
    expect(await rowsOf(t.database.db, me.userId, [classId])).toEqual(before);
  });

  it("removes every row of the teacher, signs every device out, and leaves others alone", async () => {
    const [doomed, bystander] = [await signUp(t.app), await signUp(t.app)];
    const phone = cookieFrom(await signIn(doomed.email, PASSWORD));
    const mine = await fillAccount(t, doomed, "doomed");
    const theirs = await fillAccount(t, bystander, "bystander");
    // A pending password-reset token of each (its value is the user id).
    for (const email of [doomed.email, bystander.email]) {
      const reset = await call(t.app, "POST", "/api/auth/request-password-reset", {
        body: { email, redirectTo: "/auth/reset-password" },
      });
      expect(reset.statusCode).toBe(200);
    }
    for (const [who, classId] of [
      [doomed, mine.classId],
      [bystander, theirs.classId],
    ] as const) {
      const imported = await call(t.app, "POST", `/api/classes/${classId}/students/import`, {
        cookie: who.cookie,
        body: { rows: [{ name: "Imported" }] },
        headers: { "idempotency-key": "account-import-1" },
      });
      expect(imported.statusCode, imported.body).toBe(201);
    }
    const bystanderBefore = await rowsOf(t.database.db, bystander.userId, [theirs.classId]);
    const doomedBefore = await rowsOf(t.database.db, doomed.userId, [mine.classId]);
    expect(Object.entries(doomedBefore).filter(([, n]) => n === 0)).toEqual([]);

    const res = await call(t.app, "POST", "/api/account/delete", {
      cookie: doomed.cookie,
      body: { password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(String(res.headers["set-cookie"])).toContain(`${SESSION_COOKIE}=; Max-Age=0`);
    console.log("deleted rows before:", JSON.stringify(doomedBefore));

    const after = await rowsOf(t.database.db, doomed.userId, [mine.classId]);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(after[LATER_TABLE]).toBe(0);
    expect(await rowsOf(t.database.db, bystander.userId, [theirs.classId])).toEqual(
      bystanderBefore,
    );
    for (const cookie of [doomed.cookie, phone]) {
      expect((await call(t.app, "GET", "/api/classes", { cookie })).statusCode).toBe(401);
    }
    expect((await signIn(doomed.email, PASSWORD)).statusCode).toBe(401);
  });

  it("refuses another teacher's user_id with 403", async () => {
    const [me, other] = [await signUp(t.app), await signUp(t.app)];
    const res = await call(t.app, "POST", "/api/account/delete", {
      cookie: me.cookie,
      body: { user_id: other.userId, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(await session(me.cookie)).not.toBeNull();
  });
});

describe("deletion is one transaction", () => {
  it("removes nothing when any part fails", async () => {
    const me = await signUp(t.app);
    const { classId } = await fillAccount(t, me, "atomic");
    // A row that forbids deleting the teacher's user row (no cascade; a column that does not
    // name it user_id, so the deletion's sweep leaves it): the last delete of the teacher fails,
    // after the classes were taken and every other table swept.
    await t.database.db.schema
      .createTable("account_test_pins")
      .addColumn("pinned_user", "text", (c) => c.references("user.id").onDelete("restrict"))
      .execute();
    await sql`insert into account_test_pins (pinned_user) values (${me.userId})`.execute(
      t.database.db,
    );
    const before = await rowsOf(t.database.db, me.userId, [classId]);
    try {
      await expect(
        deleteTeacherEverywhere(t.database.db, t.database.dialect, me.userId),
      ).rejects.toThrow();
      expect(await rowsOf(t.database.db, me.userId, [classId])).toEqual(before);
    } finally {
      await t.database.db.schema.dropTable("account_test_pins").execute();
    }
  });
});

describe("password checks per teacher (a device left signed in can't guess the password)", () => {
  const { max, windowSeconds } = PASSWORD_CHECK_RULE;

  it(`deleting the account: after ${max} checks in ${windowSeconds / 60} minutes, 429 even with the right password`, async () => {
    const [me, other] = [await signUp(t.app), await signUp(t.app)];
    const { classId } = await fillAccount(t, me, "guessed");
    const before = await rowsOf(t.database.db, me.userId, [classId]);
    const attempt = (who: { cookie: string }, password: string) =>
      call(t.app, "POST", "/api/account/delete", { cookie: who.cookie, body: { password } });
    const statuses: number[] = [];
    for (let i = 0; i < max; i++)
      statuses.push((await attempt(me, `guess number ${i}`)).statusCode);
    expect(statuses).toEqual(Array(max).fill(400));
    const right = await attempt(me, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      error: english(TOO_MANY_PASSWORD_CHECKS),
      code: "rate_limited",
    });
    const retryAfter = Number(right.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(await rowsOf(t.database.db, me.userId, [classId])).toEqual(before);
    // Another teacher's checks are their own.
    expect((await attempt(other, "not it")).statusCode).toBe(400);
    console.log(
      `password checks: ${max} x 400, then 429 (Retry-After ${retryAfter} s) for the right password; rows unchanged`,
    );
  });

  it("changing the password counts against the same limit", async () => {
    const me = await signUp(t.app);
    const change = (currentPassword: string) =>
      call(t.app, "POST", "/api/auth/change-password", {
        cookie: me.cookie,
        body: { currentPassword, newPassword: "a fresh new secret" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < max - 1; i++) statuses.push((await change(`guess number ${i}`)).statusCode);
    const viaDelete = await call(t.app, "POST", "/api/account/delete", {
      cookie: me.cookie,
      body: { password: "one more guess" },
    });
    expect([...statuses, viaDelete.statusCode]).toEqual(Array(max).fill(400));
    const right = await change(PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ message: english(TOO_MANY_PASSWORD_CHECKS) });
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signIn(me.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe("every Better Auth endpoint that checks the password counts", () => {
  it.each(PASSWORD_CHECK_PATHS)("%s: the 6th check within the window is a 429", async (path) => {
    const me = await signUp(t.app);
    const guess = async () =>
      (
        await call(t.app, "POST", "/api/account/delete", {
          cookie: me.cookie,
          body: { password: "a wrong guess" },
        })
      ).statusCode;
    const statuses: number[] = [];
    for (let i = 0; i < PASSWORD_CHECK_RULE.max; i++) statuses.push(await guess());
    expect(statuses).toEqual(Array(PASSWORD_CHECK_RULE.max).fill(400));
    const res = await call(t.app, "POST", `/api/auth${path}`, {
      cookie: me.cookie,
      body: { password: PASSWORD, currentPassword: PASSWORD, newPassword: "a fresh new secret" },
    });
    expect(res.statusCode, res.body).toBe(429);
    expect((await signIn(me.email, PASSWORD)).statusCode).toBe(200);
  });
});
