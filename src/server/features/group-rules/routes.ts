import { msg } from "@lingui/core/macro";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, pathId } from "#src/domain/schemas/common";
import { groupRuleDto, groupRuleInput } from "#src/domain/schemas/groupings";
import { HttpError } from "#src/server/errors";
import { findClassAccess } from "../class-access";
import { createOnce, idempotencyHeaders } from "../idempotency";
import { listRules } from "./repository";
import { addRuleIn, deleteGroupRule } from "./service";

const tags = ["group-rules"];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/**
 * A class's grouping rules, "Keep apart" and "Keep together". Every method of the
 * Groups screen honours them; a student deleted or moved to another class leaves them.
 */
export const groupRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/classes/:classId/group-rules",
    {
      schema: {
        tags,
        summary: "A class's grouping rules (keep apart, keep together), oldest first",
        params: z.object({ classId: pathId }),
        response: { 200: z.array(groupRuleDto), ...errors },
      },
    },
    async (request) => {
      const db = app.ctx.database.db;
      const { class: owned } = await findClassAccess(
        db,
        request.teacher.id,
        request.params.classId,
      );
      return listRules(db, owned.id);
    },
  );

  app.post(
    "/api/classes/:classId/group-rules",
    {
      schema: {
        tags,
        summary: "Add a rule: two or more students of the class kept apart or kept together",
        description:
          "Every student must be a student of the class (404 otherwise). A class keeps at most 200 rules: one more answers 409.",
        params: z.object({ classId: pathId }),
        headers: idempotencyHeaders,
        body: groupRuleInput,
        response: { 201: groupRuleDto, ...errors, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const teacherId = request.teacher.id;
      const { kind, student_ids } = request.body;
      // An Add sent again with its key (the first answer was lost) replays that answer.
      const path = `/api/classes/${request.params.classId}/group-rules`;
      const rule = await createOnce(app.ctx.database, teacherId, request, path, reply, (trx) =>
        addRuleIn(trx, teacherId, request.params.classId, kind, student_ids),
      );
      return reply.status(201).send(rule);
    },
  );

  app.delete(
    "/api/group-rules/:id",
    {
      schema: {
        tags,
        summary: "Delete a rule",
        params: z.object({ id: pathId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await deleteGroupRule(
        app.ctx.database,
        request.teacher.id,
        request.params.id,
      );
      if (!deleted) throw new HttpError(404, msg`Rule not found`);
      return reply.status(204).send(null);
    },
  );
};
