import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conflictBody,
  errorBody,
  id,
  ifMatchHeaders,
  ifNoneMatchHeaders,
  parseIfMatch,
  SETTING_CONFLICT,
} from "#src/domain/schemas/common";
import { settingDto, settingEffect, settingInput } from "#src/domain/schemas/settings";
import { assertSelf } from "../repository-kit";
import { sendConflict, withEtag } from "../versions";
import { listSettings, toSettingDto } from "./repository";
import { resetSetting, saveSetting } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Teacher settings (docs/product.md#api, docs/product.md#attributes): one per attribute, with their effects on the students. */
export const teacherSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.ctx;

  app.get(
    "/api/teacher-settings/:userId",
    {
      schema: {
        tags: ["teacher-settings"],
        summary: "The teacher's attribute settings",
        params: z.object({ userId: id }),
        response: { 200: z.array(settingDto), ...errors },
      },
    },
    async (request) => {
      assertSelf(request.teacher, request.params.userId);
      return (await listSettings(database.db, request.teacher.id)).map(toSettingDto);
    },
  );

  app.post(
    "/api/teacher-settings",
    {
      schema: {
        tags: ["teacher-settings"],
        summary: "Save the setting of an attribute (created, or updated when it exists)",
        description:
          "Send `If-None-Match: *` to create only: when a setting for the attribute exists (made elsewhere since the defaults were shown), 409 with it instead of replacing it.",
        headers: ifNoneMatchHeaders,
        body: settingInput,
        response: { 201: settingDto, ...errors, 409: conflictBody(settingDto) },
      },
    },
    async (request, reply) => {
      assertSelf(request.teacher, request.body.user_id);
      const { row, conflict } = await saveSetting(
        database,
        request.teacher.id,
        request.body,
        undefined,
        null,
        request.headers["if-none-match"] === "*",
      );
      if (conflict) return sendConflict(reply, SETTING_CONFLICT, row, toSettingDto(row));
      withEtag(reply, row);
      return reply.status(201).send(toSettingDto(row));
    },
  );

  app.put(
    "/api/teacher-settings/:id",
    {
      schema: {
        tags: ["teacher-settings"],
        summary: "Update a setting; answers what it did to the students",
        description:
          'Send `If-Match: "<version>"` (the setting\'s `version` or ETag) so a change made meanwhile is not overwritten: a stale one answers 409 with the current setting. Without If-Match the update applies to whatever is stored.',
        params: z.object({ id }),
        headers: ifMatchHeaders,
        body: settingInput,
        response: { 200: settingEffect, ...errors, 409: conflictBody(settingDto) },
      },
    },
    async (request, reply) => {
      assertSelf(request.teacher, request.body.user_id);
      const { row, effect, conflict } = await saveSetting(
        database,
        request.teacher.id,
        request.body,
        request.params.id,
        parseIfMatch(request.headers["if-match"]),
      );
      if (conflict) return sendConflict(reply, SETTING_CONFLICT, row, toSettingDto(row));
      withEtag(reply, row);
      return { setting: toSettingDto(row), ...effect };
    },
  );

  app.delete(
    "/api/teacher-settings/:id",
    {
      schema: {
        tags: ["teacher-settings"],
        summary: "Reset an attribute to its defaults; answers what it did to the students",
        params: z.object({ id }),
        response: { 200: settingEffect, ...errors },
      },
    },
    async (request) => {
      const effect = await resetSetting(database, request.teacher.id, request.params.id);
      return { setting: null, ...effect };
    },
  );
};
