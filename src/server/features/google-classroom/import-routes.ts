import { msg } from "@lingui/core/macro";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isolate } from "#src/domain/languages";
import { errorBody, pathId } from "#src/domain/schemas/common";
import { googleImportInput, googleSyncInput } from "#src/domain/schemas/google-classroom";
import { rosterImportResult, rosterTitle } from "#src/domain/schemas/rosters";
import type { AppContext } from "#src/server/app-context";
import { HttpError } from "#src/server/errors";
import { findClassAccess } from "../class-access";
import { assertSelf } from "../repository-kit";
import { importRosters, type RosterClassRequest } from "../rosters/index";
import { classroomFor, withGoogle } from "./service";

const tags = ["google-classroom"];
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  502: errorBody,
  503: errorBody,
};
const GOOGLE_ERRORS =
  "409 with details.code google_not_connected or google_reconnect; 403 when Google refuses (not a teacher of the course); 404 for a course gone; 502/503 when Google stays down or busy after retries. The class limit and student limits answer 409 as for OneRoster.";

/** A course's title and students, read from Google with the teacher's grant. */
async function readCourse(ctx: AppContext, teacherId: string, courseId: string) {
  const classroom = classroomFor(ctx, teacherId);
  const course = await classroom.getCourse(courseId);
  const students = await classroom.listStudents(courseId);
  return {
    // A title past the import's limit is cut, like a student's name (the class name to 100).
    title: rosterTitle(course.name),
    students: students.map((s) => ({ external_id: s.userId, name: s.name })),
  };
}

/**
 * Importing Google Classroom courses as classes, and syncing a linked class with its
 * course. Names are read from Google on the server (never taken from the browser), before the
 * one transaction that applies them all (rosters' `importRosters`, shared with OneRoster).
 */
export const googleImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/google-classroom/imports",
    {
      schema: {
        tags,
        summary: "Import Google Classroom courses: each a new class, or filling one of yours",
        description: `All courses or none, in one transaction. With dry_run the plan (newcomers, renames, who left) is answered and nothing written. ${GOOGLE_ERRORS}`,
        body: googleImportInput,
        response: { 200: rosterImportResult, ...errors },
      },
    },
    async (request) => {
      const teacherId = request.teacher.id;
      const { courses, dry_run, balanced, last_initials, user_id } = request.body;
      assertSelf(request.teacher, user_id);
      const classes: RosterClassRequest[] = [];
      for (const c of courses) {
        const course = await withGoogle(() => readCourse(app.ctx, teacherId, c.course_id));
        classes.push({
          external_id: c.course_id,
          title: course.title,
          target_class_id: c.target_class_id,
          students: course.students,
          remove_student_ids: c.remove_student_ids,
        });
      }
      return importRosters(app.ctx, {
        teacherId,
        source: "google",
        classes,
        dryRun: dry_run,
        balanced,
        initials: last_initials,
      });
    },
  );

  app.post(
    "/api/classes/:classId/google-sync",
    {
      schema: {
        tags,
        summary: "Sync a class with its Google Classroom course: newcomers, renames, who left",
        description: `A dry run first answers the plan; then the teacher's chosen removals (ids among the plan's left) are applied with the rest, in one transaction. 409 when the class is not linked to a Google Classroom course. ${GOOGLE_ERRORS}`,
        params: z.object({ classId: pathId }),
        body: googleSyncInput,
        response: { 200: rosterImportResult, ...errors },
      },
    },
    async (request) => {
      const teacherId = request.teacher.id;
      const db = app.ctx.database.db;
      // The owner's Google account syncs the owner's class: a co-teacher gets 403.
      const { class: owned } = await findClassAccess(db, teacherId, request.params.classId, "own");
      const link = await db
        .selectFrom("roster_classes")
        .select(["external_id", "source"])
        .where("class_id", "=", owned.id)
        .executeTakeFirst();
      if (link?.source !== "google") {
        const className = isolate(owned.name);
        throw new HttpError(409, msg`${className} is not linked to a Google Classroom course`);
      }
      const course = await withGoogle(() => readCourse(app.ctx, teacherId, link.external_id));
      return importRosters(app.ctx, {
        teacherId,
        source: "google",
        dryRun: request.body.dry_run,
        balanced: request.body.balanced,
        initials: request.body.last_initials,
        classes: [
          {
            external_id: link.external_id,
            title: course.title,
            target_class_id: owned.id,
            students: course.students,
            remove_student_ids: request.body.remove_student_ids,
          },
        ],
      });
    },
  );
};
