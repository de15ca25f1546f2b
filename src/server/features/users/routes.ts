import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBody } from "#src/domain/schemas/common";
import { userDto, userSyncInput } from "#src/domain/schemas/settings";
import { assertSelf } from "../repository-kit";
import { findUser } from "./repository";

/**
 * POST /api/users/sync (docs/product.md#api, sent on every session): the body names the user the client
 * believes is signed in; it must be the session's teacher (else 403). The answer is always the
 * session's own account: the server never takes the user from the body.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/users/sync",
    {
      schema: {
        tags: ["users"],
        summary: "Confirm the signed-in user",
        body: userSyncInput,
        response: { 200: userDto, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const { teacher } = request;
      assertSelf(teacher, request.body.id);
      const stored = await findUser(app.ctx.database.db, teacher.id);
      return stored ?? teacher;
    },
  );
};
