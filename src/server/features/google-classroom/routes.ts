import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody, id } from "#src/domain/schemas/common";
import {
  googleConnectionDto,
  googleConnectStart,
  googleCoursesDto,
  googleSelfQuery,
} from "#src/domain/schemas/google-classroom";
import { assertSelf } from "../repository-kit";
import { deleteConnection, readConnection, saveConnection } from "./connection";
import { GoogleError } from "./google-http";
import { googleImportRoutes } from "./import-routes";
import {
  authorizationUrl,
  CLASSROOM_SCOPES,
  exchangeCode,
  googleAccount,
  randomToken,
  revokeToken,
} from "./oauth";
import { revokeGoogleGrant } from "./revoke-grant";
import { classroomFor, googleRetryPolicy, googleSetup, withGoogle } from "./service";
import {
  CALLBACK_PATH,
  clearStateCookie,
  readStateCookie,
  STATE_MINUTES,
  setStateCookie,
} from "./state-cookie";

const tags = ["google-classroom"];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const googleErrors = { 403: errorBody, 409: errorBody, 502: errorBody, 503: errorBody };

/**
 * The path a redirect to `returnTo` reaches, as a browser resolves it: dot segments removed, so
 * `/.//x` and `/%2e//x` become `//x`, another site's address.
 */
const resolvedPath = (returnTo: string) => new URL(returnTo, "http://x").pathname;

/** A path of this app to come back to (never another site: `//x`, `/\x`, `/.//x` are refused). */
const returnTo = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])[A-Za-z0-9/_\-?=&.%]*$/, "return_to must be a path of this app")
  .refine((path) => !resolvedPath(path).startsWith("//"), "return_to must be a path of this app")
  .default("/classes");

/**
 * Connecting Google Classroom (decision 0022). The teacher's Google tokens stay on
 * the server, sealed; answers carry the connection's state, never a token.
 */
export const googleClassroomRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.ctx.config.publicUrl.startsWith("https://");
  const redirectUri = `${app.ctx.config.publicUrl}${CALLBACK_PATH}`;

  app.get(
    "/api/google-classroom",
    {
      schema: {
        tags,
        summary: "Whether Google Classroom is available here and connected (never a token)",
        querystring: googleSelfQuery,
        response: { 200: googleConnectionDto, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      assertSelf(request.teacher, request.query.user_id);
      const row = await readConnection(app.ctx.database.db, request.teacher.id);
      return {
        available: app.ctx.config.google !== null,
        status: row ? row.status : ("not_connected" as const),
        email: row?.google_email || null,
        scopes: row ? row.scopes.split(" ").filter(Boolean) : [],
        connected_at: row?.connected_at ?? null,
      };
    },
  );

  app.post(
    "/api/google-classroom/connect",
    {
      schema: {
        tags,
        summary: "Start connecting: Google's consent screen's address (read-only Classroom scopes)",
        description: `Sets a sealed, httpOnly state cookie for ${CALLBACK_PATH} (${STATE_MINUTES} minutes). 404 when Google is not set up.`,
        body: z
          .object({ return_to: returnTo, user_id: id.optional() })
          .default({ return_to: "/classes" }),
        response: { 200: googleConnectStart, ...errors, 403: errorBody },
      },
    },
    async (request, reply) => {
      assertSelf(request.teacher, request.body.user_id);
      const { client, key } = googleSetup(app.ctx);
      const state = randomToken();
      const verifier = randomToken(48);
      setStateCookie(reply, key, request.teacher.id, secure, {
        state,
        verifier,
        returnTo: request.body.return_to,
        expires: Date.now() + STATE_MINUTES * 60_000,
      });
      // Google preselects the account with the teacher's address when it is one.
      const loginHint = request.teacher.email;
      return { url: authorizationUrl(client, { redirectUri, state, verifier, loginHint }) };
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      schema: {
        tags,
        summary: "Google's redirect back after consent: stores the sealed tokens, then 303",
        description:
          "Redirects to the page the connect started from with `google=connected`, `denied`, `scopes` (a Classroom permission left unticked) or `error`.",
        querystring: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(512).optional(),
          user_id: id.optional(),
        }),
        response: { 303: z.null(), ...errors, 403: errorBody },
      },
    },
    async (request, reply) => {
      assertSelf(request.teacher, request.query.user_id);
      const { client, key } = googleSetup(app.ctx);
      const teacherId = request.teacher.id;
      const { code, state, error } = request.query;
      const pending = readStateCookie(request, key, teacherId, secure, state);
      clearStateCookie(reply, secure);
      const back = (outcome: string) => {
        const url = new URL(pending?.returnTo ?? "/classes", "http://x");
        url.searchParams.set("google", outcome);
        const path = url.pathname.startsWith("//") ? "/classes" : url.pathname;
        return reply.redirect(`${path}${url.search}`, 303);
      };
      if (!pending) return back("error");
      if (error || !code) return back(error === "access_denied" ? "denied" : "error");
      try {
        const tokens = await exchangeCode(
          client,
          { code, verifier: pending.verifier, redirectUri },
          googleRetryPolicy,
        );
        if (!CLASSROOM_SCOPES.every((s) => tokens.scopes.includes(s))) {
          await revokeToken(client, tokens.refreshToken ?? tokens.accessToken, googleRetryPolicy);
          return back("scopes");
        }
        const account = await googleAccount(client, tokens.accessToken, googleRetryPolicy);
        await saveConnection(app.ctx.database.db, key, teacherId, account, tokens);
        return back("connected");
      } catch (err) {
        if (!(err instanceof GoogleError)) throw err;
        request.log.warn({ kind: err.kind }, "google classroom connect failed");
        return back("error");
      }
    },
  );

  app.delete(
    "/api/google-classroom",
    {
      schema: {
        tags,
        summary: "Disconnect: revoke the grant at Google, then delete the tokens",
        description:
          "The tokens are deleted even when Google can't be reached (the grant then lapses unused). Classes keep their students and their link to the course.",
        querystring: googleSelfQuery,
        response: { 204: z.null(), 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      assertSelf(request.teacher, request.query.user_id);
      const db = app.ctx.database.db;
      const teacherId = request.teacher.id;
      const secret = String(app.ctx.auth.options.secret);
      await revokeGoogleGrant(db, app.ctx.config.google, secret, teacherId);
      await deleteConnection(db, teacherId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/google-classroom/courses",
    {
      schema: {
        tags,
        summary: "The teacher's active Google Classroom courses (all pages), titles only",
        description:
          "409 with details.code google_not_connected or google_reconnect; 403 when Google refuses; 502/503 when Google stays down or busy after retries.",
        querystring: googleSelfQuery,
        response: { 200: googleCoursesDto, ...errors, ...googleErrors },
      },
    },
    async (request) => {
      assertSelf(request.teacher, request.query.user_id);
      const teacherId = request.teacher.id;
      const courses = await withGoogle(() => classroomFor(app.ctx, teacherId).listCourses());
      const links = await app.ctx.database.db
        .selectFrom("roster_classes")
        .innerJoin("classes", "classes.id", "roster_classes.class_id")
        .select(["roster_classes.class_id", "roster_classes.external_id"])
        .where("classes.user_id", "=", teacherId)
        .where("roster_classes.source", "=", "google")
        .execute();
      const linked = new Map(links.map((l) => [l.external_id, l.class_id]));
      return {
        courses: courses.map((c) => ({ ...c, linked_class_id: linked.get(c.id) ?? null })),
      };
    },
  );

  await app.register(googleImportRoutes);
};
