import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, id } from "#src/domain/schemas/common";
import { preferenceDto, preferenceInput } from "#src/domain/schemas/settings";
import { assertSelf, nowIso } from "../repository-kit";
import { listPreferences, savePreference, toPreferenceDto } from "./repository";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** User preferences (docs/product.md#api): boolean values by key; only the saved ones are listed. */
export const userPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get(
    "/api/user-preferences/:userId",
    {
      schema: {
        tags: ["user-preferences"],
        summary: "The teacher's saved preferences",
        params: z.object({ userId: id }),
        response: { 200: z.array(preferenceDto), ...errors },
      },
    },
    async (request) => {
      assertSelf(request.teacher, request.params.userId);
      return (await listPreferences(db, request.teacher.id)).map(toPreferenceDto);
    },
  );

  app.post(
    "/api/user-preferences",
    {
      schema: {
        tags: ["user-preferences"],
        summary: "Save a preference (created, or updated when it exists)",
        body: preferenceInput,
        response: { 201: preferenceDto, ...errors },
      },
    },
    async (request, reply) => {
      const { body, teacher } = request;
      assertSelf(teacher, body.user_id);
      const row = await savePreference(
        db,
        teacher.id,
        body.preference_key,
        body.preference_value,
        nowIso(),
      );
      return reply.status(201).send(toPreferenceDto(row));
    },
  );
};
