import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "#src/server/app-context";
import type { Mailer } from "#src/server/mailer";
import { removeAccount } from "../account";
import { type RetentionCounts, runRetention } from "./job";
import { retentionIsOn } from "./settings";
import type { RetentionDb } from "./tables";

/** How often a server looks whether today's run is still to do (the day's claim keeps it one). */
export const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first look, a minute after start: start-up and the first requests come first. */
export const FIRST_CHECK_MS = 60 * 1000;

export interface RetentionSchedule {
  /** One look now (what the timer does): runs today's work unless another process did. */
  check(now?: Date): Promise<RetentionCounts | null>;
  /** Stops the timer, and a run in progress after its current statement; waits for it. */
  stop(): Promise<void>;
}

/**
 * The daily retention job, started by the server at boot (docs/decisions/0055): a timer looks
 * every hour, and the first look of each UTC day, on whichever instance, does the work. Its
 * log line gives counts only.
 */
export function startRetention(
  ctx: Pick<AppContext, "auth" | "config" | "database">,
  mailer: Mailer,
  log: Pick<FastifyBaseLogger, "info" | "error">,
  options: { timer?: boolean } = {},
): RetentionSchedule {
  const { config, database } = ctx;
  let stopping = false;
  let running: Promise<RetentionCounts | null> | null = null;
  const check = async (now = new Date()) => {
    if (stopping || running) return null;
    running = runRetention({
      db: database.db as unknown as RetentionDb,
      settings: config.retention,
      now,
      mail: config.smtpUrl ? { mailer, signInUrl: `${config.publicUrl}/auth` } : null,
      removeAccount: (userId) => removeAccount(ctx, userId),
      stopped: () => stopping,
      onMailError: (err) => log.error({ err }, "retention: a warning e-mail could not be sent"),
    });
    try {
      const counts = await running;
      if (counts) log.info({ retention: counts }, "retention: daily run done (counts only)");
      return counts;
    } finally {
      running = null;
    }
  };
  const look = () => {
    check().catch((err) => log.error({ err }, "retention: the daily run failed"));
  };
  const timers: NodeJS.Timeout[] = [];
  if (options.timer !== false && retentionIsOn(config.retention)) {
    const first = setTimeout(look, FIRST_CHECK_MS);
    const every = setInterval(look, CHECK_EVERY_MS);
    first.unref();
    every.unref();
    timers.push(first, every);
  }
  return {
    check,
    async stop() {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      await running?.catch(() => null);
    },
  };
}
