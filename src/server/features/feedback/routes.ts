import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "#src/domain/schemas/common";
import { feedbackInput } from "#src/domain/schemas/settings";
import { assertSelf } from "../repository-kit";
import { FeedbackLimitError, storeFeedback } from "./repository";

/** POST /api/feedback (docs/product.md#useful): a message from the Was this Useful? tab, rate-limited. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/feedback",
    {
      schema: {
        tags: ["feedback"],
        summary: "Send feedback (at most 5 messages per hour)",
        body: feedbackInput,
        response: {
          201: z.object({ id: z.string() }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { body, teacher } = request;
      assertSelf(teacher, body.user_id);
      try {
        const stored = await storeFeedback(app.ctx.database, teacher.id, body.message, body.email);
        return reply.status(201).send(stored);
      } catch (error) {
        if (error instanceof FeedbackLimitError) reply.header("retry-after", error.retryAfter);
        throw error;
      }
    },
  );
};
