/** Why a room is not valid (the domain's RoomError), as a sentence in the page's language. */
import { plural, t } from "@lingui/core/macro";
import { numberText } from "#src/client/i18n/format";
import type { RoomError } from "#src/domain/seating/room-types";

/** A piece named by the editor ("Desk 3"); the domain's id when no label is known. */
export type FurnitureName = (id: string) => string;

const asIs: FurnitureName = (id) => id;

/** A preset's count as the chooser's field calls it. */
function fieldText(field: string): string {
  switch (field) {
    case "rows":
      return t`rows`;
    case "columns":
      return t`desks in a row`;
    case "aisleEvery":
      return t`desks between aisles`;
    case "pairs":
      return t`pairs in a row`;
    case "tables":
      return t`tables`;
    case "perRow":
      return t`tables in a row`;
    case "sides":
      return t`desks down each side`;
    case "back":
      return t`desks along the back`;
    case "inner":
      return t`desks in the inner row`;
    default:
      return t`seats at a table`;
  }
}

export function roomErrorText(error: RoomError, nameOf: FurnitureName = asIs): string {
  switch (error.code) {
    case "grid-size": {
      const max = numberText(error.max);
      return t`The room must be 1 to ${max} squares wide and deep.`;
    }
    case "too-many-seats": {
      const max = numberText(error.max);
      const seats = error.seats;
      return plural(seats, {
        one: `The room has # seat; a room holds at most ${max}.`,
        other: `The room has # seats; a room holds at most ${max}. Remove some furniture or close seats.`,
      });
    }
    case "no-seats":
      return t`The room has no seats yet: add a desk or a table.`;
    case "duplicate-furniture":
      return t`Two pieces of furniture have the same name.`;
    case "bad-furniture": {
      const piece = nameOf(error.furniture);
      return t`${piece} is not a kind of furniture the app knows.`;
    }
    case "off-grid": {
      const piece = nameOf(error.furniture);
      return t`${piece} sticks out of the room.`;
    }
    case "overlap": {
      const a = nameOf(error.furniture[0]);
      const b = nameOf(error.furniture[1]);
      return t`${a} and ${b} are on top of each other.`;
    }
    case "door-off-wall":
      return t`The door must be on a wall of the room.`;
    case "unknown-seat":
      return t`A seat setting is for a seat the room no longer has.`;
    case "preset-counts": {
      const field = fieldText(error.field);
      return t`The number of ${field} is out of range.`;
    }
  }
}
