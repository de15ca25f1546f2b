import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addMonths } from "#src/server/features/retention/accounts";
import { runRetention } from "#src/server/features/retention/job";
import { startRetention } from "#src/server/features/retention/schedule";
import type { RetentionDb } from "#src/server/features/retention/tables";
import type { Mail, Mailer } from "#src/server/mailer";
import { call, cookieFrom, createTestApp, signUp, type TestApp } from "../support/harness";
import { roster } from "../support/roster";

/**
 * Idle accounts on SQLite and PostgreSQL (docs/decisions/0055): with mail configured, an
 * account unused for 6 months is warned once, in its teacher's language, and deleted through
 * the account deletion path no sooner than 30 days after the warning; an account in use is left
 * alone. The job's clock is the test's; the app's is moved (Date only) to sign in later.
 */
const DAY = 86_400_000;
const PASSWORD = "correct horse battery";
let t: TestApp;
const sent: Mail[] = [];
const mailer: Mailer = { send: async (m) => void sent.push(m) };
const silent = { info: () => {}, error: () => {} };
beforeAll(async () => {
  t = await createTestApp({
    SMTP_URL: "smtp://mail.example.org:587",
    DELETE_INACTIVE_ACCOUNTS_MONTHS: "6",
  });
});
afterAll(() => t.close());

const db = () => t.database.db as unknown as RetentionDb;
const check = (now: Date) => startRetention(t.app.ctx, mailer, silent, { timer: false }).check(now);
const mailsTo = (email: string) => sent.filter((m) => m.to === email.toLowerCase());
const exists = async (userId: string) =>
  (await db().selectFrom("user").select("id").where("id", "=", userId).execute()).length === 1;

async function at<T>(when: number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(when);
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

const signIn = async (email: string) => {
  const res = await call(t.app, "POST", "/api/auth/sign-in/email", {
    body: { email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookieFrom(res);
};

describe("idle accounts", () => {
  it("warns an idle account once, in its language, and deletes it 30 days after; an active one stays", async () => {
    const start = Date.now();
    const idle = await signUp(t.app, `idle-${start}@example.com`, PASSWORD, t.mails);
    const language = await call(t.app, "PUT", "/api/account/language", {
      cookie: idle.cookie,
      body: { language: "es" },
    });
    expect(language.statusCode, language.body).toBe(200);
    const room = await roster(t.app, idle.cookie).newClass("Idle class");
    await roster(t.app, idle.cookie).newStudent(room.id, "Ann");
    const active = await signUp(t.app, `active-${start}@example.com`, PASSWORD, t.mails);
    // The active teacher signs in again five months on.
    await at(addMonths(new Date(start), 5).getTime(), () => signIn(active.email));

    const deleteOn = addMonths(new Date(start), 6).getTime();
    const warnedAt = deleteOn - 29 * DAY;
    expect(await check(new Date(warnedAt - 2 * DAY))).toMatchObject({ warned: 0, accounts: 0 });
    expect(mailsTo(idle.email)).toEqual([]);

    expect(await check(new Date(warnedAt))).toMatchObject({ warned: 1, accounts: 0 });
    const [warning] = mailsTo(idle.email);
    expect(warning?.subject).toMatch(/^Tu cuenta de ClassCharm se eliminará el /);
    expect(warning?.text).toContain("6 meses");
    expect(warning?.link).toBe("http://localhost:3000/auth");

    // Warned once: later runs send nothing more; the account stays until 30 days have passed,
    // even past the 6 months.
    expect(await check(new Date(warnedAt + DAY))).toMatchObject({ warned: 0, accounts: 0 });
    expect(await check(new Date(warnedAt + 29 * DAY))).toMatchObject({ warned: 0, accounts: 0 });
    expect(await exists(idle.userId)).toBe(true);

    expect(await check(new Date(warnedAt + 30 * DAY))).toMatchObject({ warned: 0, accounts: 1 });
    expect(mailsTo(idle.email)).toHaveLength(1);
    expect(await exists(idle.userId)).toBe(false);
    const classes = await db()
      .selectFrom("classes")
      .select("id")
      .where("id", "=", room.id)
      .execute();
    expect(classes).toEqual([]);
    const activity = await db()
      .selectFrom("account_activity")
      .select("user_id")
      .where("user_id", "=", idle.userId)
      .execute();
    expect(activity).toEqual([]);

    expect(await exists(active.userId)).toBe(true);
    expect(mailsTo(active.email)).toEqual([]);
  });

  it("a sign-in after the warning keeps the account, even once signed out", async () => {
    const start = Date.now() + 400 * DAY;
    const back = await at(start, () =>
      signUp(t.app, `back-${Date.now()}@example.com`, PASSWORD, t.mails),
    );
    const warnedAt = addMonths(new Date(start), 6).getTime() - 20 * DAY;
    await check(new Date(warnedAt));
    expect(mailsTo(back.email)).toHaveLength(1);
    // Signed in, then out: signing out deletes every session, the activity record stays.
    await at(warnedAt + 10 * DAY, async () => {
      const cookie = await signIn(back.email);
      const out = await call(t.app, "POST", "/api/auth/sign-out", { cookie, body: {} });
      expect(out.statusCode, out.body).toBe(200);
    });
    const sessions = await db()
      .selectFrom("session")
      .select("userId")
      .where("userId", "=", back.userId)
      .execute();
    expect(sessions).toEqual([]);
    await check(new Date(warnedAt + 40 * DAY));
    expect(await exists(back.userId)).toBe(true);
    expect(mailsTo(back.email)).toHaveLength(1);
  });

  it("two runs at once warn once", async () => {
    const start = Date.now() + 1200 * DAY;
    const quiet = await at(start, () =>
      signUp(t.app, `quiet-${Date.now()}@example.com`, PASSWORD, t.mails),
    );
    const now = new Date(addMonths(new Date(start), 6).getTime() - 10 * DAY);
    const job = () =>
      runRetention({
        db: db(),
        settings: t.app.ctx.config.retention,
        now,
        mail: { mailer, signInUrl: "http://localhost:3000/auth" },
        removeAccount: async () => {},
      });
    const results = await Promise.all([job(), job()]);
    const done = results.filter((r) => r !== null);
    expect(done).toHaveLength(1);
    expect(mailsTo(quiet.email)).toHaveLength(1);
  });
});

describe("idle accounts without mail", () => {
  it("are deleted at the end of the period, unwarned", async () => {
    const plain = await createTestApp({ DELETE_INACTIVE_ACCOUNTS_MONTHS: "6" });
    try {
      const start = Date.now();
      const idle = await signUp(plain.app);
      const mine: Mail[] = [];
      const run = (now: number) =>
        startRetention(plain.app.ctx, { send: async (m) => void mine.push(m) }, silent, {
          timer: false,
        }).check(new Date(now));
      const deleteOn = addMonths(new Date(start), 6).getTime();
      expect(await run(deleteOn - DAY)).toMatchObject({ warned: 0, accounts: 0 });
      expect(await run(deleteOn + 60_000)).toMatchObject({ warned: 0, accounts: 1 });
      expect(mine).toEqual([]);
      const gone = await (plain.database.db as unknown as RetentionDb)
        .selectFrom("user")
        .select("id")
        .where("id", "=", idle.userId)
        .execute();
      expect(gone).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
