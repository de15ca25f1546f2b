import { z } from "zod";

/**
 * How long the school keeps pupils' data (docs/decisions/0055-retention.md): picks and rolls in
 * days, idle accounts in months. Unset (or empty) means "until the teacher deletes it", as
 * before these settings existed.
 */
export interface RetentionSettings {
  /** Selection history (who was picked and when) older than this many days goes. */
  historyDays: number | null;
  /** A class's roll for a school day more than this many days ago goes. */
  attendanceDays: number | null;
  /** Accounts with no sign-in and no session use for this many months go (warned 30 days before). */
  inactiveMonths: number | null;
}

/** Days a warned teacher has, from the warning e-mail, before an idle account is deleted. */
export const INACTIVE_WARNING_DAYS = 30;

const period = (unit: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "" || v === "off") return null;
      const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: "custom",
          message: `must be a whole number of ${unit} from ${min} to ${max}, or "off" (keep until deleted)`,
        });
        return z.NEVER;
      }
      return n;
    });

/** The environment variables of the retention settings (spread into env.ts's schema). */
export const retentionEnv = {
  RETENTION_HISTORY_DAYS: period("days", 1, 36_500),
  RETENTION_ATTENDANCE_DAYS: period("days", 1, 36_500),
  // At least 2 months: the warning goes out 30 days before, after a month of silence at least.
  DELETE_INACTIVE_ACCOUNTS_MONTHS: period("months", 2, 1_200),
};

type RetentionEnv = { [K in keyof typeof retentionEnv]: number | null };

export function retentionSettings(e: RetentionEnv): RetentionSettings {
  return {
    historyDays: e.RETENTION_HISTORY_DAYS,
    attendanceDays: e.RETENTION_ATTENDANCE_DAYS,
    inactiveMonths: e.DELETE_INACTIVE_ACCOUNTS_MONTHS,
  };
}

/** Whether any setting asks the daily job for work. */
export function retentionIsOn(s: RetentionSettings): boolean {
  return s.historyDays !== null || s.attendanceDays !== null || s.inactiveMonths !== null;
}
