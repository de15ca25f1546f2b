import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OIDC_PROVIDER_ID } from "#src/server/auth/auth";

/** GET /api/config: what the browser needs to know before sign-in (no secrets). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/config",
    {
      schema: {
        tags: ["config"],
        response: {
          200: z.object({
            providers: z.object({
              google: z.boolean(),
              oidc: z.object({ id: z.string(), name: z.string() }).nullable(),
            }),
            tipUrl: z.string().nullable(),
            classLimit: z.number().int(),
            // Password accounts must set up two-factor sign-in (REQUIRE_TWO_FACTOR).
            requireTwoFactor: z.boolean(),
            // How long this server keeps picks, rolls and idle accounts (null: until deleted).
            retention: z.object({
              historyDays: z.number().int().nullable(),
              attendanceDays: z.number().int().nullable(),
              inactiveMonths: z.number().int().nullable(),
            }),
            // "initials": every new student is kept as first names and last initial.
            studentNames: z.enum(["full", "initials"]),
          }),
        },
      },
    },
    async () => {
      const { config } = app.ctx;
      return {
        providers: {
          google: config.google !== null,
          oidc: config.oidc ? { id: OIDC_PROVIDER_ID, name: config.oidc.name } : null,
        },
        tipUrl: config.tipUrl,
        classLimit: config.classLimit,
        requireTwoFactor: config.requireTwoFactor,
        retention: config.retention,
        studentNames: config.studentNames,
      };
    },
  );
};
