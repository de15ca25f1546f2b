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
  seatingChartDto,
  seatingChartInput,
  seatingChartRenameInput,
  seatingChartSummaryDto,
} from "#src/domain/schemas/seating";
import { CHART_CONFLICT, CHART_NOT_FOUND } from "#src/domain/schemas/seating-messages";
import { HttpError } from "#src/server/errors";
import { findClassAccess } from "../class-access";
import { createOnce, idempotencyHeaders } from "../idempotency";
import { sendConflict, withEtag } from "../versions";
import { findOwnedChart, listChartSummaries } from "./charts";
import { addChartIn, deleteSeatingChart, renameSeatingChart } from "./service";

const tags = ["seating"];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/**
 * Saved seating charts. A save copies the room's layout and each seated student's name and
 * attributes as they are then, so an old chart stays readable after the room is redrawn or
 * deleted and after a student changes or leaves.
 */
export const chartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/classes/:classId/seating-charts",
    {
      schema: {
        tags,
        summary: "A class's saved seating charts, newest first, without their seats",
        params: z.object({ classId: pathId }),
        response: { 200: z.array(seatingChartSummaryDto), ...errors },
      },
    },
    async (request) => {
      const db = app.ctx.database.db;
      const { class: owned } = await findClassAccess(
        db,
        request.teacher.id,
        request.params.classId,
      );
      return listChartSummaries(db, owned.id);
    },
  );

  app.get(
    "/api/seating-charts/:id",
    {
      schema: {
        tags,
        summary: "One saved seating chart with its layout and seats as saved",
        description: "Another teacher's chart, or one that is gone, answers 404.",
        params: z.object({ id: pathId }),
        response: { 200: seatingChartDto, ...errors },
      },
    },
    async (request, reply) => {
      const chart = await findOwnedChart(
        app.ctx.database.db,
        request.teacher.id,
        request.params.id,
      );
      return withEtag(reply, chart).send(chart);
    },
  );

  app.post(
    "/api/classes/:classId/seating-charts",
    {
      schema: {
        tags,
        summary: "Save a seating chart of one of the class's rooms",
        description:
          "`seats` maps seat ids of the room's layout to student ids of the class, each student once; `pinned_student_ids` must be seated. A room of another class, or a student not of the class, answers 404; a seat the room does not have (or has closed), or a pinned student without a seat, 400. The server copies the layout and each student's name, number, color, element and shape as they are now. A class keeps at most 300 saved charts: one more answers 409.",
        params: z.object({ classId: pathId }),
        headers: idempotencyHeaders,
        body: seatingChartInput,
        response: { 201: seatingChartDto, ...errors, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const teacherId = request.teacher.id;
      // A Save sent again with its key (the first answer was lost) replays that answer.
      const path = `/api/classes/${request.params.classId}/seating-charts`;
      const saved = await createOnce(app.ctx.database, teacherId, request, path, reply, (trx) =>
        addChartIn(trx, teacherId, request.params.classId, request.body),
      );
      return withEtag(reply, saved).status(201).send(saved);
    },
  );

  app.patch(
    "/api/seating-charts/:id",
    {
      schema: {
        tags,
        summary: "Rename a saved seating chart",
        description:
          'Send `If-Match: "<version>"` so a rename made meanwhile is not overwritten: a stale one answers 409 with the chart as the list has it. The answer is the chart as the list has it (no seats), with the new version.',
        params: z.object({ id: pathId }),
        headers: ifMatchHeaders,
        body: seatingChartRenameInput,
        response: {
          200: seatingChartSummaryDto,
          ...errors,
          409: conflictBody(seatingChartSummaryDto),
        },
      },
    },
    async (request, reply) => {
      const expected = parseIfMatch(request.headers["if-match"]);
      const result = await renameSeatingChart(
        app.ctx.database,
        request.teacher.id,
        request.params.id,
        request.body.name,
        expected,
      );
      if ("conflict" in result) return sendConflict(reply, CHART_CONFLICT, result.conflict);
      return withEtag(reply, result.updated).send(result.updated);
    },
  );

  app.delete(
    "/api/seating-charts/:id",
    {
      schema: {
        tags,
        summary: "Delete a saved seating chart",
        params: z.object({ id: pathId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await deleteSeatingChart(
        app.ctx.database,
        request.teacher.id,
        request.params.id,
      );
      if (!deleted) throw new HttpError(404, CHART_NOT_FOUND);
      return reply.status(204).send(null);
    },
  );
};
