import { msg } from "@lingui/core/macro";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conflictBody,
  errorBody,
  ifMatchHeaders,
  parseIfMatch,
  pathId,
} from "#src/domain/schemas/common";
import {
  GROUPING_CONFLICT,
  groupingRenameInput,
  savedGroupingDto,
  savedGroupingInput,
  savedGroupingSummaryDto,
} from "#src/domain/schemas/groupings";
import { HttpError } from "#src/server/errors";
import { fastSerializerCompiler } from "#src/server/serializer";
import { findClassAccess } from "../class-access";
import { createOnce, idempotencyHeaders } from "../idempotency";
import { sendConflict, withEtag } from "../versions";
import { findOwnedGrouping, listGroupingSummaries } from "./repository";
import { deleteSavedGrouping, renameSavedGrouping, saveGroupingIn } from "./service";

const tags = ["groupings"];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
/**
 * A grouping of 10,000 students (docs/product.md#limits) is about 400 KB of JSON with the server's ids and 700 KB
 * with 64-character ones; room to spare over the API's 1 MiB default.
 */
export const GROUPING_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Saved groupings. Save stores the groups with each member's name and attributes
 * as they are then, so an old grouping stays readable after a student changes or is deleted.
 */
export const groupingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/classes/:classId/groupings",
    {
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags,
        summary: "A class's saved groupings, newest first, without their members",
        description:
          "Each grouping's name, method, balance, dates, version and how many groups and members it holds. Its members come from `GET /api/groupings/{id}`.",
        params: z.object({ classId: pathId }),
        response: { 200: z.array(savedGroupingSummaryDto), ...errors },
      },
    },
    async (request) => {
      const db = app.ctx.database.db;
      const { class: owned } = await findClassAccess(
        db,
        request.teacher.id,
        request.params.classId,
      );
      return listGroupingSummaries(db, owned.id);
    },
  );

  app.get(
    "/api/groupings/:id",
    {
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags,
        summary: "One saved grouping with its members as saved (opened from the list)",
        description: "Another teacher's grouping, or one that is gone, answers 404.",
        params: z.object({ id: pathId }),
        response: { 200: savedGroupingDto, ...errors },
      },
    },
    async (request, reply) => {
      const grouping = await findOwnedGrouping(
        app.ctx.database.db,
        request.teacher.id,
        request.params.id,
      );
      return withEtag(reply, grouping).send(grouping);
    },
  );

  app.post(
    "/api/classes/:classId/groupings",
    {
      bodyLimit: GROUPING_BODY_LIMIT,
      schema: {
        tags,
        summary: "Save a grouping: its groups as lists of student ids of the class",
        description:
          "The server stores each member's name, number, color, element and shape as they are now. Every id must be a student of the class: ids of students who have left it since (deleted or moved, known from the class's saved groupings) answer 409 naming them, with their ids in `details.student_ids`; any other id 404. A class keeps at most 300 saved groupings, and all of a teacher's saved groupings hold at most `MAX_SAVED_MEMBERS_PER_TEACHER` members together (100,000 by default; a student counts once in each grouping): a save past either answers 409 with a message saying what to do.",
        params: z.object({ classId: pathId }),
        headers: idempotencyHeaders,
        body: savedGroupingInput,
        response: {
          201: savedGroupingDto,
          ...errors,
          409: errorBody,
          413: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const teacherId = request.teacher.id;
      // A Save sent again with its key (the first answer was lost) replays that answer.
      const path = `/api/classes/${request.params.classId}/groupings`;
      const saved = await createOnce(app.ctx.database, teacherId, request, path, reply, (trx) =>
        saveGroupingIn(trx, request.params.classId, request.body, {
          teacherId,
          savedMembersLimit: app.ctx.config.savedMembersLimit,
        }),
      );
      return withEtag(reply, saved).status(201).send(saved);
    },
  );

  app.patch(
    "/api/groupings/:id",
    {
      schema: {
        tags,
        summary: "Rename a saved grouping",
        description:
          'Send `If-Match: "<version>"` so a rename made meanwhile is not overwritten: a stale one answers 409 with the grouping as stored. The answer is the grouping as the list has it (no members), with the new version (body and ETag).',
        params: z.object({ id: pathId }),
        headers: ifMatchHeaders,
        body: groupingRenameInput,
        response: {
          200: savedGroupingSummaryDto,
          ...errors,
          409: conflictBody(savedGroupingSummaryDto),
        },
      },
    },
    async (request, reply) => {
      const expected = parseIfMatch(request.headers["if-match"]);
      const result = await renameSavedGrouping(
        app.ctx.database,
        request.teacher.id,
        request.params.id,
        request.body.name,
        expected,
      );
      if ("conflict" in result) return sendConflict(reply, GROUPING_CONFLICT, result.conflict);
      return withEtag(reply, result.updated).send(result.updated);
    },
  );

  app.delete(
    "/api/groupings/:id",
    {
      schema: {
        tags,
        summary: "Delete a saved grouping",
        params: z.object({ id: pathId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await deleteSavedGrouping(
        app.ctx.database,
        request.teacher.id,
        request.params.id,
      );
      if (!deleted) throw new HttpError(404, msg`Grouping not found`);
      return reply.status(204).send(null);
    },
  );
};
