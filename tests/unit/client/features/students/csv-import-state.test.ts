import { describe, expect, it } from "vitest";
import {
  csvImportReducer,
  importBody,
  importButtonText,
  importCount,
  initialCsvImport,
  isBusy,
  type ParsedFile,
  progressText,
  studentsToImport,
} from "#src/client/features/students/csv-import-state";
import { NOT_A_CSV } from "#src/domain/csv/content";
import { nameProblemMessage } from "#src/domain/students/student-messages";

const parsed: ParsedFile = {
  students: [
    { name: "Ada", number: 1, color: "Red", element: "Fire", shape: "Square", row: 2 },
    { name: "Bo, Jr.", number: null, color: null, element: "Air", shape: null, row: 4 },
  ],
  errors: [{ row: 3, name: "", problem: nameProblemMessage("required") }],
  rowCount: 3,
};

describe("CSV import dialog state", () => {
  it("starts idle with the balanced checkbox from the preference", () => {
    expect(initialCsvImport(true)).toMatchObject({ balanced: true, phase: "idle", parsed: null });
    expect(importButtonText(importCount(initialCsvImport(false)))).toBe("Import 0 Students");
  });

  it("goes reading -> parsing -> ready with progress, then uploading", () => {
    let state = csvImportReducer(initialCsvImport(false), { type: "choose", fileName: "a.csv" });
    expect(state).toMatchObject({ phase: "reading", progress: 0, fileName: "a.csv" });
    expect(isBusy(state)).toBe(true);
    state = csvImportReducer(state, { type: "progress", phase: "reading", fraction: 0.5 });
    expect(state.progress).toBe(0.5);
    expect(progressText(state)).toBe("Reading the file...");
    state = csvImportReducer(state, { type: "progress", phase: "parsing", fraction: null });
    expect(progressText(state)).toBe("Checking the rows...");
    state = csvImportReducer(state, { type: "parsed", parsed });
    expect(state.phase).toBe("ready");
    expect(isBusy(state)).toBe(false);
    expect(progressText(state)).toBeNull();
    expect(importButtonText(importCount(state))).toBe("Import 2 Students");
    state = csvImportReducer(state, { type: "uploading" });
    expect(progressText(state)).toBe("Importing 2 students...");
    expect(csvImportReducer(state, { type: "uploadFailed" }).phase).toBe("ready");
  });

  it("ignores late progress once parsed, and a failure clears the result", () => {
    let state = csvImportReducer(initialCsvImport(false), { type: "parsed", parsed });
    expect(csvImportReducer(state, { type: "progress", phase: "reading", fraction: 1 })).toBe(
      state,
    );
    state = csvImportReducer(state, { type: "failed", problem: NOT_A_CSV });
    expect(state).toMatchObject({ phase: "idle", parsed: null, problem: NOT_A_CSV });
  });

  it("sends the valid rows without row numbers in one body", () => {
    expect(importBody(parsed, true)).toEqual({
      balanced: true,
      rows: [
        { name: "Ada", number: 1, color: "Red", element: "Fire", shape: "Square" },
        { name: "Bo, Jr.", number: null, color: null, element: "Air", shape: null },
      ],
    });
  });

  it("sends the attributes left to balance empty, and only with balancing on", () => {
    const corrected: ParsedFile = {
      ...parsed,
      students: [
        {
          name: "Sam Lee",
          number: 2,
          color: "Purple",
          element: "Fire",
          shape: "Circle",
          row: 7,
          balance: ["color", "shape"],
          corrections: [{ attribute: "shape", value: "Round", to: null }],
        },
      ],
    };
    expect(importBody(corrected, true).rows).toEqual([
      { name: "Sam Lee", number: 2, color: null, element: "Fire", shape: null },
    ]);
    expect(importBody(corrected, false).rows).toEqual([
      { name: "Sam Lee", number: 2, color: "Purple", element: "Fire", shape: "Circle" },
    ]);
  });

  it("leaves out the rows the teacher chose, until another file is chosen", () => {
    let state = csvImportReducer(initialCsvImport(true), { type: "parsed", parsed });
    state = csvImportReducer(state, { type: "leaveOut", row: 4, out: true });
    expect(studentsToImport(state).map((s) => s.name)).toEqual(["Ada"]);
    expect(importButtonText(importCount(state))).toBe("Import 1 Student");
    state = csvImportReducer(state, { type: "balanced", on: false });
    expect(importCount(state)).toBe(1);
    state = csvImportReducer(state, { type: "leaveOut", row: 4, out: false });
    expect(importCount(state)).toBe(2);
    state = csvImportReducer(state, { type: "leaveOut", row: 2, out: true });
    state = csvImportReducer(state, { type: "choose", fileName: "b.csv" });
    expect(state.leftOut).toEqual([]);
  });

  it("says Student for one", () => {
    expect(importButtonText(1)).toBe("Import 1 Student");
    expect(importButtonText(12000)).toBe("Import 12,000 Students");
  });
});
