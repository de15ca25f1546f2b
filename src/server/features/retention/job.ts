import type { Mailer } from "#src/server/mailer";
import { applyIdleAccounts } from "./accounts";
import { purgePicks, purgeRolls, type Stopped } from "./purge";
import { type RetentionSettings, retentionIsOn } from "./settings";
import type { RetentionDb } from "./tables";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What one run deleted and sent: counts only, never a name or an id (they go to the log). */
export interface RetentionCounts {
  picks: number;
  rolls: number;
  absences: number;
  warned: number;
  accounts: number;
  mailFailures: number;
}

export interface RetentionJob {
  db: RetentionDb;
  settings: RetentionSettings;
  /** The job's clock: the server's, or a test's. */
  now: Date;
  /** Warnings to idle accounts: only where SMTP is configured (null otherwise). */
  mail: { mailer: Mailer; signInUrl: string } | null;
  removeAccount(userId: string): Promise<unknown>;
  stopped?: Stopped;
  onMailError?(error: unknown): void;
}

/** The UTC day a run belongs to. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Claims `day` for this process: the row's primary key lets one insert win, on PostgreSQL
 * across instances (a second insert waits on the first's row, then finds it) and on SQLite
 * across processes on one file. Answers whether this process won. Rows older than 30 days go.
 */
export async function claimDay(db: RetentionDb, now: Date): Promise<boolean> {
  const day = dayOf(now);
  const won = await db
    .insertInto("retention_runs")
    .values({ day, claimed_at: now.toISOString() })
    .onConflict((oc) => oc.column("day").doNothing())
    .returning("day")
    .executeTakeFirst();
  if (!won) return false;
  await db
    .deleteFrom("retention_runs")
    .where("day", "<", dayOf(new Date(now.getTime() - 30 * DAY_MS)))
    .execute();
  return true;
}

/**
 * One day's retention work (docs/decisions/0055-retention.md): picks older than the history
 * period, rolls of days before the attendance period, and idle accounts warned then deleted.
 * Answers null when nothing is configured or another run already claimed the day.
 */
export async function runRetention(job: RetentionJob): Promise<RetentionCounts | null> {
  const { db, settings, now } = job;
  if (!retentionIsOn(settings)) return null;
  if (!(await claimDay(db, now))) return null;
  const stopped = job.stopped ?? (() => false);
  const counts: RetentionCounts = {
    picks: 0,
    rolls: 0,
    absences: 0,
    warned: 0,
    accounts: 0,
    mailFailures: 0,
  };
  if (settings.historyDays !== null) {
    const before = new Date(now.getTime() - settings.historyDays * DAY_MS);
    counts.picks = await purgePicks(db, before, stopped);
  }
  if (settings.attendanceDays !== null) {
    // A roll is kept while its school day is at most `attendanceDays` days ago.
    const beforeDay = dayOf(new Date(now.getTime() - settings.attendanceDays * DAY_MS));
    const gone = await purgeRolls(db, beforeDay, stopped);
    counts.rolls = gone.rolls;
    counts.absences = gone.absences;
  }
  if (settings.inactiveMonths !== null) {
    const idle = await applyIdleAccounts({
      db,
      now,
      months: settings.inactiveMonths,
      mail: job.mail,
      removeAccount: job.removeAccount,
      stopped,
      onMailError: job.onMailError ?? (() => {}),
    });
    counts.warned = idle.warned;
    counts.accounts = idle.deleted;
    counts.mailFailures = idle.mailFailures;
  }
  return counts;
}
