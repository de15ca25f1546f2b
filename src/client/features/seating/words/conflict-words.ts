/**
 * Why a chart can't be placed (the domain's Conflict), in plain sentences naming the students
 * and seats, in the page's language. Names are set apart where directions mix.
 */
import { plural, t } from "@lingui/core/macro";
import { numberText } from "#src/client/i18n/format";
import type { Conflict } from "#src/domain/seating/seating-types";
import { roomErrorText } from "./room-error-words";
import {
  namesText,
  nameText,
  needText,
  placesText,
  type SeatingNames,
  seatsText,
  seatText,
} from "./seat-words";

export function conflictText(conflict: Conflict, names: SeatingNames): string {
  switch (conflict.code) {
    case "invalid-room": {
      const piece = (id: string) => names.furniture?.get(id) ?? id;
      const errors = conflict.errors.map((e) => roomErrorText(e, piece)).join(" ");
      return t`The room can't be used yet. ${errors}`;
    }
    case "too-many-students": {
      const seats = numberText(conflict.seats);
      const students = conflict.students;
      return plural(students, {
        one: `# student to seat, and the room has no seats.`,
        other: `# students to seat, and the room has only ${seats} seats. Add seats or close the gaps.`,
      });
    }
    case "need-seats": {
      const who = namesText(names, conflict.students);
      const need = needText(conflict.needs);
      const only = seatsText(names, conflict.seats);
      const count = conflict.seats.length;
      const needy = conflict.students.length;
      const need1 = plural(needy, {
        one: `${who} needs ${need}`,
        other: `${who} need ${need}`,
      });
      if (count === 0) return t`${need1}, and the room has no such seat.`;
      return plural(count, {
        one: `${need1}, and only one seat fits: ${only}.`,
        other: `${need1}, and only # seats fit: ${only}.`,
      });
    }
    case "together-too-large": {
      const who = namesText(names, conflict.students);
      const largest = conflict.largest;
      return plural(largest, {
        one: `${who} are kept together, but no two seats in this room are side by side.`,
        other: `${who} are kept together, but the largest table or row here seats only #.`,
      });
    }
    case "apart-and-together": {
      const a = nameText(names, conflict.students[0]);
      const b = nameText(names, conflict.students[1]);
      return t`${a} and ${b} are kept apart by one rule and together by another.`;
    }
    case "apart-too-many": {
      const who = namesText(names, conflict.students);
      const most = conflict.most;
      return plural(most, {
        one: `${who} must all sit apart, but this room can keep only one student apart from the others.`,
        other: `${who} must all sit apart, but this room can keep at most # students apart from each other.`,
      });
    }
    case "pin-unknown-seat": {
      const who = nameText(names, conflict.student);
      return t`${who} is pinned to a seat this room doesn't have.`;
    }
    case "pin-same-seat": {
      const who = namesText(names, conflict.students);
      const seat = seatText(names, conflict.seat);
      return t`${who} are all pinned to ${seat}.`;
    }
    case "pin-breaks-need": {
      const who = nameText(names, conflict.student);
      const seat = seatText(names, conflict.seat);
      const place = placesText([conflict.need]);
      return t`${who} is pinned to ${seat}, which isn't ${place}.`;
    }
    case "pins-break-apart": {
      const a = nameText(names, conflict.students[0]);
      const b = nameText(names, conflict.students[1]);
      return t`${a} and ${b} are kept apart, but they are pinned side by side.`;
    }
    case "pins-break-together": {
      const who = namesText(names, conflict.students);
      return t`${who} are kept together, but they are pinned to seats apart.`;
    }
    case "not-found": {
      const who = namesText(names, conflict.students);
      return t`No chart was found that keeps every rule for ${who}. Try again, or place anyway.`;
    }
  }
}
