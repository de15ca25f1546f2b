/**
 * Seating a class: what placeStudents takes and gives back. Rules are the group rules
 * (grouping/rule-types.ts), read for a room: keep apart means never neighbours, keep together
 * means the students sit together (each a neighbour of another of them, all linked). Everything
 * returned is data naming rules (by index), students and seats (by id); the page words it.
 */
import type { GroupRule } from "#src/domain/grouping/rule-types";
import type { Random } from "#src/domain/random";
import type {
  AttributeName,
  AttributeSet,
  StudentAttributes,
} from "#src/domain/students/attributes";
import type { Room, RoomError, SeatTag } from "./room-types";

export type SeatStudent = StudentAttributes & { id: string };

/** A seating chart: seat id → student id. */
export type ChartSeats = Readonly<Record<string, string>>;

/** A saved chart and the room it was made for (its neighbours are that room's). */
export interface PastChart {
  room: Room;
  seats: ChartSeats;
}

/** How many saved charts New neighbours looks back over by default. */
export const NEW_NEIGHBOURS_FROM = 3;

export interface SeatingOptions {
  rules?: readonly GroupRule[];
  /** Student id → the seat tags the student needs (a front seat, an aisle seat, near the door). */
  needs?: ReadonlyMap<string, readonly SeatTag[]>;
  /** Student id → seat id the student keeps. */
  pinned?: ReadonlyMap<string, string>;
  /** Today's absent students: their seats stay empty (they keep a seat for when they are back). */
  absent?: ReadonlySet<string>;
  /** Seat only the students present, with no empty seat among them where it can be helped. */
  closeGaps?: boolean;
  /** Attributes to spread across each table (and each run of desks), as Balanced groups do. */
  mix?: readonly AttributeName[];
  attributes?: AttributeSet;
  /** Saved charts, newest first: New neighbours avoids their neighbour pairs. */
  pastCharts?: readonly PastChart[];
  /** How many of the newest saved charts count (default NEW_NEIGHBOURS_FROM). */
  newNeighboursFrom?: number;
  /** Seat everyone even when rules can't all hold, breaking as few as possible (each listed). */
  placeAnyway?: boolean;
  random?: Random;
  /** Search steps (default: SEARCH_STEPS). */
  workBudget?: number;
}

/** Why the rules, needs or pins can't all hold, found before any search. */
export type Conflict =
  | { code: "invalid-room"; errors: RoomError[] }
  | { code: "too-many-students"; students: number; seats: number }
  /** These students need seats with these tags, and only these seats have them. */
  | { code: "need-seats"; needs: SeatTag[]; students: string[]; seats: string[] }
  /** Students kept together (rules sharing students merge) outnumber the largest neighbourhood. */
  | { code: "together-too-large"; rules: number[]; students: string[]; largest: number }
  /** Two students kept apart and kept together where together means neighbours. */
  | { code: "apart-and-together"; rules: number[]; students: [string, string] }
  /** Students who must all be kept apart, more than the room can seat with no two neighbours. */
  | { code: "apart-too-many"; rules: number[]; students: string[]; most: number }
  | { code: "pin-unknown-seat"; student: string; seat: string }
  | { code: "pin-same-seat"; students: string[]; seat: string }
  | { code: "pin-breaks-need"; student: string; seat: string; need: SeatTag }
  | { code: "pins-break-apart"; rule: number; students: [string, string] }
  | { code: "pins-break-together"; rules: number[]; students: string[] }
  /** The search found no chart that keeps all these (not proved impossible). */
  | { code: "not-found"; rules: number[]; students: string[] };

/** A rule, need or pin a chart breaks. */
export type Broken =
  | { kind: "keep-apart"; rule: number; pairs: [string, string][] }
  | { kind: "keep-together"; rule: number; parts: string[][] }
  | { kind: "need"; student: string; need: SeatTag; seat: string }
  | { kind: "pin"; student: string; seat: string };

export type SeatingResult =
  | {
      ok: true;
      /** Everyone seated, absent students included (their seats stay empty today). */
      chart: ChartSeats;
      /** Seats held for absent students, empty today. */
      emptyToday: string[];
      /** Neighbour pairs (student ids) who were neighbours in the saved charts looked at. */
      repeats: [string, string][];
      /** Empty unless placeAnyway: what the chart breaks. */
      broken: Broken[];
      /** True when absent students were left out (closeGaps, or no seat to hold for them). */
      gapsClosed: boolean;
    }
  | { ok: false; conflicts: Conflict[]; canPlaceAnyway: boolean };
