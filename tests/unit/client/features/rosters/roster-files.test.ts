import { describe, expect, it } from "vitest";
import {
  chooseRosterFiles,
  NO_FILE,
  NO_ROSTER_CSV,
  selectionName,
  ZIP_WITH_OTHERS,
} from "#src/client/features/rosters/roster-files";
import { rosterProblemNotice } from "#src/client/features/rosters/roster-problem-text";
import { ZIP_TOO_LARGE } from "#src/domain/roster/zip";

const file = (name: string, size = 100) => ({ name, size });
const MB = 1024 * 1024;

describe("choosing the export's files", () => {
  it("takes one zip (by any name: the reader checks its bytes) up to 20 MB", () => {
    const zip = file("Export.ZIP");
    expect(chooseRosterFiles([zip])).toEqual({ ok: true, kind: "zip", zip });
    const odd = file("roster-export");
    expect(chooseRosterFiles([odd])).toEqual({ ok: true, kind: "zip", zip: odd });
    expect(chooseRosterFiles([file("big.zip", 20 * MB)])).toMatchObject({ ok: true });
    expect(chooseRosterFiles([file("big.zip", 20 * MB + 1)])).toEqual({
      ok: false,
      error: ZIP_TOO_LARGE,
    });
  });

  it("takes the roster's CSV files by name, in any case, and ignores the export's others", () => {
    const classes = file("Classes.csv");
    const users = file("users.CSV");
    const enrollments = file("enrollments.csv");
    const chosen = chooseRosterFiles([classes, file("orgs.csv"), users, enrollments]);
    expect(chosen).toEqual({
      ok: true,
      kind: "csv",
      files: { "classes.csv": classes, "users.csv": users, "enrollments.csv": enrollments },
    });
    if (!chosen.ok) throw new Error("chosen");
    expect(selectionName(chosen)).toBe("Classes.csv, users.CSV, enrollments.csv");
    // One CSV alone is taken too: the reader then names the files it lacks.
    expect(chooseRosterFiles([users])).toMatchObject({ ok: true, kind: "csv" });
  });

  it("refuses nothing chosen, a zip with other files, no roster CSV, a CSV over 64 MB", () => {
    expect(chooseRosterFiles([])).toEqual({ ok: false, error: NO_FILE });
    expect(chooseRosterFiles([file("a.zip"), file("users.csv")])).toEqual({
      ok: false,
      error: ZIP_WITH_OTHERS,
    });
    expect(chooseRosterFiles([file("orgs.csv"), file("courses.csv")])).toEqual({
      ok: false,
      error: NO_ROSTER_CSV,
    });
    const big = chooseRosterFiles([file("classes.csv"), file("users.csv", 64 * MB + 1)]);
    if (big.ok) throw new Error("accepted");
    expect(rosterProblemNotice(big.error)).toEqual({
      title: "File Too Large",
      message:
        "users.csv is larger than 64 MB, which no class roster needs. Ask for an export of your school or classes only.",
    });
  });
});
