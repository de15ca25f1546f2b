import { describe, expect, it } from "vitest";
import { relativeTime } from "#src/domain/wheel/relative-time";

const now = Date.parse("2026-11-21T12:00:00Z");
const before = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe("relativeTime", () => {
  it.each([
    [0, "Just now"],
    [59_999, "Just now"],
    [-5 * MIN, "Just now"],
    [MIN, "1 minute ago"],
    [2 * MIN - 1, "1 minute ago"],
    [2 * MIN, "2 minutes ago"],
    [59 * MIN, "59 minutes ago"],
    [60 * MIN, "1 hour ago"],
    [119 * MIN, "1 hour ago"],
    [5 * 60 * MIN, "5 hours ago"],
    [24 * 60 * MIN - 1, "23 hours ago"],
    [24 * 60 * MIN, "1 day ago"],
    [3 * 24 * 60 * MIN, "3 days ago"],
    [400 * 24 * 60 * MIN, "400 days ago"],
  ])("%i ms ago reads %s", (ms, text) => {
    expect(relativeTime(before(ms), now)).toBe(text);
  });

  it("accepts dates and numbers and rejects invalid input", () => {
    expect(relativeTime(new Date(now - 3 * MIN), new Date(now))).toBe("3 minutes ago");
    expect(relativeTime(now - 2 * MIN, now)).toBe("2 minutes ago");
    expect(() => relativeTime("not a date", now)).toThrow(RangeError);
  });
});
