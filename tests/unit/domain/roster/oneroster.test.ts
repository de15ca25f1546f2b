import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { rosterProblemNotice, skipText } from "#src/client/features/rosters/roster-problem-text";
import { parseOneRoster } from "#src/domain/roster/oneroster";
import {
  decodeRosterText,
  MAX_ROSTER_FILE_BYTES,
  MAX_ROSTER_ZIP_BYTES,
  readRosterZip,
  rosterFileName,
  ZIP_BOMB,
  ZIP_TOO_LARGE,
  ZIP_UNREADABLE,
} from "#src/domain/roster/zip";
import {
  type FixtureClass,
  oneRosterTexts,
  oneRosterZip,
  threeClasses,
  windows1252,
} from "../../../support/oneroster-fixtures";

function parsed(files: Parameters<typeof parseOneRoster>[0]) {
  const result = parseOneRoster(files);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.roster;
}

const refusal = (files: Parameters<typeof parseOneRoster>[0]) => {
  const result = parseOneRoster(files);
  if (result.ok) throw new Error("accepted");
  // The refusal as the dialog words it in English.
  return rosterProblemNotice(result.error).message;
};

describe("OneRoster CSV", () => {
  for (const version of ["1.1", "1.2"] as const) {
    it(`reads ${version}: 3 classes of 30 students, teachers left out, sorted`, () => {
      const roster = parsed(oneRosterTexts(version));
      expect(roster.version).toBe(version);
      expect(roster.classes.map((c) => [c.title, c.classCode, c.students.length])).toEqual([
        ["History 7C", "C3", 30],
        ["Math 7A", "C1", 30],
        ["Science 7B", "C2", 30],
      ]);
      const all = roster.classes.flatMap((c) => c.students);
      expect(new Set(all.map((s) => s.sourcedId)).size).toBe(90);
      expect(all.some((s) => s.name.startsWith("Pat "))).toBe(false);
      const math = roster.classes[1]?.students ?? [];
      expect(math[0]).toEqual({ sourcedId: "stu-021", name: "Ava Nguyen-21" });
      expect(math.map((s) => s.name)).toEqual(
        [...math.map((s) => s.name)].sort((a, b) => a.localeCompare(b, "en", { numeric: true })),
      );
      expect(roster.skipped).toEqual([]);
    });
  }

  it("prefers the name a 1.2 student goes by; skips rows marked tobedeleted", () => {
    const classes: FixtureClass[] = [
      {
        id: "k1",
        title: "Art",
        code: "A",
        students: [
          { id: "u1", given: "Alexandra", family: "Ng", preferredGiven: "Sasha" },
          { id: "u2", given: "Gone", family: "Away", status: "tobedeleted" },
          { id: "u3", given: "  Mo ", family: " Ali  " },
        ],
      },
    ];
    const roster = parsed(oneRosterTexts("1.2", classes));
    expect(roster.classes[0]?.students).toEqual([
      { sourcedId: "u3", name: "Mo Ali" },
      { sourcedId: "u1", name: "Sasha Ng" },
    ]);
  });

  it("keeps a class without students, for the teacher to see it is empty", () => {
    const classes = [
      ...threeClasses(),
      { id: "empty", title: "Study Hall", code: "SH", students: [] },
    ];
    const roster = parsed(oneRosterTexts("1.1", classes));
    expect(roster.classes.find((c) => c.title === "Study Hall")?.students).toEqual([]);
  });

  it("refuses a missing file or column, an empty file and duplicate sourcedIds, naming them", () => {
    const texts = oneRosterTexts("1.1");
    const { "users.csv": _, ...noUsers } = texts;
    expect(refusal(noUsers)).toBe(
      "The export has no users.csv. A OneRoster export holds classes.csv, users.csv and enrollments.csv.",
    );
    expect(
      refusal({
        ...texts,
        "enrollments.csv": texts["enrollments.csv"].replace("userSourcedId", "userId"),
      }),
    ).toBe("enrollments.csv is missing the column userSourcedId.");
    expect(refusal({ ...texts, "classes.csv": "sourcedId,title\r\n" })).toBe(
      "classes.csv has no rows below its header.",
    );
    const lines = texts["users.csv"].trimEnd().split("\r\n");
    const twice = [...lines, lines[5] as string].join("\r\n");
    expect(refusal({ ...texts, "users.csv": twice })).toMatch(
      /^users\.csv has the sourcedId "stu-\d+" twice \(rows 6 and 95\)\.$/,
    );
    expect(refusal({ ...texts, "classes.csv": 'sourcedId,title\r\nx,"Open' })).toBe(
      "classes.csv, row 2: a quote is never closed.",
    );
  });

  it("counts enrollments of unknown users or classes, lists unusable names, keeps a student once", () => {
    const texts = oneRosterTexts("1.1", [
      {
        id: "k1",
        title: "Art",
        code: "A",
        students: [
          { id: "u1", given: "", family: "" },
          { id: "u2", given: "Bo", family: "Li" },
        ],
      },
    ]);
    const extra = [
      "e-x,,,k1,school-1,nobody,student,false,,",
      "e-y,,,nowhere,school-1,u2,student,false,,",
      "e-z,,,k1,school-1,u2,student,false,,",
    ].join("\r\n");
    const roster = parsed({
      ...texts,
      "enrollments.csv": `${texts["enrollments.csv"]}${extra}\r\n`,
    });
    expect(roster.classes[0]?.students).toEqual([{ sourcedId: "u2", name: "Bo Li" }]);
    expect(roster.skipped.map(skipText)).toEqual([
      "users.csv, row 3: the name is required.",
      "2 enrollments of a class or user not in the export.",
    ]);
  });

  it("matches header names whatever their case", () => {
    const texts = oneRosterTexts("1.1");
    const lower = Object.fromEntries(
      Object.entries(texts).map(([name, text]) => {
        const [head, ...rest] = text.split("\r\n");
        return [name, [head?.toLowerCase(), ...rest].join("\r\n")];
      }),
    );
    expect(parsed(lower).classes).toHaveLength(3);
  });
});

