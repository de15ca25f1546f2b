import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import { errorCode } from "#src/domain/schemas/error-codes";

export const DATABASE_DOWN = "The database is not answering";

/** GET /api/health: ok only after a real round trip to the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        response: {
          200: z.object({ status: z.literal("ok"), database: z.enum(["sqlite", "postgres"]) }),
          // Monitors read `status`; the API's error fields say the same to everyone else.
          503: z.object({
            status: z.literal("error"),
            database: z.enum(["sqlite", "postgres"]),
            error: z.string(),
            code: errorCode,
          }),
        },
      },
    },
    async (request, reply) => {
      const { database } = app.ctx;
      try {
        await sql`select 1 as ok`.execute(database.db);
        return { status: "ok" as const, database: database.dialect };
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply.status(503).send({
          status: "error" as const,
          database: database.dialect,
          error: DATABASE_DOWN,
          code: "unavailable" as const,
        });
      }
    },
  );
};
