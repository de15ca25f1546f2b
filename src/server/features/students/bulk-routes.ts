import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { exportFileName, exportStudentsCsv } from "#src/domain/csv/export";
import { errorBody, pathId } from "#src/domain/schemas/common";
import { importInput, importResult, shuffleInput, studentDto } from "#src/domain/schemas/students";
import { fastSerializerCompiler } from "#src/server/serializer";
import { slicedBody } from "#src/server/sliced-body";
import { findClassAccess } from "../class-access";
import { createOnce, idempotencyHeaders } from "../idempotency";
import { checkStudentImport } from "./check-import";
import { importStudentsIn } from "./import-service";
import { listStudents } from "./repository";
import { shuffleClass } from "./service";

const tags = ["students"];
const params = z.object({ id: pathId });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
/** 100,000 rows are about 10 MB of JSON; the rest of the API keeps the 1 MiB default. */
export const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** Bulk work on one class, each one request and one transaction (docs/product.md#balanced-assignment, docs/product.md#csv-import, docs/product.md#api). */
export const studentBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.post(
    "/api/classes/:id/students/import",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: "Import parsed CSV rows: all are written, or none when any row is invalid",
        description:
          "Send an `Idempotency-Key` to make retries safe: the same key with the same request replays the first answer (header `Idempotent-Replayed: true`) without importing again, also when the requests run at the same time.",
        params,
        headers: idempotencyHeaders,
        body: importInput,
        response: { 201: importResult, ...errors, 409: errorBody, 413: errorBody, 422: errorBody },
      },
      // Up to 100,000 rows: checked in slices, the others served in between.
      ...slicedBody(importInput, checkStudentImport),
    },
    async (request, reply) => {
      const teacherId = request.teacher.id;
      // One teacher's imports (and every other write of theirs) run one after another, so a
      // retry with the same key waits for the first attempt's answer (see ../idempotency.ts).
      const path = `/api/classes/${request.params.id}/students/import`;
      const result = await createOnce(app.ctx.database, teacherId, request, path, reply, (trx) =>
        importStudentsIn(trx, app.ctx, teacherId, request.params.id, request.body),
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    "/api/classes/:id/shuffle",
    {
      schema: {
        tags,
        summary: "Shuffle Categories: even values for every student of the class",
        description:
          "`only_missing: true` fills in only the values students lack, as evenly as the values already set allow, and changes no value already set.",
        params,
        body: shuffleInput,
        response: { 200: z.array(studentDto), ...errors },
      },
      // Up to 10,000 students in the answer (docs/product.md#limits): written without checking them again.
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      // Under the teacher's lock (./service.ts): the options can't change before the write.
      const onlyMissing = request.body?.only_missing ?? false;
      return shuffleClass(app.ctx.database, request.teacher.id, request.params.id, onlyMissing);
    },
  );

  app.get(
    "/api/classes/:id/export.csv",
    {
      schema: {
        tags,
        summary: "The class roster as CSV (formula-safe), in the import's own format",
        params,
        produces: ["text/csv"],
        response: { 200: z.string().describe("CSV text"), ...errors },
      },
    },
    async (request, reply) => {
      const { class: owned } = await findClassAccess(db(), request.teacher.id, request.params.id);
      const csv = exportStudentsCsv(await listStudents(db(), owned.id));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(owned.name)}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
};
