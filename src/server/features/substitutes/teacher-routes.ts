import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, pathId } from "#src/domain/schemas/common";
import {
  createdSubstituteLinkDto,
  substituteLinkDto,
  substituteLinkInput,
} from "#src/domain/schemas/substitutes";
import { findClassAccess } from "../class-access";
import { listLinks } from "./repository";
import { createSubstituteLink, revokeSubstituteLink } from "./service";

const tags = ["substitutes"];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const WHO = "The class's owner and co-teachers; anyone else gets 404.";

/**
 * A class's substitute links, as its teachers manage them (docs/decisions/0059-substitute-links.md):
 * list, make one (the link is shown once), turn one off.
 */
export const substituteLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/classes/:classId/substitute-links",
    {
      schema: {
        tags,
        summary: "A class's substitute links, newest first, with their state",
        description: `Never a link's token or PIN. ${WHO}`,
        params: z.object({ classId: pathId }),
        response: { 200: z.array(substituteLinkDto), ...errors },
      },
    },
    async (request) => {
      const db = app.ctx.database.db;
      const access = await findClassAccess(db, request.teacher.id, request.params.classId);
      return listLinks(db, access.class.id);
    },
  );

  app.post(
    "/api/classes/:classId/substitute-links",
    {
      schema: {
        tags,
        summary: "Make a substitute link for some days (at most 14), optionally with a 6-digit PIN",
        description: `Answers the link to copy, shown once (only a hash of its token is kept): \`<PUBLIC_URL>/substitute#<token>\`. Days are the class's local dates; a range already over everywhere on Earth is refused. At most 20 links not yet ended a class (409 \`limit_reached\`). ${WHO}`,
        params: z.object({ classId: pathId }),
        body: substituteLinkInput,
        response: { 201: createdSubstituteLinkDto, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const made = await createSubstituteLink(
        app.ctx.database,
        request.teacher.id,
        request.params.classId,
        request.body,
      );
      // The token rides in the fragment: browsers never send it to a server or in a Referer.
      const link = `${app.ctx.config.publicUrl}/substitute#${made.token}`;
      return reply.status(201).send({ ...made.link, link });
    },
  );

  app.delete(
    "/api/substitute-links/:id",
    {
      schema: {
        tags,
        summary: "Turn a substitute link off: its next request is refused",
        description: `One already off answers 204 and stays as it is. ${WHO}`,
        params: z.object({ id: pathId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeSubstituteLink(app.ctx.database, request.teacher.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
