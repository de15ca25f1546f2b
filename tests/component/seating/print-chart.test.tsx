import { expect, test } from "vitest";
import { page } from "vitest/browser";
import { PrintChart, printScale } from "#src/client/features/seating/print/print-chart";
import { presetRoom } from "#src/domain/seating/presets";
import { roomSeats } from "#src/domain/seating/room";
import type { Room } from "#src/domain/seating/room-types";
import { renderSeating } from "./render";

/** 40 seats: five rows of eight desks, an aisle after every two. */
const made = presetRoom({ kind: "rows", rows: 5, columns: 8, aisleEvery: 2 });
if (!made.ok) throw new Error("the preset makes a room");
const ROOM: Room = made.room;
const SEATS = roomSeats(ROOM);
const STUDENTS = SEATS.map((_, i) => ({
  id: `s${i}`,
  name: i % 2 === 0 ? `Maximiliana ${i}` : `محمد ${i}`,
  attributes: ["Red", `Number ${i % 4}`],
}));
const CHART = Object.fromEntries(SEATS.map((s, i) => [s.id, `s${i}`]));
/** A CSS pixel is 1/96 inch; a point 1/72. */
const PX_PER_PT = 96 / 72;
const PX_PER_MM = 96 / 25.4;

test("40 seats fit the width of an A4 or Letter page with every name at 12 pt or more", async () => {
  expect(SEATS).toHaveLength(40);
  expect(printScale(ROOM).namePt).toBeGreaterThanOrEqual(12);
  await renderSeating(<PrintChart room={ROOM} chart={CHART} students={STUDENTS} copy="students" />);
  const names = page.getByTestId("print-name").elements();
  expect(names).toHaveLength(40);
  for (const name of names) {
    expect(Number.parseFloat(getComputedStyle(name).fontSize)).toBeGreaterThanOrEqual(
      12 * PX_PER_PT,
    );
  }
  const chart = (page.getByTestId("print-chart").element() as HTMLElement).getBoundingClientRect();
  // A4's 210 mm less 14 mm margins each side; Letter is wider, and its page less tall than A4's.
  expect(chart.width).toBeLessThanOrEqual(182 * PX_PER_MM + 1);
  expect(chart.height).toBeLessThanOrEqual((279 - 32) * PX_PER_MM);
  // The students' copy has no attributes.
  expect(page.getByTestId("print-attributes").elements()).toHaveLength(0);
});

test("the teacher's copy shows each student's attributes, the board below", async () => {
  await renderSeating(<PrintChart room={ROOM} chart={CHART} students={STUDENTS} copy="teacher" />);
  await expect
    .element(page.getByTestId("print-attributes").first())
    .toHaveTextContent("RedNumber 0");
  const board = (page.getByTestId("room-board").element() as HTMLElement).getBoundingClientRect();
  const first = (
    page.getByTestId("print-name").first().element() as HTMLElement
  ).getBoundingClientRect();
  expect(board.top).toBeGreaterThan(first.bottom);
});
