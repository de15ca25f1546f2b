import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, pathId } from "#src/domain/schemas/common";
import { groupSettingsDto, groupSettingsInput } from "#src/domain/schemas/group-settings";
import { findClassAccess } from "../class-access";
import { readGroupSettings } from "./repository";
import { saveGroupSettings } from "./service";

const tags = ["group-settings"];
const params = z.object({ classId: pathId });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/** How the teacher last asked for groups in a class, remembered on the server for every device. */
export const groupSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/group-settings/:classId",
    {
      schema: {
        tags,
        summary:
          "A class's Groups choices (method, sizes, New partners; the defaults when never set)",
        params,
        response: { 200: groupSettingsDto, ...errors },
      },
    },
    async (request) => {
      const db = app.ctx.database.db;
      const { class: owned } = await findClassAccess(
        db,
        request.teacher.id,
        request.params.classId,
      );
      return readGroupSettings(db, owned.id);
    },
  );

  app.put(
    "/api/group-settings/:classId",
    {
      schema: {
        tags,
        summary: "Remember a class's Groups choices",
        params,
        body: groupSettingsInput,
        response: { 200: groupSettingsDto, ...errors },
      },
    },
    (request) =>
      saveGroupSettings(app.ctx.database, request.teacher.id, request.params.classId, request.body),
  );
};
