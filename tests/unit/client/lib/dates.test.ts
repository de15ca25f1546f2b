import { describe, expect, it } from "vitest";
import { dateText, dateTimeText } from "#src/client/lib/dates";

// 27 November 2026, 14:05 in London (UTC in winter), 15:05 in Berlin.
const AT = "2026-11-27T14:05:00.000Z";
const london = { timeZone: "Europe/London" };

describe("dateText", () => {
  it("writes the day as the locale does", () => {
    expect(dateText(AT, { ...london, locale: "en-GB" })).toBe("27/11/2026");
    expect(dateText(AT, { ...london, locale: "de-DE" })).toBe("27.11.2026");
    expect(dateText(AT, { ...london, locale: "en-US" })).toBe("11/27/2026");
  });

  it("writes a one-digit day and month as the locale does", () => {
    const january = "2026-01-05T12:00:00.000Z";
    expect(dateText(january, { ...london, locale: "en-GB" })).toBe("05/01/2026");
    expect(dateText(january, { ...london, locale: "de-DE" })).toBe("5.1.2026");
    expect(dateText(january, { ...london, locale: "en-US" })).toBe("1/5/2026");
  });

  it("takes the day in the given time zone", () => {
    const late = "2026-11-27T23:30:00.000Z";
    expect(dateText(late, { locale: "en-GB", timeZone: "Europe/London" })).toBe("27/11/2026");
    expect(dateText(late, { locale: "en-GB", timeZone: "Europe/Berlin" })).toBe("28/11/2026");
  });

  it("accepts a Date or a time in milliseconds, and gives back a text that is not a date", () => {
    const zone = { ...london, locale: "en-GB" };
    expect(dateText(new Date(AT), zone)).toBe("27/11/2026");
    expect(dateText(Date.parse(AT), zone)).toBe("27/11/2026");
    expect(dateText("not a date", zone)).toBe("not a date");
  });

  it("uses the browser's locale when none is named", () => {
    const browser = new Intl.DateTimeFormat(undefined, {
      year: "numeric",
      month: "numeric",
      day: "numeric",
      timeZone: "UTC",
    }).format(new Date(AT));
    expect(dateText(AT, { timeZone: "UTC" })).toBe(browser);
  });
});

describe("dateTimeText", () => {
  it("writes the day and time as the locale does, in the time zone", () => {
    expect(dateTimeText(AT, { ...london, locale: "en-GB" })).toBe("27/11/2026, 14:05");
    expect(dateTimeText(AT, { locale: "de-DE", timeZone: "Europe/Berlin" })).toBe(
      "27.11.2026, 15:05",
    );
    expect(dateTimeText(AT, { ...london, locale: "en-US" })).toBe("11/27/2026, 2:05 PM");
  });
});
