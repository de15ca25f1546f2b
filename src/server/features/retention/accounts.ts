import { DELETED_CLASSES_OWNER } from "#src/server/db/migrations/20261127-0020-deleted-classes-owner";
import type { Mailer } from "#src/server/mailer";
import { inactiveWarningMail } from "./mail";
import { BATCH, breather, type Stopped } from "./purge";
import { INACTIVE_WARNING_DAYS } from "./settings";
import { type RetentionDb, toMs } from "./tables";

const DAY_MS = 24 * 60 * 60 * 1000;

/** `at` moved by whole calendar months (UTC), e.g. 31 March + 1 month = 1 May, as Date does. */
export function addMonths(at: Date, months: number): Date {
  const moved = new Date(at.getTime());
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
}

export interface IdleAccountsJob {
  db: RetentionDb;
  now: Date;
  months: number;
  /** Where warnings go; null without SMTP: then an idle account goes unwarned, at its time. */
  mail: { mailer: Mailer; signInUrl: string } | null;
  /** The account deletion path the teacher's own Delete account uses. */
  removeAccount(userId: string): Promise<unknown>;
  stopped: Stopped;
  onMailError(error: unknown): void;
}

interface Account {
  id: string;
  name: string;
  email: string;
  lastActive: number;
  warnedAt: number;
  locale: string;
}

/** A page of accounts after `after` (by id), with what tells their last use. */
async function accountsAfter(db: RetentionDb, after: string): Promise<Account[]> {
  const users = await db
    .selectFrom("user")
    .select(["id", "name", "email", "createdAt"])
    .where("id", ">", after)
    .where("id", "!=", DELETED_CLASSES_OWNER)
    .orderBy("id")
    .limit(BATCH)
    .execute();
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const [activity, sessions, languages] = await Promise.all([
    db.selectFrom("account_activity").selectAll().where("user_id", "in", ids).execute(),
    db
      .selectFrom("session")
      .select(["userId", "createdAt", "updatedAt"])
      .where("userId", "in", ids)
      .execute(),
    db
      .selectFrom("teacher_languages")
      .select(["user_id", "language"])
      .where("user_id", "in", ids)
      .execute(),
  ]);
  return users.map((u) => {
    const row = activity.find((a) => a.user_id === u.id);
    const times = [toMs(u.createdAt), toMs(row?.last_active_at)];
    for (const s of sessions) {
      if (s.userId === u.id) times.push(toMs(s.createdAt), toMs(s.updatedAt));
    }
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      lastActive: Math.max(...times.filter((t) => !Number.isNaN(t))),
      warnedAt: toMs(row?.warned_at),
      locale: languages.find((l) => l.user_id === u.id)?.language ?? "en",
    };
  });
}

async function markWarned(db: RetentionDb, account: Account, now: Date): Promise<void> {
  const warned_at = now.toISOString();
  await db
    .insertInto("account_activity")
    .values({
      user_id: account.id,
      last_active_at: new Date(account.lastActive).toISOString(),
      warned_at,
    })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ warned_at }))
    .execute();
}

/** Whether the account was used after `since` (a sign-in between the decision and the deletion). */
async function usedSince(db: RetentionDb, userId: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom("account_activity")
    .select("last_active_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return toMs(row?.last_active_at) > since;
}

/**
 * Idle accounts (docs/decisions/0055): one unused for `months` is deleted. With mail, it is
 * warned first, once, and deleted no sooner than INACTIVE_WARNING_DAYS after the warning (a
 * warning older than the last use no longer counts: the hook clears it). Answers the counts.
 */
export async function applyIdleAccounts(job: IdleAccountsJob): Promise<{
  warned: number;
  deleted: number;
  mailFailures: number;
}> {
  const { db, now, months } = job;
  const counts = { warned: 0, deleted: 0, mailFailures: 0 };
  const grace = INACTIVE_WARNING_DAYS * DAY_MS;
  let after = "";
  while (!job.stopped()) {
    const page = await accountsAfter(db, after);
    if (page.length === 0) break;
    after = page[page.length - 1]?.id ?? after;
    for (const account of page) {
      if (job.stopped()) break;
      const deleteOn = addMonths(new Date(account.lastActive), months);
      if (now.getTime() < deleteOn.getTime() - grace) continue;
      const warned = account.warnedAt >= account.lastActive;
      if (job.mail && !warned) {
        const on = new Date(Math.max(deleteOn.getTime(), now.getTime() + grace));
        try {
          await job.mail.mailer.send(inactiveWarningMail(account, months, on, job.mail.signInUrl));
        } catch (error) {
          counts.mailFailures += 1;
          job.onMailError(error);
          continue;
        }
        await markWarned(db, account, now);
        counts.warned += 1;
        continue;
      }
      if (now.getTime() < deleteOn.getTime()) continue;
      if (job.mail && now.getTime() < account.warnedAt + grace) continue;
      if (await usedSince(db, account.id, account.lastActive)) continue;
      await job.removeAccount(account.id);
      counts.deleted += 1;
      await breather();
    }
  }
  return counts;
}
