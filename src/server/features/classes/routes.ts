import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { classDto, classInput, classListQuery } from "#src/domain/schemas/classes";
import {
  CLASS_CONFLICT,
  conflictBody,
  errorBody,
  ifMatchHeaders,
  parseIfMatch,
  pathId,
} from "#src/domain/schemas/common";
import { assertSelf } from "../repository-kit";
import { sendConflict, withEtag } from "../versions";
import { purgeDeletedClasses } from "./purge";
import { createClass, listClasses } from "./repository";
import { deleteOwnedClass, renameClass } from "./service";

const tags = ["classes"];
const params = z.object({ id: pathId });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** docs/product.md#api classes: list (with student counts), create (docs/product.md#limits limit), update, delete (cascade). */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/classes",
    {
      schema: {
        tags,
        summary: "The teacher's classes with student counts, oldest first",
        querystring: classListQuery,
        response: { 200: z.array(classDto), ...errors },
      },
    },
    async (request) => {
      assertSelf(request.teacher, request.query.user_id);
      return listClasses(app.ctx.database.db, request.teacher.id);
    },
  );

  app.post(
    "/api/classes",
    {
      schema: {
        tags,
        summary: "Create a class (at most the configured limit per teacher: 409 beyond)",
        body: classInput,
        response: { 201: classDto, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { name, description, user_id } = request.body;
      assertSelf(request.teacher, user_id);
      const { database, config } = app.ctx;
      const created = await createClass(
        database.db,
        database.dialect,
        request.teacher.id,
        { name, description },
        config.classLimit,
      );
      return withEtag(reply, created).status(201).send(created);
    },
  );

  app.put(
    "/api/classes/:id",
    {
      schema: {
        tags,
        summary: "Rename a class or change its description",
        description:
          'Send `If-Match: "<version>"` (the `version` or ETag you loaded) so a change made meanwhile is not overwritten: a stale one answers 409 with the current class. Without If-Match the update applies to whatever is stored.',
        params,
        headers: ifMatchHeaders,
        body: classInput,
        response: { 200: classDto, ...errors, 409: conflictBody(classDto) },
      },
    },
    async (request, reply) => {
      const { name, description, user_id } = request.body;
      assertSelf(request.teacher, user_id);
      const result = await renameClass(
        app.ctx.database,
        request.teacher.id,
        request.params.id,
        { name, description },
        parseIfMatch(request.headers["if-match"]),
      );
      if ("conflict" in result) {
        return sendConflict(reply, CLASS_CONFLICT, result.conflict);
      }
      return withEtag(reply, result.updated).send(result.updated);
    },
  );

  app.delete(
    "/api/classes/:id",
    {
      schema: {
        tags,
        summary: "Delete a class with its students and selection history",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      // Under the teacher's lock, like every multi-row write: the class is gone for every
      // reader once this short transaction commits. Its rows are purged then, in short
      // statements that leave the event loop to other requests between them (./purge.ts);
      // the answer waits for the purge, so when it comes every row of the class is gone.
      await deleteOwnedClass(app.ctx.database, request.teacher.id, request.params.id);
      await purgeDeletedClasses(app.ctx.database.db, (err) =>
        app.log.error(
          { err },
          "purge of deleted classes failed; the next start or deletion resumes it",
        ),
      );
      return reply.status(204).send(null);
    },
  );
};
