import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { wheelSettingsDto, wheelSettingsInput } from "#src/domain/schemas/attendance";
import { errorBody, pathId } from "#src/domain/schemas/common";
import { findClassAccess } from "../class-access";
import { readWheelSettings } from "./repository";
import { saveWheelSettings } from "./service";

const tags = ["wheel-settings"];
const params = z.object({ classId: pathId });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/** How the wheel picks in a class and how long it spins, remembered on the server. */
export const wheelSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/wheel-settings/:classId",
    {
      schema: {
        tags,
        summary:
          "A class's picking mode (equal, turns or remove; equal when never set) and spin length in seconds (null: the usual 5 s)",
        params,
        response: { 200: wheelSettingsDto, ...errors },
      },
    },
    async (request) => {
      const db = app.ctx.database.db;
      const { class: owned } = await findClassAccess(
        db,
        request.teacher.id,
        request.params.classId,
      );
      return readWheelSettings(db, owned.id);
    },
  );

  app.put(
    "/api/wheel-settings/:classId",
    {
      schema: {
        tags,
        summary:
          "Choose a class's picking mode, spin length (1-20 whole seconds, null for the usual), or both",
        params,
        body: wheelSettingsInput,
        response: { 200: wheelSettingsDto, ...errors },
      },
    },
    (request) =>
      saveWheelSettings(app.ctx.database, request.teacher.id, request.params.classId, request.body),
  );
};
