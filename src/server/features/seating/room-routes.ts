import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conflictBody,
  errorBody,
  ifMatchHeaders,
  parseIfMatch,
  pathId,
} from "#src/domain/schemas/common";
import { roomDto, roomInput, seatNeedDto, seatNeedsInput } from "#src/domain/schemas/seating";
import { ROOM_CONFLICT, ROOM_NOT_FOUND } from "#src/domain/schemas/seating-messages";
import { HttpError } from "#src/server/errors";
import { findClassAccess } from "../class-access";
import { createOnce, idempotencyHeaders } from "../idempotency";
import { sendConflict, withEtag } from "../versions";
import { listSeatNeeds } from "./needs";
import { listRooms } from "./rooms";
import { addRoomIn, deleteRoom, saveSeatNeeds, updateOwnedRoom } from "./service";

const tags = ["seating"];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/** A class's rooms (seat layouts) and its students' seat needs. */
export const roomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/classes/:classId/rooms",
    {
      schema: {
        tags,
        summary: "A class's rooms (seat layouts), oldest first",
        params: z.object({ classId: pathId }),
        response: { 200: z.array(roomDto), ...errors },
      },
    },
    async (request) => {
      const db = app.ctx.database.db;
      const { class: owned } = await findClassAccess(
        db,
        request.teacher.id,
        request.params.classId,
      );
      return listRooms(db, owned.id);
    },
  );

  app.post(
    "/api/classes/:classId/rooms",
    {
      schema: {
        tags,
        summary: "Add a room: a name and a layout",
        description:
          "The layout must be a room: furniture on the grid (at most 40 by 40 cells), none overlapping, the door on a wall, overrides only for seats the room has, 1 to 60 open seats; otherwise 400 saying each problem, with them as data in `details.room_errors`. A class keeps at most 20 rooms: one more answers 409.",
        params: z.object({ classId: pathId }),
        headers: idempotencyHeaders,
        body: roomInput,
        response: { 201: roomDto, ...errors, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const teacherId = request.teacher.id;
      // An Add sent again with its key (the first answer was lost) replays that answer.
      const path = `/api/classes/${request.params.classId}/rooms`;
      const room = await createOnce(app.ctx.database, teacherId, request, path, reply, (trx) =>
        addRoomIn(trx, teacherId, request.params.classId, request.body),
      );
      return withEtag(reply, room).status(201).send(room);
    },
  );

  app.put(
    "/api/rooms/:id",
    {
      schema: {
        tags,
        summary: "Rename or redraw a room",
        description:
          'Send `If-Match: "<version>"` so a change made meanwhile is not overwritten: a stale one answers 409 with the room as stored. Saved charts keep the layout they were made with.',
        params: z.object({ id: pathId }),
        headers: ifMatchHeaders,
        body: roomInput,
        response: { 200: roomDto, ...errors, 409: conflictBody(roomDto) },
      },
    },
    async (request, reply) => {
      const expected = parseIfMatch(request.headers["if-match"]);
      const result = await updateOwnedRoom(
        app.ctx.database,
        request.teacher.id,
        request.params.id,
        request.body,
        expected,
      );
      if ("conflict" in result) return sendConflict(reply, ROOM_CONFLICT, result.conflict);
      return withEtag(reply, result.updated).send(result.updated);
    },
  );

  app.delete(
    "/api/rooms/:id",
    {
      schema: {
        tags,
        summary: "Delete a room (its saved charts keep their copy of the layout)",
        params: z.object({ id: pathId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await deleteRoom(app.ctx.database, request.teacher.id, request.params.id);
      if (!deleted) throw new HttpError(404, ROOM_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/classes/:classId/seat-needs",
    {
      schema: {
        tags,
        summary: "The class's students with a seat need (front, aisle, door)",
        params: z.object({ classId: pathId }),
        response: { 200: z.array(seatNeedDto), ...errors },
      },
    },
    async (request) => {
      const db = app.ctx.database.db;
      const { class: owned } = await findClassAccess(
        db,
        request.teacher.id,
        request.params.classId,
      );
      return listSeatNeeds(db, owned.id);
    },
  );

  app.put(
    "/api/classes/:classId/seat-needs",
    {
      schema: {
        tags,
        summary: "Replace the class's seat needs (every student with a need, in one write)",
        description:
          "Students not named, or named with an empty list, have no need. Every student named must be a student of the class (404 otherwise, nothing changed). Answers the list as stored.",
        params: z.object({ classId: pathId }),
        body: seatNeedsInput,
        response: { 200: z.array(seatNeedDto), ...errors },
      },
    },
    async (request) =>
      saveSeatNeeds(
        app.ctx.database,
        request.teacher.id,
        request.params.classId,
        request.body.needs,
      ),
  );
};
