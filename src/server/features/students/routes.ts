import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conflictBody,
  errorBody,
  ifMatchHeaders,
  parseIfMatch,
  pathId,
  STUDENT_CONFLICT,
} from "../../../domain/schemas/common";
import {
  studentCreateInput,
  studentDto,
  studentUpdateInput,
} from "../../../domain/schemas/students";
import type { StudentRow } from "../../db/schema";
import { fastSerializerCompiler } from "../../serializer";
import { teacherTransaction } from "../locks";
import { findOwnedClass, loadAttributes, nowIso, touchClass } from "../repository-kit";
import { type Conditional, sendConflict, withEtag } from "../versions";
import { studentBulkRoutes } from "./bulk-routes";
import { dropClassStudentRows } from "./leave-class";
import { assertRoomFor } from "./limits";
import {
  findOwnedStudent,
  insertStudent,
  listOwnedClassStudents,
  removeStudents,
  updateStudent,
} from "./repository";
import { assertValidAttributes } from "./validate";

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
      const teacherId = request.teacher.id;
      const { class_id, ...values } = request.body;
      const created = await teacherTransaction(app.ctx.database, teacherId, async (trx) => {
        const owned = await findOwnedClass(trx, teacherId, class_id);
        const adding = { teacherId, classId: owned.id, adding: 1, what: "adding this student" };
        await assertRoomFor(trx, app.ctx, adding);
        assertValidAttributes(await loadAttributes(trx, teacherId), values);
        const now = nowIso();
        const row = await insertStudent(trx, owned.id, values, now);
        await touchClass(trx, owned.id, now);
        return row;
      });
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
      const result = await teacherTransaction(
        app.ctx.database,
        teacherId,
        async (trx): Promise<Conditional<StudentRow>> => {
          const student = await findOwnedStudent(trx, teacherId, id);
          if (ifMatch && !ifMatch.includes(student.version)) return { conflict: student };
          const target =
            class_id === undefined || class_id === student.class_id
              ? student.class_id
              : (await findOwnedClass(trx, teacherId, class_id)).id;
          if (target !== student.class_id) {
            const move = { teacherId, classId: target, adding: 1, what: "moving this student" };
            await assertRoomFor(trx, app.ctx, { ...move, withinTeacher: true });
          }
          assertValidAttributes(await loadAttributes(trx, teacherId), values);
          const now = nowIso();
          const expected = ifMatch ? student.version : undefined;
          const updated = await updateStudent(trx, id, target, values, now, expected);
          // Changed by another request between the read and the write.
          if (!updated) return { conflict: await findOwnedStudent(trx, teacherId, id) };
          await touchClass(trx, student.class_id, now);
          if (target !== student.class_id) {
            await touchClass(trx, target, now);
            // Nothing of theirs stays in the old class: its rolls, history, rules and roster
            // links (docs/decisions/0032).
            await dropClassStudentRows(trx, student.class_id, [id], now);
          }
          return { updated };
        },
      );
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
      const teacherId = request.teacher.id;
      await teacherTransaction(app.ctx.database, teacherId, async (trx) => {
        const student = await findOwnedStudent(trx, teacherId, request.params.id);
        // Their rule memberships went by cascade; a rule left with one student goes too.
        await removeStudents(trx, student.class_id, [student.id]);
      });
      return reply.status(204).send(null);
    },
  );

  await app.register(studentBulkRoutes);
};
