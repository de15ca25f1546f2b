import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "#src/domain/schemas/common";
import {
  rosterImportInput,
  rosterImportResult,
  rosterLinkDto,
  rosterLinksQuery,
} from "#src/domain/schemas/rosters";
import { fastSerializerCompiler } from "#src/server/serializer";
import { slicedBody } from "#src/server/sliced-body";
import { assertSelf } from "../repository-kit";
import { answerInParts } from "./answer";
import { importRosters } from "./apply";
import { checkRosterImport } from "./check-body";
import { parseJsonInParts } from "./json-in-parts";
import { listRosterLinks } from "./repository";

const tags = ["rosters"];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
/**
 * The CSV import's 16 MiB: a class of 10,000 students (docs/product.md#limits) with 255-character ids and
 * 100-character names is about 4 MB of JSON; a usual export's ids and names, under 1 MB.
 */
export const ROSTER_BODY_LIMIT = 16 * 1024 * 1024;

/** OneRoster import and re-import, and the teacher's linked classes (decision 0021). */
export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  // These routes' JSON bodies (this plugin's alone): up to 50,000 students parsed in parts.
  parseJsonInParts(app);
  app.get(
    "/api/roster-links",
    {
      schema: {
        tags,
        summary: "The teacher's classes linked to a roster class (OneRoster or Google Classroom)",
        querystring: rosterLinksQuery,
        response: { 200: z.array(rosterLinkDto), ...errors },
      },
    },
    async (request) => {
      assertSelf(request.teacher, request.query.user_id);
      return listRosterLinks(app.ctx.database.db, request.teacher.id);
    },
  );

  app.post(
    "/api/roster-imports",
    {
      bodyLimit: ROSTER_BODY_LIMIT,
      schema: {
        tags,
        summary: "Import or re-import classes from a OneRoster export: all of them, or none",
        description:
          "Each roster class fills `target_class_id`, or (null) the class already linked to it, or a new class named after its title. Students are matched on their roster id, then by name among the class's unlinked students; newcomers get balanced values (`balanced`, true unless sent false; false leaves their attributes empty); `left` lists linked students the roster no longer has, removed only when named in `remove_student_ids`. `dry_run: true` answers the same without writing. 404: a target class that is not the teacher's. 409: a class linked to another roster class (or a roster class to another class), or the class or student limits (5 classes, 10,000 students a class and 50,000 a teacher unless set otherwise).",
        body: rosterImportInput,
        response: { 200: rosterImportResult, ...errors, 409: errorBody, 413: errorBody },
      },
      // The errors' answers; the import's own is written in parts by the handler (./answer.ts).
      serializerCompiler: fastSerializerCompiler,
      // Up to 500,000 students in the body: checked in slices, the others served in between.
      ...slicedBody(rosterImportInput, checkRosterImport),
    },
    async (request, reply) => {
      const { source, dry_run, balanced, last_initials, classes } = request.body;
      const result = await importRosters(app.ctx, {
        teacherId: request.teacher.id,
        source,
        classes,
        dryRun: dry_run,
        balanced,
        initials: last_initials,
        checked: true,
      });
      // Already JSON (the route's types expect the object): Fastify sends a string with a JSON
      // content type as it is.
      const json = (await answerInParts(result)) as unknown as typeof result;
      return reply.type("application/json; charset=utf-8").send(json);
    },
  );
};