describe("the OneRoster zip", () => {
  it("finds the files in a folder and in any case, and ignores the rest", () => {
    const texts = oneRosterTexts("1.2");
    const zip = oneRosterZip(
      {
        "Manifest.CSV": texts["manifest.csv"],
        "classes.csv": texts["classes.csv"],
        "users.csv": texts["users.csv"],
        "enrollments.csv": texts["enrollments.csv"],
        "orgs.csv": "sourcedId\r\nschool-1\r\n",
      },
      "export-2026/",
    );
    const read = readRosterZip(zip);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(Object.keys(read.files).sort()).toEqual([
      "classes.csv",
      "enrollments.csv",
      "manifest.csv",
      "users.csv",
    ]);
    expect(parsed(read.files).classes).toHaveLength(3);
    expect(rosterFileName("a\\b\\USERS.csv")).toBe("users.csv");
    expect(rosterFileName("users.csv.bak")).toBeNull();
  });

  it("reads Windows-1252 names correctly, and UTF-8 with a byte-order mark", () => {
    const texts = oneRosterTexts("1.1");
    const zip = oneRosterZip({ ...texts, "users.csv": windows1252(texts["users.csv"]) });
    const read = readRosterZip(zip);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    const names = parsed(read.files).classes.flatMap((c) => c.students.map((s) => s.name));
    expect(names).toContain("Chloé Okafor-3");
    expect(names).toContain("José Smith-20");
    expect(names.some((n) => n.includes("Müller"))).toBe(true);
    expect(decodeRosterText(strToU8("\uFEFFsourcedId"))).toBe("sourcedId");
    expect(decodeRosterText(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9]))).toBe("José");
  });

  it("refuses a zip over 20 MB before reading it, and a file that isn't a zip", () => {
    expect(readRosterZip(new Uint8Array(MAX_ROSTER_ZIP_BYTES + 1))).toEqual({
      ok: false,
      error: ZIP_TOO_LARGE,
    });
    expect(readRosterZip(strToU8("sourcedId,title\r\n"))).toEqual({
      ok: false,
      error: ZIP_UNREADABLE,
    });
    // A download cut off half way: refused, not read as a shorter roster.
    const whole = oneRosterZip(oneRosterTexts("1.1"));
    expect(readRosterZip(whole).ok).toBe(true);
    expect(readRosterZip(whole.subarray(0, Math.floor(whole.byteLength * 0.6)))).toEqual({
      ok: false,
      error: ZIP_UNREADABLE,
    });
  });

  it("stops a zip bomb: a small file that inflates past 64 MB", () => {
    const bomb = zipSync(
      { "users.csv": new Uint8Array(MAX_ROSTER_FILE_BYTES + 1024 * 1024) },
      { level: 9 },
    );
    expect(bomb.byteLength).toBeLessThan(200 * 1024);
    expect(readRosterZip(bomb)).toEqual({ ok: false, error: ZIP_BOMB });
  });
});
