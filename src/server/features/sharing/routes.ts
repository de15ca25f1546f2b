import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, pathId } from "#src/domain/schemas/common";
import { settingDto } from "#src/domain/schemas/settings";
import {
  acceptedDto,
  acceptInput,
  classSharingDto,
  createdInvitationDto,
  invitationInput,
  invitationLookupDto,
  invitationLookupInput,
} from "#src/domain/schemas/sharing";
import { requestLocale } from "#src/server/i18n";
import { findClassAccess } from "../class-access";
import { assertSelf } from "../repository-kit";
import { listSettings, toSettingDto } from "../teacher-settings/repository";
import { lookUpInvitation } from "./lookup";
import { invitationMail } from "./mail";
import { readSharing } from "./repository";
import { acceptInvitation, createInvitation, removeClassMember, revokeInvitation } from "./service";

const tags = ["sharing"];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const OWNER_ONLY = "Owner only: a co-teacher gets 403, anyone else 404.";

/**
 * Sharing a class (docs/decisions/0058-sharing-a-class.md): who has access, invitations by
 * e-mail address (a link to copy, mailed where SMTP is configured), accepting one, removing a
 * co-teacher or leaving.
 */
export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/classes/:classId/sharing",
    {
      schema: {
        tags,
        summary: "Who has access to a class; the owner also sees its open invitations",
        params: z.object({ classId: pathId }),
        response: { 200: classSharingDto, ...errors },
      },
    },
    async (request) => {
      const db = app.ctx.database.db;
      const access = await findClassAccess(db, request.teacher.id, request.params.classId);
      return readSharing(db, access);
    },
  );

  app.get(
    "/api/classes/:classId/teacher-settings",
    {
      schema: {
        tags,
        summary: "The attribute settings a class uses: its owner's, for every teacher of the class",
        description:
          "The same shape as `GET /api/teacher-settings/{userId}`. A shared class's students take the owner's options, so a co-teacher's forms offer these.",
        params: z.object({ classId: pathId }),
        response: { 200: z.array(settingDto), ...errors },
      },
    },
    async (request) => {
      const db = app.ctx.database.db;
      const access = await findClassAccess(db, request.teacher.id, request.params.classId);
      return (await listSettings(db, access.ownerId)).map(toSettingDto);
    },
  );

  app.post(
    "/api/classes/:classId/invitations",
    {
      schema: {
        tags,
        summary: "Invite a colleague by e-mail address to co-teach a class",
        description: `Answers the invitation's link, shown once (only a hash of its token is kept): copy it, or it is mailed where the server sends mail (\`mailed\`). It works once, for 14 days, for whoever signs in with it. At most 20 open invitations a class (409). ${OWNER_ONLY}`,
        params: z.object({ classId: pathId }),
        body: invitationInput,
        response: { 201: createdInvitationDto, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { config, database, mailer } = app.ctx;
      const made = await createInvitation(
        database,
        request.teacher.id,
        request.params.classId,
        request.body.email,
      );
      // The token rides in the fragment: browsers never send it to a server or in a Referer.
      const link = `${config.publicUrl}/invitations/accept#${made.token}`;
      let mailed = false;
      if (config.smtpUrl) {
        const mail = invitationMail(
          made.invitation.email,
          request.teacher.name,
          made.className,
          link,
          requestLocale(request),
        );
        try {
          await mailer.send(mail);
          mailed = true;
        } catch (err) {
          request.log.warn({ err }, "invitation mail not sent; the link can still be copied");
        }
      }
      const { id, email, created_at, expires_at } = made.invitation;
      return reply.status(201).send({ id, email, created_at, expires_at, link, mailed });
    },
  );

  app.delete(
    "/api/invitations/:id",
    {
      schema: {
        tags,
        summary: "Withdraw an open invitation: its link stops working",
        description: OWNER_ONLY,
        params: z.object({ id: pathId }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeInvitation(app.ctx.database, request.teacher.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/invitations/accept",
    {
      schema: {
        tags,
        summary: "Accept an invitation with its link's token: become a co-teacher of its class",
        description:
          "The link is the secret: the signed-in account's address need not be the invited one. A used, withdrawn or expired link answers 404; the class's owner gets 409.",
        body: acceptInput,
        response: { 200: acceptedDto, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      assertSelf(request.teacher, request.body.user_id);
      return acceptInvitation(app.ctx.database, request.teacher.id, request.body.token);
    },
  );

  app.delete(
    "/api/classes/:classId/members/:userId",
    {
      schema: {
        tags,
        summary:
          "Remove a co-teacher at once (the owner), or leave a class (a co-teacher, their own id)",
        description:
          "A co-teacher removing anyone else gets 403; the owner can't be removed (409); anyone else 404.",
        params: z.object({ classId: pathId, userId: pathId }),
        response: { 204: z.null(), ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { classId, userId } = request.params;
      await removeClassMember(app.ctx.database, request.teacher.id, classId, userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/invitations/lookup",
    {
      schema: {
        tags,
        summary: "What an invitation's link is for, before accepting it",
        description:
          "The class's and its owner's names, the address invited, when it expires, and whether it is `open`, `used` or `expired`. The same token as accepting; an unknown or withdrawn link answers 404. Changes nothing. Guessing is bounded by the per-teacher request limit, as for accepting (a token has 256 bits).",
        body: invitationLookupInput,
        response: { 200: invitationLookupDto, ...errors },
      },
    },
    async (request) => {
      assertSelf(request.teacher, request.body.user_id);
      return lookUpInvitation(app.ctx.database.db, request.body.token);
    },
  );
};
