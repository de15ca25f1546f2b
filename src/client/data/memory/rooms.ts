import { i18n, type MessageDescriptor } from "@lingui/core";
import { z } from "zod";
import { pathId } from "#src/domain/schemas/common";
import {
  MAX_ROOMS_PER_CLASS,
  type RoomDto,
  type RoomLayout,
  roomInput,
  type SeatNeedDto,
  seatNeedsInput,
} from "#src/domain/schemas/seating";
import {
  ROOM_CONFLICT,
  ROOM_LIMIT_MESSAGE,
  ROOM_NOT_FOUND,
  roomErrorsMessages,
  STUDENT_NOT_IN_CLASS,
} from "#src/domain/schemas/seating-messages";
import { validateRoom } from "#src/domain/seating/room";
import { SEAT_TAGS, type SeatTag } from "#src/domain/seating/room-types";
import type { SeatingSource } from "../seating-source";

import {
  assertVersion,
  findClass,
  httpError,
  limitReached,
  type MemoryStore,
  notFound,
  parse,
  studentsOf,
} from "./store";

type RoomOps = Pick<
  SeatingSource,
  "listRooms" | "createRoom" | "updateRoom" | "deleteRoom" | "listSeatNeeds" | "saveSeatNeeds"
>;

const classParams = z.object({ classId: pathId });
const idParams = z.object({ id: pathId });

/** Several catalogue messages as the server joins them ("; "), in the teacher's language. */
export const joined = (words: readonly MessageDescriptor[]) =>
  words.map((w) => i18n._(w)).join("; ");

export const copyLayout = (layout: RoomLayout): RoomLayout => structuredClone(layout);
const copyRoom = (room: RoomDto): RoomDto => ({ ...room, layout: copyLayout(room.layout) });
export const ofClass = <T extends { class_id: string }>(
  rows: Map<string, T>,
  classId: string,
): T[] => [...rows.values()].filter((row) => row.class_id === classId);
const tidy = (needs: readonly SeatTag[]): SeatTag[] => SEAT_TAGS.filter((t) => needs.includes(t));

/** As the server: 400 naming each problem, with them as data in `details.room_errors`. */
function assertRoom(layout: RoomLayout): void {
  const errors = validateRoom(layout);
  if (errors.length === 0) return;
  throw httpError(400, {
    error: joined(roomErrorsMessages(errors)),
    details: { room_errors: errors },
  });
}

/**
 * Rooms and seat needs in the demo, with the server's checks, limits and answers
 * (src/server/features/seating/*); saved charts are seating-charts.ts.
 */
export function roomOps(store: MemoryStore): RoomOps {
  const findRoom = (id: string) => {
    const room = store.rooms.get(id);
    if (!room) throw notFound(ROOM_NOT_FOUND);
    return room;
  };
  const needsOf = (classId: string): SeatNeedDto[] =>
    studentsOf(store, classId).flatMap((s) => {
      const need = store.seatNeeds.get(s.id);
      return need && need.class_id === classId
        ? [{ student_id: s.id, needs: [...need.needs] }]
        : [];
    });

  return {
    async listRooms(classId) {
      parse(classParams, { classId }, "params");
      return ofClass(store.rooms, findClass(store, classId).id).map(copyRoom);
    },

    async createRoom(classId, input) {
      parse(classParams, { classId }, "params");
      const body = parse(roomInput, input);
      const owned = findClass(store, classId);
      assertRoom(body.layout);
      if (ofClass(store.rooms, owned.id).length >= MAX_ROOMS_PER_CLASS) {
        throw limitReached(ROOM_LIMIT_MESSAGE);
      }
      const now = store.now();
      const room: RoomDto = {
        id: store.newId("room"),
        class_id: owned.id,
        name: body.name,
        layout: copyLayout(body.layout),
        created_at: now,
        updated_at: now,
        version: 1,
      };
      store.rooms.set(room.id, room);
      return copyRoom(room);
    },

    async updateRoom(id, input, options = {}) {
      parse(idParams, { id }, "params");
      const body = parse(roomInput, input);
      const current = findRoom(id);
      assertVersion(current, options.ifMatch, ROOM_CONFLICT, copyRoom);
      assertRoom(body.layout);
      const room: RoomDto = {
        ...current,
        name: body.name,
        layout: copyLayout(body.layout),
        updated_at: store.now(),
        version: current.version + 1,
      };
      store.rooms.set(id, room);
      return copyRoom(room);
    },

    async deleteRoom(id) {
      parse(idParams, { id }, "params");
      if (!store.rooms.delete(id)) throw notFound(ROOM_NOT_FOUND);
      // Its charts keep their copy of the layout.
      for (const chart of store.seatingCharts.values()) {
        if (chart.room_id === id) store.seatingCharts.set(chart.id, { ...chart, room_id: null });
      }
    },

    async listSeatNeeds(classId) {
      parse(classParams, { classId }, "params");
      return needsOf(findClass(store, classId).id);
    },

    async saveSeatNeeds(classId, input) {
      parse(classParams, { classId }, "params");
      const body = parse(seatNeedsInput, input);
      const owned = findClass(store, classId);
      const wanted = new Map(body.needs.map((n) => [n.student_id, tidy(n.needs)]));
      if ([...wanted.keys()].some((id) => store.students.get(id)?.class_id !== owned.id)) {
        throw notFound(STUDENT_NOT_IN_CLASS);
      }
      for (const [studentId, need] of [...store.seatNeeds]) {
        if (need.class_id === owned.id) store.seatNeeds.delete(studentId);
      }
      for (const [studentId, needs] of wanted) {
        if (needs.length > 0) store.seatNeeds.set(studentId, { class_id: owned.id, needs });
      }
      return needsOf(owned.id);
    },
  };
}

/** A student deleted, or moved out of the class, leaves their seat needs (charts keep them as saved). */
export function leaveSeatNeeds(store: MemoryStore, studentId: string, classId: string): void {
  if (store.seatNeeds.get(studentId)?.class_id === classId) store.seatNeeds.delete(studentId);
}

/** A deleted class takes its rooms, seat needs and charts with it. */
export function forgetClassSeating(store: MemoryStore, classId: string): void {
  for (const room of ofClass(store.rooms, classId)) store.rooms.delete(room.id);
  for (const chart of ofClass(store.seatingCharts, classId)) store.seatingCharts.delete(chart.id);
  for (const [studentId, need] of [...store.seatNeeds]) {
    if (need.class_id === classId) store.seatNeeds.delete(studentId);
  }
}
