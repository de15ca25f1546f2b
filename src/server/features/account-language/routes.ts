import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBody } from "#src/domain/schemas/common";
import { languageSchemas } from "#src/domain/schemas/language";
import { APP_LANGUAGES } from "#src/server/languages";
import { assertSelf, nowIso } from "../repository-kit";
import { readLanguage, saveLanguage } from "./repository";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/**
 * The teacher's language, kept for the account so it follows them to another device
 * (docs/product.md#languages). The teacher is the session's; a `user_id`, when sent, must be
 * theirs. Only the app's own catalogues are accepted (400 for any other code).
 */
export const accountLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;
  const schemas = languageSchemas(APP_LANGUAGES);

  app.get(
    "/api/account/language",
    {
      schema: {
        tags: ["account"],
        summary: "The language the teacher chose (null until they choose one)",
        querystring: schemas.query,
        response: { 200: schemas.dto, ...errors },
      },
    },
    async (request, reply) => {
      assertSelf(request.teacher, request.query.user_id);
      const language = await readLanguage(db, request.teacher.id);
      return reply.header("cache-control", "no-store").send({ language });
    },
  );

  app.put(
    "/api/account/language",
    {
      schema: {
        tags: ["account"],
        summary: "Choose the teacher's language (one of the app's catalogues)",
        body: schemas.input,
        response: { 200: schemas.dto, ...errors },
      },
    },
    async (request) => {
      const { body, teacher } = request;
      assertSelf(teacher, body.user_id);
      return { language: await saveLanguage(db, teacher.id, body.language, nowIso()) };
    },
  );
};
