import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, pathId } from "#src/domain/schemas/common";
import { drawInput, historyDto, historyInput, undoInput } from "#src/domain/schemas/history";
import { findClassAccess } from "../class-access";
import { teacherWriter } from "../class-writer";
import { createOnce, idempotencyHeaders } from "../idempotency";
import { listHistory } from "./repository";
import { clearClassHistory, recordDrawIn, recordPickIn, undoEntries } from "./service";

const tags = ["selection-history"];
const params = z.object({ classId: pathId });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const keyed = { ...errors, 422: errorBody };
const keyNote =
  "Send an `Idempotency-Key` to make retries safe: the same key with the same request replays the first answer (header `Idempotent-Replayed: true`) without recording the pick again; the same key with another request answers 422.";

/** docs/product.md#api selection history: list (newest first), add a pick, clear a class's history. */
export const selectionHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.get(
    "/api/selection-history/:classId",
    {
      schema: {
        tags,
        summary: "A class's picks, newest first, with the student's name",
        params,
        response: { 200: z.array(historyDto), ...errors },
      },
    },
    async (request) => {
      const { class: owned } = await findClassAccess(
        db(),
        request.teacher.id,
        request.params.classId,
      );
      return listHistory(db(), owned.id);
    },
  );

  app.post(
    "/api/selection-history",
    {
      schema: {
        tags,
        summary: "Record a wheel pick of a student of that class",
        description: keyNote,
        headers: idempotencyHeaders,
        body: historyInput,
        response: { 201: historyDto, ...keyed },
      },
    },
    async (request, reply) => {
      const { class_id, student_id } = request.body;
      const teacherId = request.teacher.id;
      const path = "/api/selection-history";
      const writer = teacherWriter(teacherId, class_id);
      const entry = await createOnce(app.ctx.database, teacherId, request, path, reply, (trx) =>
        recordPickIn(trx, writer, student_id),
      );
      return reply.status(201).send(entry);
    },
  );

  app.post(
    "/api/selection-history/draws",
    {
      schema: {
        tags,
        summary: "Record one spin's winners (1-10 different students of that class), in order",
        description: keyNote,
        headers: idempotencyHeaders,
        body: drawInput,
        response: { 201: z.array(historyDto), ...keyed },
      },
    },
    async (request, reply) => {
      const { class_id, student_ids } = request.body;
      const teacherId = request.teacher.id;
      // A pick sent again with its key (its answer was lost) replays that answer: recorded once.
      const path = "/api/selection-history/draws";
      const writer = teacherWriter(teacherId, class_id);
      const entries = await createOnce(app.ctx.database, teacherId, request, path, reply, (trx) =>
        recordDrawIn(trx, writer, student_ids),
      );
      return reply.status(201).send(entries);
    },
  );

  app.post(
    "/api/selection-history/undo",
    {
      schema: {
        tags,
        summary: "Undo a mistaken draw: remove those history entries of the class (all or none)",
        body: undoInput,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { class_id, entry_ids } = request.body;
      await undoEntries(app.ctx.database, teacherWriter(request.teacher.id, class_id), entry_ids);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/selection-history/:classId",
    {
      schema: {
        tags,
        summary: "Clear a class's selection history",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const writer = teacherWriter(request.teacher.id, request.params.classId);
      await clearClassHistory(app.ctx.database, writer);
      return reply.status(204).send(null);
    },
  );
};
