import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runRetention } from "#src/server/features/retention/job";
import type { RetentionDb } from "#src/server/features/retention/tables";
import { call, createTestApp, signUp, type TestApp } from "../support/harness";
import { roster } from "../support/roster";

/**
 * The daily retention job on SQLite and PostgreSQL (docs/decisions/0055): with picks and rolls
 * kept for 30 days, what is older goes and what is younger stays. The job's clock is the
 * test's; the app's is moved (Date only) to make a pick or take a roll on a later day.
 */
const DAY = 86_400_000;
let t: TestApp;
let me: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ RETENTION_HISTORY_DAYS: "30", RETENTION_ATTENDANCE_DAYS: "30" });
  me = await signUp(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db as unknown as RetentionDb;
const run = (now: Date) =>
  runRetention({
    db: db(),
    settings: t.app.ctx.config.retention,
    now,
    mail: null,
    removeAccount: async () => {
      throw new Error("no account is idle here");
    },
  });
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Runs `work` with the app's Date at `at` (timers left alone). */
async function at<T>(when: number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(when);
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

describe("retention of picks and rolls", () => {
  it("deletes a pick 31 days old and keeps one 29 days old", async () => {
    const start = Date.now();
    const room = await roster(t.app, me.cookie).newClass("Picks");
    const ann = await roster(t.app, me.cookie).newStudent(room.id, "Ann");
    const old = await roster(t.app, me.cookie).pick(room.id, ann.id);
    const young = await at(start + 2 * DAY, () => roster(t.app, me.cookie).pick(room.id, ann.id));

    const counts = await run(new Date(start + 31 * DAY));
    expect(counts?.picks).toBeGreaterThanOrEqual(1);
    const left = await db()
      .selectFrom("selection_history")
      .select("id")
      .where("class_id", "=", room.id)
      .execute();
    expect(left.map((r) => r.id)).toEqual([young.id]);
    expect(left.map((r) => r.id)).not.toContain(old.id);
  });

  it("deletes the roll of a school day 31 days ago, with its absences, and keeps one 29 days ago", async () => {
    const start = Date.now();
    // Ten days on (a teacher signed in then), so that this test's run falls on a day of its own.
    const later = await at(start + 10 * DAY, () => signUp(t.app));
    const room = await at(start + 10 * DAY, () => roster(t.app, later.cookie).newClass("Rolls"));
    const ann = await at(start + 10 * DAY, () =>
      roster(t.app, later.cookie).newStudent(room.id, "Ann"),
    );
    const take = (day: string) =>
      call(t.app, "PUT", `/api/attendance/${room.id}`, {
        cookie: later.cookie,
        body: { day, absent_student_ids: [ann.id] },
      });
    const oldDay = dayOf(start + 10 * DAY);
    const youngDay = dayOf(start + 12 * DAY);
    expect((await at(start + 10 * DAY, () => take(oldDay))).statusCode).toBe(200);
    expect((await at(start + 12 * DAY, () => take(youngDay))).statusCode).toBe(200);

    const counts = await run(new Date(start + 41 * DAY));
    expect(counts?.rolls).toBeGreaterThanOrEqual(1);
    const rolls = await db()
      .selectFrom("attendance_days")
      .select("day")
      .where("class_id", "=", room.id)
      .execute();
    expect(rolls.map((r) => r.day)).toEqual([youngDay]);
    const absences = await db()
      .selectFrom("absences")
      .select("day")
      .where("class_id", "=", room.id)
      .execute();
    expect(absences.map((r) => r.day)).toEqual([youngDay]);
  });

  it("runs once a day: two runs at once, one does the work and the other finds the day taken", async () => {
    const start = Date.now();
    const room = await roster(t.app, me.cookie).newClass("Twice");
    const ann = await roster(t.app, me.cookie).newStudent(room.id, "Ann");
    for (let i = 0; i < 3; i++) await roster(t.app, me.cookie).pick(room.id, ann.id);
    const now = new Date(start + 100 * DAY);
    const cutoff = new Date(now.getTime() - 30 * DAY).toISOString();
    const due = await db()
      .selectFrom("selection_history")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("created_at", "<", cutoff)
      .executeTakeFirstOrThrow();
    expect(Number(due.n)).toBeGreaterThanOrEqual(3);

    const results = await Promise.all([run(now), run(now)]);
    const done = results.filter((r) => r !== null);
    expect(done).toHaveLength(1);
    expect(done[0]?.picks).toBe(Number(due.n));
    // The same day again, later: already done.
    expect(await run(new Date(now.getTime() + 60 * 60_000))).toBeNull();
  });

  it("does nothing, and claims no day, with every period unset", async () => {
    const result = await runRetention({
      db: db(),
      settings: { historyDays: null, attendanceDays: null, inactiveMonths: null },
      now: new Date(Date.now() + 200 * DAY),
      mail: null,
      removeAccount: async () => {},
    });
    expect(result).toBeNull();
    const claimed = await db()
      .selectFrom("retention_runs")
      .select("day")
      .where("day", "=", dayOf(Date.now() + 200 * DAY))
      .execute();
    expect(claimed).toEqual([]);
  });
});
