import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  type AccountExport,
  accountExport,
  accountExportQuery,
  deleteAccountInput,
  deleteAccountResult,
  twoFactorStatus,
  twoFactorStatusQuery,
} from "#src/domain/schemas/account";
import { errorBody } from "#src/domain/schemas/common";
import { toFetchHeaders } from "#src/server/auth/routes";
import { hasPassword, setupRequired } from "#src/server/auth/two-factor-gate";
import { assertSelf } from "../repository-kit";
import { deleteAccount } from "./delete-account";
import { exportFileName, openAccountExport } from "./export";

/**
 * The teacher's own account. Name, e-mail and password changes are Better
 * Auth's (`/api/auth/update-user`, `/change-email`, `/change-password`); these two are ours:
 * the data export and the account deletion that also serves teachers without a password.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/account/export",
    {
      schema: {
        tags: ["account"],
        summary: "Export all my data (one JSON archive, downloaded as a file)",
        description:
          "The archive is written as it is read (chunked), a page of rows at a time, so a large account neither waits for the whole archive nor holds the server.",
        querystring: accountExportQuery,
        response: { 200: accountExport, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const { teacher } = request;
      assertSelf(teacher, request.query.user_id);
      const now = new Date();
      // Written as it is read, a page at a time (docs/decisions/0031); the schema above
      // documents it (a stream is sent as it is, not serialized).
      const archive = await openAccountExport(app.ctx.database.db, teacher.id, now);
      return reply
        .header("content-disposition", `attachment; filename="${exportFileName(now)}"`)
        .header("cache-control", "no-store")
        .type("application/json; charset=utf-8")
        .send(Readable.from(archive, { objectMode: false }) as unknown as AccountExport);
    },
  );

  app.get(
    "/api/account/two-factor",
    {
      schema: {
        tags: ["account"],
        summary: "Whether my sign-in asks for a two-factor code, and whether I must set it up",
        description:
          "Turning it on and off, and the codes, are Better Auth's (/api/auth/two-factor/*). With REQUIRE_TWO_FACTOR, the only signed-in route answered before it is set up.",
        querystring: twoFactorStatusQuery,
        response: { 200: twoFactorStatus, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const { teacher } = request;
      assertSelf(teacher, request.query.user_id);
      reply.header("cache-control", "no-store");
      const { config, database } = app.ctx;
      const gate = config.requireTwoFactor ? { db: database.db } : null;
      return {
        enabled: teacher.twoFactorEnabled === true,
        hasPassword: await hasPassword(database.db, teacher.id),
        setupRequired: await setupRequired(gate, teacher),
      };
    },
  );

  app.post(
    "/api/account/delete",
    {
      schema: {
        tags: ["account"],
        summary:
          "Delete my account and every row of it (the password, or the typed phrase for an account without one)",
        body: deleteAccountInput,
        response: {
          200: deleteAccountResult,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { teacher, body } = request;
      assertSelf(teacher, body.user_id);
      const { expiredCookies } = await deleteAccount(app.ctx, {
        teacherId: teacher.id,
        headers: toFetchHeaders(request.headers),
        password: body.password,
        confirmation: body.confirmation,
      });
      return reply.header("set-cookie", expiredCookies).send({ deleted: true });
    },
  );
};
