import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#src/server/env";

/** The retention settings (docs/decisions/0055): unset keeps everything, a bad value stops start-up. */
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe("retention settings", () => {
  it("keep everything until deleted when unset, empty or off", () => {
    const none = { historyDays: null, attendanceDays: null, inactiveMonths: null };
    expect(loadConfig({}).retention).toEqual(none);
    expect(
      loadConfig({
        RETENTION_HISTORY_DAYS: "",
        RETENTION_ATTENDANCE_DAYS: "off",
        DELETE_INACTIVE_ACCOUNTS_MONTHS: " ",
      }).retention,
    ).toEqual(none);
  });

  it("read days and months as whole numbers", () => {
    const c = loadConfig({
      RETENTION_HISTORY_DAYS: "30",
      RETENTION_ATTENDANCE_DAYS: " 365 ",
      DELETE_INACTIVE_ACCOUNTS_MONTHS: "24",
    });
    expect(c.retention).toEqual({ historyDays: 30, attendanceDays: 365, inactiveMonths: 24 });
  });

  it.each([
    ["RETENTION_HISTORY_DAYS", "0", "must be a whole number of days from 1 to 36500"],
    ["RETENTION_HISTORY_DAYS", "-5", "must be a whole number of days from 1 to 36500"],
    ["RETENTION_HISTORY_DAYS", "30d", "must be a whole number of days from 1 to 36500"],
    ["RETENTION_ATTENDANCE_DAYS", "1.5", "must be a whole number of days from 1 to 36500"],
    ["RETENTION_ATTENDANCE_DAYS", "36501", "must be a whole number of days from 1 to 36500"],
    ["DELETE_INACTIVE_ACCOUNTS_MONTHS", "1", "must be a whole number of months from 2 to 1200"],
    ["DELETE_INACTIVE_ACCOUNTS_MONTHS", "never", "must be a whole number of months from 2 to 1200"],
    ["DELETE_INACTIVE_ACCOUNTS_MONTHS", "1e3", "must be a whole number of months from 2 to 1200"],
  ])("refuse %s=%s with a message naming the setting and the value", (key, value, message) => {
    expect(problems({ [key]: value })).toEqual([
      `${key} (got "${value}"): ${message}, or "off" (keep until deleted)`,
    ]);
  });

  it("stop start-up with every bad value listed at once", () => {
    expect(() =>
      loadConfig({ RETENTION_HISTORY_DAYS: "x", DELETE_INACTIVE_ACCOUNTS_MONTHS: "0" }),
    ).toThrow(
      /Invalid configuration:\n {2}- RETENTION_HISTORY_DAYS \(got "x"\): .*\n {2}- DELETE_INACTIVE_ACCOUNTS_MONTHS \(got "0"\)/,
    );
  });
});
