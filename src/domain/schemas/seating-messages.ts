import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { roomSeats } from "../seating/room";
import type { Room, RoomError } from "../seating/room-types";
import { MAX_CHARTS_PER_CLASS, MAX_ROOMS_PER_CLASS } from "./seating";

/**
 * The words of the seating API's errors, one catalogue for the server and the demo's in-memory
 * source (so both answer alike, in the teacher's language).
 */

export const ROOM_CONFLICT: MessageDescriptor = msg`This room was changed somewhere else. Reload to see the latest version.`;
export const CHART_CONFLICT: MessageDescriptor = msg`This seating chart was changed somewhere else. Reload to see the latest version.`;
export const ROOM_LIMIT_MESSAGE: MessageDescriptor = msg`A class keeps at most ${plural(MAX_ROOMS_PER_CLASS, { one: "# room", other: "# rooms" })}. Delete one to add another.`;
export const CHART_LIMIT_MESSAGE: MessageDescriptor = msg`A class keeps at most ${plural(MAX_CHARTS_PER_CLASS, { one: "# saved seating chart", other: "# saved seating charts" })}. Delete old ones to save more.`;
export const ROOM_NOT_FOUND: MessageDescriptor = msg`Room not found`;
export const CHART_NOT_FOUND: MessageDescriptor = msg`Seating chart not found`;
export const STUDENT_NOT_IN_CLASS: MessageDescriptor = msg`Student not found in this class`;

/** A chart naming a seat the room does not have (closed seats included). */
export const unknownChartSeatMessage = (seat: string): MessageDescriptor =>
  msg`Seat ${seat} is not a seat of this room.`;

/** A pinned student who has no seat in the chart. */
export const pinnedWithoutSeatMessage = (): MessageDescriptor =>
  msg`A pinned student must have a seat in the chart.`;

/** A room the domain's `validateRoom` refuses: one sentence per problem. */
export function roomErrorMessage(error: RoomError): MessageDescriptor {
  switch (error.code) {
    case "grid-size": {
      const max = error.max;
      return msg`A room is at most ${max} by ${max} cells.`;
    }
    case "too-many-seats": {
      const { max, seats } = error;
      return msg`A room holds at most ${plural(max, { one: "# seat", other: "# seats" })}; this one has ${plural(seats, { other: "#" })}.`;
    }
    case "no-seats":
      return msg`A room needs at least one open seat.`;
    case "duplicate-furniture": {
      const furniture = error.furniture;
      return msg`Two pieces of furniture are both named "${furniture}".`;
    }
    case "bad-furniture": {
      const furniture = error.furniture;
      return msg`Furniture "${furniture}" is not a desk, a pair or a table turned 0, 90, 180 or 270 degrees.`;
    }
    case "off-grid": {
      const furniture = error.furniture;
      return msg`Furniture "${furniture}" goes past the edge of the room.`;
    }
    case "overlap": {
      const [first, second] = error.furniture;
      const { x, y } = error;
      return msg`Furniture "${first}" and "${second}" overlap at column ${x}, row ${y}.`;
    }
    case "door-off-wall": {
      const { x, y } = error;
      return msg`The door (column ${x}, row ${y}) must be on a wall of the room.`;
    }
    case "unknown-seat": {
      const seat = error.seat;
      return msg`Seat ${seat} is not a seat of this room.`;
    }
    case "preset-counts": {
      const field = error.field;
      return msg`The ready-made room's ${field} is out of range.`;
    }
  }
}

/** The words of a refused layout: every problem, each once. */
export const roomErrorsMessages = (errors: readonly RoomError[]): MessageDescriptor[] =>
  errors.map(roomErrorMessage);

/**
 * What is wrong with a chart's seats for its room's layout, beyond the schema: a seat the room
 * does not have (or has closed), a pinned student without a seat. Empty when it fits.
 */
export function chartSeatsProblems(
  layout: Room,
  seats: Readonly<Record<string, string>>,
  pinned: readonly string[],
): MessageDescriptor[] {
  const open = new Set(roomSeats(layout).map((s) => s.id));
  const problems = Object.keys(seats)
    .filter((seat) => !open.has(seat))
    .map(unknownChartSeatMessage);
  const seated = new Set(Object.values(seats));
  if (pinned.some((id) => !seated.has(id))) problems.push(pinnedWithoutSeatMessage());
  return problems;
}
