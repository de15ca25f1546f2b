/**
 * Test support for the roster import API: request bodies made the way the browser
 * makes them, by reading a fixture OneRoster export with src/domain/roster/oneroster.ts, and a count of
 * a teacher's roster rows.
 */

import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { expect } from "vitest";
import { parseOneRoster } from "#src/domain/roster/oneroster";
import type { RosterImportResult } from "#src/domain/schemas/rosters";
import type { DB } from "#src/server/db/schema";
import { call } from "./harness";
import { type FixtureClass, type OneRosterVersion, oneRosterTexts } from "./oneroster-fixtures";

export interface BodyClass {
  external_id: string;
  title: string;
  target_class_id: string | null;
  students: { external_id: string; name: string }[];
  remove_student_ids?: string[];
}

/** The export's classes as the import's body reads them (sorted by title, as the dialog shows). */
export function exportClasses(version: OneRosterVersion, classes: FixtureClass[]): BodyClass[] {
  const result = parseOneRoster(oneRosterTexts(version, classes));
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.roster.classes.map((c) => ({
    external_id: c.sourcedId,
    title: c.title,
    target_class_id: null,
    students: c.students.map((s) => ({ external_id: s.sourcedId, name: s.name })),
  }));
}

/** POST /api/roster-imports; returns the raw answer. */
export function postImport(
  app: FastifyInstance,
  cookie: string,
  classes: BodyClass[],
  options: { dry_run?: boolean; source?: string; balanced?: boolean } = {},
) {
  const { source = "oneroster", dry_run = false, balanced } = options;
  return call(app, "POST", "/api/roster-imports", {
    cookie,
    body: { source, dry_run, classes, ...(balanced === undefined ? {} : { balanced }) },
  });
}

/** POST /api/roster-imports expecting 200; returns the result. */
export async function importOk(
  app: FastifyInstance,
  cookie: string,
  classes: BodyClass[],
  options: { dry_run?: boolean; balanced?: boolean } = {},
): Promise<RosterImportResult> {
  const res = await postImport(app, cookie, classes, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RosterImportResult;
}

/** The teacher's roster rows (classes' links and students' links), sorted. */
export async function rosterRows(db: Kysely<DB>, userId: string) {
  const classIds = db.selectFrom("classes").select("id").where("user_id", "=", userId);
  return {
    rosterClasses: await db
      .selectFrom("roster_classes")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("class_id")
      .execute(),
    rosterStudents: await db
      .selectFrom("roster_students")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("student_id")
      .execute(),
  };
}
