import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { readSeatingSheet } from "#src/client/features/seating/print/seating-sheet";
import { seatNumbers } from "#src/client/features/seating/room-view";
import { chartCsv } from "#src/client/features/seating/screen/chart-csv";
import { presetRoom } from "#src/domain/seating/presets";
import type { Room } from "#src/domain/seating/room-types";

function tables(): Room {
  const made = presetRoom({ kind: "tables", tables: 2, seats: 4 });
  if (!made.ok) throw new Error("the preset makes a room");
  return made.room;
}

const member = (seat_id: string, student_id: string, name: string) => ({
  seat_id,
  student_id,
  name,
  number: null,
  color: null,
  element: null,
  shape: null,
});

describe("chartCsv", () => {
  it("has Seat and Student, one row per seated student in the room's seat order, formulas neutralised", () => {
    const layout = tables();
    const bySeat = [...seatNumbers(layout)].sort((a, b) => a[1] - b[1]).map(([id]) => id);
    const [first, second, third] = bySeat as [string, string, string];
    const text = chartCsv({
      layout,
      seats: [
        member(third, "c", "=Cy"),
        member(first, "a", "Ava, the first"),
        member(second, "b", "Ben"),
      ],
    });
    expect(text.startsWith("\uFEFF")).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1).trim()).data;
    expect(rows).toEqual([
      ["Seat", "Student"],
      ["Seat 1", "Ava, the first"],
      ["Seat 2", "Ben"],
      ["Seat 3", "'=Cy"],
    ]);
  });
});

describe("readSeatingSheet", () => {
  it("reads a sheet back and refuses anything else", () => {
    const sheet = {
      title: "Week one",
      className: "5B",
      layout: tables(),
      chart: { s: "a" },
      students: [{ id: "a", name: "Ava" }],
    };
    expect(readSeatingSheet(JSON.stringify(sheet))).toEqual(sheet);
    expect(readSeatingSheet("{")).toBeNull();
    expect(readSeatingSheet(JSON.stringify({ ...sheet, layout: null }))).toBeNull();
    expect(readSeatingSheet(JSON.stringify({ ...sheet, students: "Ava" }))).toBeNull();
    expect(readSeatingSheet(42)).toBeNull();
  });
});
