import type { RosterSource } from "#src/domain/schemas/rosters";
import type { Dialect } from "#src/server/db/connect";
import type { Config } from "#src/server/env";

/**
 * A roster import or re-import (OneRoster) or sync (Google Classroom) of one or
 * several roster classes, all or nothing (decision 0021, "Storage and the import endpoint").
 */
export interface RosterClassRequest {
  external_id: string;
  title: string;
  /** The class to fill; null: the class already linked to this roster class, else a new one. */
  target_class_id: string | null;
  students: readonly { external_id: string; name: string }[];
  /** Ids of students the plan lists as `left` that the teacher chose to remove. */
  remove_student_ids?: readonly string[];
}

export interface RosterImportRequest {
  teacherId: string;
  source: RosterSource;
  classes: readonly RosterClassRequest[];
  /** Plan and check everything, write nothing (new classes answer class_id null). */
  dryRun: boolean;
  /** Newcomers get balanced values (true unless said otherwise) or none, shown as N/A. */
  balanced?: boolean;
  /** Keep roster students as first names and last initials only ("Maya P."). */
  initials?: boolean;
  /**
   * true: `classes` already passed the contract's schema (the route's body): not checked again,
   * which for 50,000 students was a long task of its own on the event loop.
   */
  checked?: boolean;
}

export interface RosterContext {
  config: Pick<Config, "classLimit" | "studentLimits" | "studentNames">;
  database: { dialect: Dialect };
}
