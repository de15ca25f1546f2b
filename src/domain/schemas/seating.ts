import { z } from "zod";
import { MAX_GRID, MAX_SEATS, SEAT_TAGS } from "../seating/room-types";
import { MAX_NAME } from "../text-rules";
import { id, isoDate, trimmed } from "./common";
import { savedMemberDto } from "./groupings";

/**
 * A class's rooms (seat layouts), its students' seat needs and its saved seating charts.
 *
 * Rooms: GET/POST /api/classes/:classId/rooms, PUT/DELETE /api/rooms/:id (PUT with If-Match).
 * Seat needs: GET/PUT /api/classes/:classId/seat-needs (the whole list in one write).
 * Charts: GET/POST /api/classes/:classId/seating-charts, GET/PATCH/DELETE /api/seating-charts/:id.
 *
 * The layout's shape is checked here; whether it is a room (no overlap, on the grid, at most
 * MAX_SEATS seats) is the domain's `validateRoom`, run by the server after this.
 */

/** The most rooms a class keeps (a classroom, a lab, the hall, ...). */
export const MAX_ROOMS_PER_CLASS = 20;
/** The most saved seating charts a class keeps. */
export const MAX_CHARTS_PER_CLASS = 300;

const cell = z
  .number()
  .int()
  .min(0)
  .max(MAX_GRID - 1);
const side = z.number().int().min(1).max(MAX_GRID);
const seatId = z.string().min(1).max(64);

export const seatTag = z.enum(["front", "aisle", "door"], {
  message: 'must be "front", "aisle" or "door"',
});

export const furnitureSchema = z.object({
  id: z.string().min(1).max(32),
  kind: z.enum(["desk", "pair", "table-4", "table-6"], {
    message: 'kind must be "desk", "pair", "table-4" or "table-6"',
  }),
  x: cell,
  y: cell,
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], {
    message: "rotation must be 0, 90, 180 or 270",
  }),
});

export const seatOverrideSchema = z.object({
  front: z.boolean().optional(),
  aisle: z.boolean().optional(),
  door: z.boolean().optional(),
  closed: z.boolean().optional(),
});

/** A room as the domain's `Room` (src/domain/seating/room-types.ts). */
export const roomLayout = z.object({
  width: side,
  depth: side,
  board: z.enum(["top", "bottom", "left", "right"], {
    message: 'board must be "top", "bottom", "left" or "right"',
  }),
  door: z.object({ x: cell, y: cell }).nullable().optional(),
  furniture: z
    .array(furnitureSchema, { message: "furniture must be a list" })
    .max(MAX_SEATS, `furniture must hold at most ${MAX_SEATS} pieces`),
  overrides: z
    .record(seatId, seatOverrideSchema)
    .refine((o) => Object.keys(o).length <= MAX_SEATS * 6, "too many seat overrides")
    .optional(),
});
export type RoomLayout = z.infer<typeof roomLayout>;

/** POST /api/classes/:classId/rooms and PUT /api/rooms/:id (If-Match: the version edited). */
export const roomInput = z.object({
  name: trimmed("Name", MAX_NAME),
  layout: roomLayout,
});
export type RoomInput = z.input<typeof roomInput>;

export const roomDto = z.object({
  id: z.string(),
  class_id: z.string(),
  name: z.string(),
  layout: roomLayout,
  created_at: isoDate,
  updated_at: isoDate,
  version: z.number().int(),
});
export type RoomDto = z.infer<typeof roomDto>;

/** One student's seat needs (an empty list: none). */
export const seatNeedDto = z.object({
  student_id: z.string(),
  needs: z.array(seatTag),
});
export type SeatNeedDto = z.infer<typeof seatNeedDto>;

/** PUT /api/classes/:classId/seat-needs: every student with a need (the others have none). */
export const seatNeedsInput = z.object({
  needs: z
    .array(
      z.object({
        student_id: id,
        needs: z.array(seatTag).max(SEAT_TAGS.length),
      }),
    )
    .max(10_000),
});
export type SeatNeedsInput = z.input<typeof seatNeedsInput>;

/**
 * POST /api/classes/:classId/seating-charts: a chart of a room (its layout is copied into the
 * chart, so a chart stays readable after the room is redrawn or deleted).
 */
export const seatingChartInput = z.object({
  name: trimmed("Name", MAX_NAME),
  room_id: id,
  /** Seat id (of the room's layout) → student id of the class; each student once. */
  seats: z
    .record(seatId, id)
    .refine(
      (seats) => new Set(Object.values(seats)).size === Object.values(seats).length,
      "a student must not have two seats",
    ),
  /** Students whose seat the teacher pinned. */
  pinned_student_ids: z.array(id).max(MAX_SEATS).default([]),
});
export type SeatingChartInput = z.input<typeof seatingChartInput>;

/** PATCH /api/seating-charts/:id (If-Match: the version renamed). */
export const seatingChartRenameInput = z.object({ name: trimmed("Name", MAX_NAME) });

export const seatingChartSummaryDto = z.object({
  id: z.string(),
  class_id: z.string(),
  /** Null once the room is deleted (the chart keeps its copy of the layout). */
  room_id: z.string().nullable(),
  name: z.string(),
  seat_count: z.number().int(),
  created_at: isoDate,
  updated_at: isoDate,
  version: z.number().int(),
});
export type SeatingChartSummaryDto = z.infer<typeof seatingChartSummaryDto>;

/** A saved chart: its layout as it was, and each seat's student as saved (name, attributes). */
export const seatingChartDto = seatingChartSummaryDto.extend({
  layout: roomLayout,
  seats: z.array(savedMemberDto.extend({ seat_id: z.string() })),
  pinned_student_ids: z.array(z.string()),
});
export type SeatingChartDto = z.infer<typeof seatingChartDto>;
