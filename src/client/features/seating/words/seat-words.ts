/**
 * The seating screen's small words: seats ("seat 12"), furniture ("desk 3", "table 2"), seat
 * tags and seat needs, and the students and seats a sentence names, in the page's language.
 */
import { t } from "@lingui/core/macro";
import { isolate, listText, numberText } from "#src/client/i18n/format";
import type { FurnitureKind, Room, SeatTag } from "#src/domain/seating/room-types";
import { furnitureNumbers, seatNumbers } from "../room-view";

/** What a sentence needs to name students and seats. */
export interface SeatingNames {
  /** Student id → name as typed. */
  names: ReadonlyMap<string, string>;
  /** Seat id → its number in the room (room-view.ts). */
  seats: ReadonlyMap<string, number>;
  /** Furniture id → "Desk 3", for a room's errors. */
  furniture?: ReadonlyMap<string, string>;
}

export function seatingNames(
  room: Room,
  students: readonly { id: string; name: string }[],
): SeatingNames {
  return {
    names: new Map(students.map((s) => [s.id, s.name])),
    seats: seatNumbers(room),
    furniture: furnitureLabels(room),
  };
}

/** A student's name set apart where directions mix; one the class no longer has: "a student". */
export function nameText(names: SeatingNames, id: string): string {
  const name = names.names.get(id);
  return name === undefined ? t`a student` : isolate(name);
}

/** "Ava, Ben and Cy". */
export function namesText(names: SeatingNames, ids: readonly string[]): string {
  return listText(ids.map((id) => nameText(names, id)));
}

/** "seat 12" (the room's number for it), or "a seat" for one the room no longer has. */
export function seatText(names: SeatingNames, seat: string): string {
  const n = names.seats.get(seat);
  if (n === undefined) return t`a seat`;
  const number = numberText(n);
  return t`seat ${number}`;
}

/** "Seat 12", as a label on its own. */
export function seatLabel(n: number): string {
  const number = numberText(n);
  return t`Seat ${number}`;
}

/** "seats 1, 2 and 5". */
export function seatsText(names: SeatingNames, seats: readonly string[]): string {
  const numbers = seats
    .map((s) => names.seats.get(s))
    .filter((n): n is number => n !== undefined)
    .sort((a, b) => a - b)
    .map(numberText);
  if (numbers.length === 1) return seatText(names, seats[0] as string);
  const list = listText(numbers);
  return t`seats ${list}`;
}

/** "Desk 3", "Pair 2", "Table 1" (tables of 4 and 6 counted together). */
export function furnitureText(kind: FurnitureKind, n: number): string {
  const number = numberText(n);
  switch (kind) {
    case "desk":
      return t`Desk ${number}`;
    case "pair":
      return t`Pair ${number}`;
    case "table-4":
    case "table-6":
      return t`Table ${number}`;
  }
}

/** Furniture id → "Desk 3" for every piece of the room. */
export function furnitureLabels(room: Room): Map<string, string> {
  const numbers = furnitureNumbers(room);
  return new Map(room.furniture.map((f) => [f.id, furnitureText(f.kind, numbers.get(f.id) ?? 0)]));
}

/** The furniture kinds' names, as on the "Add" buttons. */
export function kindText(kind: FurnitureKind): string {
  switch (kind) {
    case "desk":
      return t`Single desk`;
    case "pair":
      return t`Pair of desks`;
    case "table-4":
      return t`Table of 4`;
    case "table-6":
      return t`Table of 6`;
  }
}

/** A seat tag as a label: "Front", "Aisle", "Door". */
export function tagLabel(tag: SeatTag): string {
  switch (tag) {
    case "front":
      return t`Front`;
    case "aisle":
      return t`Aisle`;
    case "door":
      return t`Near the door`;
  }
}

/** Where a tagged seat is, in a sentence: "at the front", "on an aisle", "near the door". */
function tagPlace(tag: SeatTag): string {
  switch (tag) {
    case "front":
      return t`at the front`;
    case "aisle":
      return t`on an aisle`;
    case "door":
      return t`near the door`;
  }
}

/** "at the front", "at the front and on an aisle". */
export function placesText(tags: readonly SeatTag[]): string {
  return listText(tags.map(tagPlace));
}

/** The seat a need asks for: "a front seat", "an aisle seat", "a seat at the front and near the door". */
export function needText(needs: readonly SeatTag[]): string {
  if (needs.length === 1) {
    switch (needs[0]) {
      case "front":
        return t`a front seat`;
      case "aisle":
        return t`an aisle seat`;
      case "door":
        return t`a seat near the door`;
    }
  }
  const places = placesText(needs);
  return t`a seat ${places}`;
}
