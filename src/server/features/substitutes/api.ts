import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ATTENDANCE_CONFLICT,
  attendanceDto,
  attendanceInput,
  attendanceQuery,
} from "#src/domain/schemas/attendance";
import { conflictBody, ifMatchHeaders, parseIfMatch } from "#src/domain/schemas/common";
import { drawInput, historyDto, undoInput } from "#src/domain/schemas/history";
import { settingDto } from "#src/domain/schemas/settings";
import { studentDto } from "#src/domain/schemas/students";
import { substituteErrorBody, substituteSessionDto } from "#src/domain/schemas/substitutes";
import { fastSerializerCompiler } from "#src/server/serializer";
import { readAttendance } from "../attendance/repository";
import { saveAttendance } from "../attendance/service";
import { createOnce, idempotencyHeaders } from "../idempotency";
import { listHistory } from "../selection-history/repository";
import { recordDrawIn, undoEntries } from "../selection-history/service";
import { listOwnedClassStudents } from "../students/repository";
import { listSettings, toSettingDto } from "../teacher-settings/repository";
import { sendConflict, withEtag } from "../versions";
import { substituteGate, substituteWriter } from "./gate";
import { substituteGroupRoutes } from "./group-routes";
import { SUBSTITUTE_ERRORS, SUBSTITUTE_TAGS } from "./shapes";

const tags = SUBSTITUTE_TAGS;
const errors = SUBSTITUTE_ERRORS;
const dropDraw = drawInput.omit({ class_id: true });
const dropUndo = undoInput.omit({ class_id: true });

/**
 * The substitute's API (docs/decisions/0059-substitute-links.md): no session, the link's token
 * in `x-substitute-token` (and its PIN in `x-substitute-pin`) on every request, checked by one
 * onRequest hook before anything else. One class: its roll, the wheel and Groups, read-only
 * but for the roll and the picks. Registered beside the signed-in API, never inside it.
 */
export const substituteApi: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", substituteGate(app.ctx));
  const db = () => app.ctx.database.db;

  app.get(
    "/api/substitute",
    {
      schema: {
        tags,
        summary: "What a substitute link opens: its class, its days, whose class it is",
        response: { 200: substituteSessionDto, ...errors },
      },
    },
    async (request) => {
      const { link } = request.substitute;
      const owner = await db()
        .selectFrom("user")
        .select("name")
        .where("id", "=", link.owner_id)
        .executeTakeFirst();
      return {
        class_id: link.class_id,
        class_name: link.class_name,
        starts_on: link.starts_on,
        ends_on: link.ends_on,
        owner_name: owner?.name ?? "",
      };
    },
  );

  app.get(
    "/api/substitute/students",
    {
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags,
        summary: "The class's students (read-only)",
        response: { 200: z.array(studentDto), ...errors },
      },
    },
    ({ substitute: { link } }) =>
      listOwnedClassStudents(app.ctx.database, link.owner_id, link.class_id),
  );

  app.get(
    "/api/substitute/teacher-settings",
    {
      schema: {
        tags,
        summary: "The attribute settings the class uses (its owner's), for the groups' labels",
        response: { 200: z.array(settingDto), ...errors },
      },
    },
    async ({ substitute: { link } }) => (await listSettings(db(), link.owner_id)).map(toSettingDto),
  );

  app.get(
    "/api/substitute/attendance",
    {
      schema: {
        tags,
        summary: "Who is absent from the class on a day (as the teachers' roll)",
        querystring: attendanceQuery,
        response: { 200: attendanceDto, ...errors },
      },
    },
    async (request, reply) => {
      const { link } = request.substitute;
      const roll = await readAttendance(db(), link.class_id, request.query.day);
      return withEtag(reply, roll).send(roll);
    },
  );

  app.put(
    "/api/substitute/attendance",
    {
      schema: {
        tags,
        summary:
          "Take the roll: who is absent today (the same rules and versions as the teachers')",
        description:
          'Send `If-Match: "<version>"`: a roll changed meanwhile (by a teacher or another substitute) answers 409 with the current roll.',
        headers: ifMatchHeaders,
        body: attendanceInput,
        response: { 200: attendanceDto, ...errors, 409: conflictBody(attendanceDto) },
      },
    },
    async (request, reply) => {
      const { day, absent_student_ids } = request.body;
      const expected = parseIfMatch(request.headers["if-match"]);
      const writer = substituteWriter(request.substitute.link);
      const result = await saveAttendance(
        app.ctx.database,
        writer,
        day,
        absent_student_ids,
        expected,
      );
      if ("conflict" in result) return sendConflict(reply, ATTENDANCE_CONFLICT, result.conflict);
      return withEtag(reply, result.updated).send(result.updated);
    },
  );

  app.get(
    "/api/substitute/history",
    {
      schema: {
        tags,
        summary: "The class's picks, newest first, with who picked",
        response: { 200: z.array(historyDto), ...errors },
      },
    },
    ({ substitute: { link } }) => listHistory(db(), link.class_id),
  );

  app.post(
    "/api/substitute/draws",
    {
      schema: {
        tags,
        summary: "Record one spin's winners (1-10 students of the class), marked as a substitute's",
        description:
          "Send an `Idempotency-Key` to make retries safe, as for the teachers' draws (keys are kept per link).",
        headers: idempotencyHeaders,
        body: dropDraw,
        response: { 201: z.array(historyDto), ...errors, 422: substituteErrorBody },
      },
    },
    async (request, reply) => {
      const writer = substituteWriter(request.substitute.link);
      const path = "/api/substitute/draws";
      const entries = await createOnce(
        app.ctx.database,
        writer.lockId,
        request,
        path,
        reply,
        (trx) => recordDrawIn(trx, writer, request.body.student_ids),
        writer.keyPrefix,
      );
      return reply.status(201).send(entries);
    },
  );

  app.post(
    "/api/substitute/undo",
    {
      schema: {
        tags,
        summary: "Undo a mistaken draw made through a substitute link (all entries or none)",
        description: "A teacher's pick, or one not there, answers 404.",
        body: dropUndo,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const writer = substituteWriter(request.substitute.link);
      await undoEntries(app.ctx.database, writer, request.body.entry_ids);
      return reply.status(204).send(null);
    },
  );

  await app.register(substituteGroupRoutes);
};
