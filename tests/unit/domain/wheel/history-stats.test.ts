import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "#src/domain/attendance/school-day";
import { unescapeFormula } from "#src/domain/csv/format";
import {
  entriesIn,
  HISTORY_PERIODS,
  historyCsv,
  historyFileName,
  lastPickIds,
  localDateTime,
  type PickEntry,
  periodBounds,
  pickTally,
} from "#src/domain/wheel/history-stats";
import { formulaCells, quotedCells } from "../../../support/csv-cells";

/** A local time (the browser's calendar), so the tests hold in any time zone. */
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m - 1, d, h, min, s, ms);

let made = 0;
const entry = (when: Date, student_id = "s1", student_name = "Ann"): PickEntry => ({
  id: `e${++made}`,
  student_id,
  student_name,
  created_at: when.toISOString(),
});

describe("entriesIn", () => {
  // Wednesday 25 November 2026, 10:00 local.
  const now = at(2026, 11, 25, 10);

  it("today is the local date: from midnight to the next midnight", () => {
    const inside = [at(2026, 11, 25), at(2026, 11, 25, 23, 59, 59, 999)].map((d) => entry(d));
    const outside = [at(2026, 11, 24, 23, 59, 59, 999), at(2026, 11, 26)].map((d) => entry(d));
    const all = [inside[1], outside[0], inside[0], outside[1]] as PickEntry[];
    expect(entriesIn(all, "today", now)).toEqual([inside[1], inside[0]]);
    expect(entriesIn(all, "all", now)).toEqual(all);
  });

  it("this week runs from Monday 00:00 local to the next Monday", () => {
    expect(now.getDay()).toBe(3);
    const monday = entry(at(2026, 11, 23));
    const sunday = entry(at(2026, 11, 29, 23, 59));
    const sundayBefore = entry(at(2026, 11, 22, 23, 59, 59, 999));
    const nextMonday = entry(at(2026, 11, 30));
    const all = [nextMonday, sunday, monday, sundayBefore];
    expect(entriesIn(all, "week", now)).toEqual([sunday, monday]);
    // On Monday at midnight and on Sunday night the week is the same one.
    expect(entriesIn(all, "week", at(2026, 11, 23))).toEqual([sunday, monday]);
    expect(entriesIn(all, "week", at(2026, 11, 29, 23, 59))).toEqual([sunday, monday]);
    expect(entriesIn(all, "week", at(2026, 11, 30))).toEqual([nextMonday]);
    // A week across a month and a year end.
    expect(new Date(periodBounds("week", at(2027, 1, 1, 12))?.from ?? 0)).toEqual(at(2026, 12, 28));
  });

  it("today within this week within all, in the given order, for any times", () => {
    const time = fc.date({ min: at(2020, 1, 1), max: at(2030, 1, 1), noInvalidDate: true });
    fc.assert(
      fc.property(fc.array(time, { maxLength: 30 }), time, (times, when) => {
        const all = times.map((t) => entry(t));
        const today = entriesIn(all, "today", when);
        const week = entriesIn(all, "week", when);
        expect(today.every((e) => localDay(new Date(e.created_at)) === localDay(when))).toBe(true);
        expect(all.filter((e) => localDay(new Date(e.created_at)) === localDay(when))).toEqual(
          today,
        );
        expect(week.filter((e) => today.includes(e))).toEqual(today);
        expect(all.filter((e) => week.includes(e))).toEqual(week);
        const monday = new Date(periodBounds("week", when)?.from ?? 0);
        expect([monday.getDay(), monday.getHours(), monday.getMinutes()]).toEqual([1, 0, 0]);
      }),
      { numRuns: 300 },
    );
  });

  describe("where the clocks change (Europe/Berlin)", () => {
    const zone = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = "Europe/Berlin";
    });
    afterAll(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it("counts calendar days, not 24-hour blocks", () => {
      // Summer time starts on Sunday 29 March 2026: that day has 23 hours.
      const sunday = at(2026, 3, 29, 12);
      expect(sunday.getTimezoneOffset()).toBe(-120);
      const day = periodBounds("today", sunday);
      expect(day && (day.to - day.from) / 3_600_000).toBe(23);
      const week = periodBounds("week", sunday);
      expect(week && (week.to - week.from) / 3_600_000).toBe(7 * 24 - 1);
      const late = entry(at(2026, 3, 29, 23, 30));
      const nextMonday = entry(at(2026, 3, 30, 0, 0));
      expect(entriesIn([nextMonday, late], "week", sunday)).toEqual([late]);
      expect(entriesIn([nextMonday, late], "today", sunday)).toEqual([late]);
    });
  });

  it("has the three periods in filter order", () => {
    expect(HISTORY_PERIODS).toEqual(["today", "week", "all"]);
    expect(periodBounds("all", now)).toBeNull();
  });
});

