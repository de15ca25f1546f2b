import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conflictBody,
  errorBody,
  ifMatchHeaders,
  parseIfMatch,
  pathId,
  STUDENT_CONFLICT,
} from "#src/domain/schemas/common";
import { studentCreateInput, studentDto, studentUpdateInput } from "#src/domain/schemas/students";
import { fastSerializerCompiler } from "#src/server/serializer";
import { sendConflict, withEtag } from "../versions";
import { studentBulkRoutes } from "./bulk-routes";
import { listOwnedClassStudents } from "./repository";
import { createStudent, deleteOwnedStudent, updateOwnedStudent } from "./service";

const tags = ["students"];

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/**
 * docs/product.md#api students: list by class, create, update (may move to another owned class), delete.
 * Values are checked against the teacher's effective options; every change touches the class.
 */
export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/students/:classId",
    {
      schema: {
        tags,
        summary: "A class's students in the order they were added",
        params: z.object({ classId: pathId }),
        response: { 200: z.array(studentDto), ...errors },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    (request) =>
      listOwnedClassStudents(app.ctx.database, request.teacher.id, request.params.classId),
  );

  app.post(
    "/api/students",
    {
      schema: {
        tags,
        summary: "Add a student to one of the teacher's classes",
        body: studentCreateInput,
        response: { 201: studentDto, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { class_id, ...values } = request.body;
      const created = await createStudent(app.ctx, request.teacher.id, class_id, values);
      return withEtag(reply, created).status(201).send(created);
    },
  );

  app.put(
    "/api/students/:id",
    {
      schema: {
        tags,
        summary: "Update a student; class_id moves it to another of the teacher's classes",
        description:
          'Send `If-Match: "<version>"` (the `version` or ETag you loaded) so a change made meanwhile is not overwritten: a stale one answers 409 with the current student. Without If-Match the update applies to whatever is stored. The answer carries the new version (body and ETag).',
        params: z.object({ id: pathId }),
        headers: ifMatchHeaders,
        body: studentUpdateInput,
        // 409: a stale If-Match (with the current student), or a move past a limit (docs/product.md#limits).
        response: {
          200: studentDto,
          ...errors,
          409: z.union([conflictBody(studentDto), errorBody]),
        },
      },
    },
    async (request, reply) => {
      const teacherId = request.teacher.id;
      const id = request.params.id;
      const { class_id, ...values } = request.body;
      const ifMatch = parseIfMatch(request.headers["if-match"]);
      const result = await updateOwnedStudent(app.ctx, teacherId, id, class_id, values, ifMatch);
      if ("conflict" in result) {
        return sendConflict(reply, STUDENT_CONFLICT, result.conflict);
      }
      return withEtag(reply, result.updated).send(result.updated);
    },
  );

  app.delete(
    "/api/students/:id",
    {
      schema: {
        tags,
        summary: "Delete a student (with its selection history and its place in grouping rules)",
        params: z.object({ id: pathId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteOwnedStudent(app.ctx.database, request.teacher.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(studentBulkRoutes);
};
