import { msg } from "@lingui/core/macro";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { wheelSettingsDto } from "#src/domain/schemas/attendance";
import { pathId } from "#src/domain/schemas/common";
import { groupSettingsDto } from "#src/domain/schemas/group-settings";
import {
  groupRuleDto,
  savedGroupingDto,
  savedGroupingSummaryDto,
} from "#src/domain/schemas/groupings";
import { HttpError } from "#src/server/errors";
import { fastSerializerCompiler } from "#src/server/serializer";
import { listRules } from "../group-rules/repository";
import { readGroupSettings } from "../group-settings/repository";
import { findOwnedGrouping, listGroupingSummaries } from "../groupings/repository";
import { withEtag } from "../versions";
import { readWheelSettings } from "../wheel-settings/repository";
import { SUBSTITUTE_ERRORS as errors, SUBSTITUTE_TAGS as tags } from "./shapes";

/**
 * What the substitute's wheel and Groups read of the class, read-only and in the teachers'
 * shapes: the wheel's and groups' settings, the rules and the saved groupings.
 */
export const substituteGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.ctx.database.db;

  app.get(
    "/api/substitute/wheel-settings",
    {
      schema: {
        tags,
        summary: "The class's wheel settings",
        response: { 200: wheelSettingsDto, ...errors },
      },
    },
    ({ substitute: { link } }) => readWheelSettings(db(), link.class_id),
  );

  app.get(
    "/api/substitute/group-settings",
    {
      schema: {
        tags,
        summary: "The class's group settings",
        response: { 200: groupSettingsDto, ...errors },
      },
    },
    ({ substitute: { link } }) => readGroupSettings(db(), link.class_id),
  );

  app.get(
    "/api/substitute/group-rules",
    {
      schema: {
        tags,
        summary: "The class's grouping rules (who must or must not share a group)",
        response: { 200: z.array(groupRuleDto), ...errors },
      },
    },
    ({ substitute: { link } }) => listRules(db(), link.class_id),
  );

  app.get(
    "/api/substitute/groupings",
    {
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags,
        summary: "The class's saved groupings, newest first, without their members",
        response: { 200: z.array(savedGroupingSummaryDto), ...errors },
      },
    },
    ({ substitute: { link } }) => listGroupingSummaries(db(), link.class_id),
  );

  app.get(
    "/api/substitute/groupings/:id",
    {
      serializerCompiler: fastSerializerCompiler,
      schema: {
        tags,
        summary: "One saved grouping of the class with its members as saved",
        description: "A grouping of another class, or one that is gone, answers 404.",
        params: z.object({ id: pathId }),
        response: { 200: savedGroupingDto, ...errors },
      },
    },
    async (request, reply) => {
      const { link } = request.substitute;
      const found = await db()
        .selectFrom("saved_groupings")
        .select("id")
        .where("id", "=", request.params.id)
        .where("class_id", "=", link.class_id)
        .executeTakeFirst();
      if (!found) throw new HttpError(404, msg`Grouping not found`);
      const grouping = await findOwnedGrouping(db(), link.owner_id, found.id);
      return withEtag(reply, grouping).send(grouping);
    },
  );
};