describe("pickTally", () => {
  const roster = [
    { id: "a", name: "Ann" },
    { id: "b", name: "Ben" },
    { id: "c", name: "Cy" },
    { id: "d", name: "Di" },
  ];

  it("lists never-picked first, then by count and name; former students last", () => {
    const when = at(2026, 11, 25, 9);
    const entries = [
      entry(when, "b", "Ben"),
      entry(when, "d", "Di"),
      entry(when, "x", "Eve"),
      entry(when, "b", "Ben"),
      entry(when, "a", "Ann"),
    ];
    expect(pickTally(entries, roster, new Set(["c", "b"]))).toEqual([
      { student_id: "c", name: "Cy", count: 0, absent: true, former: false },
      { student_id: "a", name: "Ann", count: 1, absent: false, former: false },
      { student_id: "d", name: "Di", count: 1, absent: false, former: false },
      { student_id: "b", name: "Ben", count: 2, absent: true, former: false },
      { student_id: "x", name: "Eve", count: 1, absent: false, former: true },
    ]);
    expect(pickTally([], roster, new Set()).map((r) => r.count)).toEqual([0, 0, 0, 0]);
  });

  it("every roster student once, counts adding up, ordered, for any history", () => {
    const name = fc.string({ unit: fc.constantFrom("a", "B", "é", " ", "z"), maxLength: 4 });
    const rosterArb = fc.uniqueArray(fc.record({ id: fc.integer({ min: 0, max: 40 }), name }), {
      selector: (s) => s.id,
      maxLength: 25,
    });
    const picks = fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 80 });
    const absentIds = fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 10 });
    fc.assert(
      fc.property(rosterArb, picks, absentIds, (students, picked, absentList) => {
        const list = students.map((s) => ({ id: `s${s.id}`, name: s.name }));
        const entries = picked.map((id) => entry(at(2026, 1, 1), `s${id}`, `Former ${id}`));
        const absent = new Set(absentList.map((id) => `s${id}`));
        const rows = pickTally(entries, list, absent);
        const current = rows.filter((r) => !r.former);
        const ids = new Set(list.map((s) => s.id));

        expect(current.map((r) => r.student_id).sort()).toEqual([...ids].sort());
        expect(rows.slice(0, current.length)).toEqual(current);
        const ofRoster = entries.filter((e) => ids.has(e.student_id)).length;
        expect(current.reduce((sum, r) => sum + r.count, 0)).toBe(ofRoster);
        expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(entries.length);
        for (const r of current) {
          expect(r.count).toBe(entries.filter((e) => e.student_id === r.student_id).length);
          expect(r.absent).toBe(absent.has(r.student_id));
        }
        for (const [i, r] of current.entries()) {
          const next = current[i + 1];
          if (!next) break;
          expect(r.count <= next.count).toBe(true);
          if (r.count === next.count) expect(r.name.localeCompare(next.name) <= 0).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("lastPickIds", () => {
  const newest = entry(at(2026, 11, 25, 9, 2));
  const middle = entry(at(2026, 11, 25, 9, 1));
  const oldest = entry(at(2026, 11, 25, 9, 0));
  const history = [newest, middle, oldest];

  it("is this page's last draw while all of it is in the history, else the newest entry", () => {
    expect(lastPickIds(history, [middle.id, newest.id])).toEqual([middle.id, newest.id]);
    expect(lastPickIds(history, null)).toEqual([newest.id]);
    expect(lastPickIds(history, [])).toEqual([newest.id]);
    expect(lastPickIds(history, [newest.id, "gone"])).toEqual([newest.id]);
    expect(lastPickIds([], ["gone"])).toEqual([]);
  });
});

describe("historyCsv", () => {
  const hostile = ["=1+2", "Ann;=2*3;", "a\t=cmd", "@x", '=HYPERLINK("x")', "-3", " +1", "Bo, =x"];

  it("has the header, local date and time, and each student, newest first", () => {
    const entries = [
      entry(at(2026, 11, 25, 14, 5), "a", "Ann"),
      entry(at(2026, 1, 2, 8, 30), "b", 'Bo "Jr", Lee'),
    ];
    expect(historyCsv(entries, { bom: false })).toBe(
      [
        "date_time,student",
        `"2026-11-25 14:05","Ann"`,
        `"2026-01-02 08:30","Bo ""Jr"", Lee"`,
        "",
      ].join("\r\n"),
    );
    expect(historyCsv([]).startsWith("\uFEFFdate_time,student\r\n")).toBe(true);
    expect(localDateTime(at(2026, 3, 4, 5, 6).toISOString())).toBe("2026-03-04 05:06");
  });

  it("writes the header given (the teacher's language) and the names as written", () => {
    const entries = [entry(at(2026, 11, 25, 14, 5), "a", "فاطمة Lee")];
    expect(historyCsv(entries, { bom: false, header: ["fecha_hora", "alumno"] })).toBe(
      'fecha_hora,alumno\r\n"2026-11-25 14:05","فاطمة Lee"\r\n',
    );
  });

  it("has no formula cell with `,`, `;` or TAB separators, quotes honoured or not", () => {
    const entries = hostile.map((name, i) => entry(at(2026, 11, 25, 9, i), `s${i}`, name));
    const csv = historyCsv(entries);
    expect(formulaCells(csv)).toEqual([]);
    // Opened honouring quotes, each name is one cell that reads back unchanged.
    const cells = quotedCells(csv, ",").filter((c) => c !== "");
    expect(
      cells
        .slice(2)
        .filter((_, i) => i % 2 === 1)
        .map(unescapeFormula),
    ).toEqual(hostile);
  });

  it("stays safe for any names", () => {
    const name = fc.string({
      unit: fc.constantFrom("A", " ", "'", '"', "=", "+", "-", "@", "\t", "\r", "\n", ",", ";"),
      minLength: 1,
    });
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 6 }), (names) => {
        const csv = historyCsv(names.map((n, i) => entry(at(2026, 5, 1, 8, i), `s${i}`, n)));
        expect(formulaCells(csv)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it("names the download after the class", () => {
    expect(historyFileName("Période 3 / Math!")).toBe("periode-3-math-selection-history.csv");
    expect(historyFileName("***")).toBe("class-selection-history.csv");
  });
});
