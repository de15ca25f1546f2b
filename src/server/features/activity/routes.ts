import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { activityDto } from "#src/domain/schemas/activity";
import { errorBody, pathId } from "#src/domain/schemas/common";
import { findClassAccess } from "../class-access";
import { listActivity } from "./repository";

const tags = ["activity"];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

/** A class's "Recent changes": who did what, for its owner and co-teachers (docs/decisions/0060-who-did-what.md). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/classes/:classId/activity",
    {
      schema: {
        tags,
        summary: "A class's last 50 changes, newest first, with who made them and when",
        params: z.object({ classId: pathId }),
        response: { 200: z.array(activityDto), ...errors },
      },
    },
    async (request) => {
      const db = app.ctx.database.db;
      const access = await findClassAccess(db, request.teacher.id, request.params.classId);
      return listActivity(db, access.class.id);
    },
  );
};
