import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ATTENDANCE_CONFLICT,
  attendanceDto,
  attendanceInput,
  attendanceQuery,
} from "#src/domain/schemas/attendance";
import {
  conflictBody,
  errorBody,
  ifMatchHeaders,
  parseIfMatch,
  pathId,
} from "#src/domain/schemas/common";
import { findClassAccess } from "../class-access";
import { teacherWriter } from "../class-writer";
import { sendConflict, withEtag } from "../versions";
import { readAttendance } from "./repository";
import { saveAttendance } from "./service";

const tags = ["attendance"];
const params = z.object({ classId: pathId });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/**
 * "Who's here today" (docs/product.md#attendance): a class's roll per school day (the browser's local date).
 * Everyone is present until marked absent; the whole roll is written in one request.
 */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.get(
    "/api/attendance/:classId",
    {
      schema: {
        tags,
        summary: "Who is absent from a class on a day (everyone else is present)",
        description:
          "A day nobody has marked answers an empty list at version 0. The ETag is the roll's version.",
        params,
        querystring: attendanceQuery,
        response: { 200: attendanceDto, ...errors },
      },
    },
    async (request, reply) => {
      const { class: owned } = await findClassAccess(
        db(),
        request.teacher.id,
        request.params.classId,
      );
      const roll = await readAttendance(db(), owned.id, request.query.day);
      return withEtag(reply, roll).send(roll);
    },
  );

  app.put(
    "/api/attendance/:classId",
    {
      schema: {
        tags,
        summary: "Set who is absent today, in one request (an empty list: everyone's here)",
        description:
          'The day must be the teacher\'s today (within a day of the server\'s UTC date). Send `If-Match: "<version>"` (`"0"` before anyone marked the day) so a change made meanwhile is not overwritten: a stale one answers 409 with the current roll.',
        params,
        headers: ifMatchHeaders,
        body: attendanceInput,
        response: { 200: attendanceDto, ...errors, 409: conflictBody(attendanceDto) },
      },
    },
    async (request, reply) => {
      const { day, absent_student_ids } = request.body;
      const expected = parseIfMatch(request.headers["if-match"]);
      const result = await saveAttendance(
        app.ctx.database,
        teacherWriter(request.teacher.id, request.params.classId),
        day,
        absent_student_ids,
        expected,
      );
      if ("conflict" in result) return sendConflict(reply, ATTENDANCE_CONFLICT, result.conflict);
      return withEtag(reply, result.updated).send(result.updated);
    },
  );
};
