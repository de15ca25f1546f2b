import { z } from "zod";
import { isoDate } from "./common";

/**
 * Who did what in a class (docs/decisions/0060-who-did-what.md): the roles a change is made in,
 * and the changes a class's "Recent changes" lists.
 */
export const ACTOR_ROLES = ["owner", "co-teacher", "substitute"] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

/** The changes recorded, one code each; `count` and `student_id` say more where they apply. */
export const ACTIVITY_ACTIONS = [
  "class.renamed",
  "students.added",
  "student.edited",
  "students.deleted",
  "students.imported",
  "students.shuffled",
  "students.moved",
  "roll.marked",
  "picks.made",
  "picks.undone",
  "history.cleared",
  "wheel.changed",
  "groups.changed",
  "rule.added",
  "rule.deleted",
  "grouping.saved",
  "grouping.renamed",
  "grouping.deleted",
  "seating.changed",
  "chart.saved",
  "member.joined",
  "member.removed",
  "member.left",
  "substitute-link.made",
  "substitute-link.revoked",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The most recent changes a class keeps and lists. */
export const ACTIVITY_KEPT = 50;

/**
 * Who made a pick, a roll change or an edit: the role, and the teacher's name (null for a
 * substitute, who has no account, and for a teacher whose account is gone).
 */
export const actorDto = z.object({
  as: z.enum(ACTOR_ROLES),
  name: z.string().nullable(),
});
export type ActorDto = z.infer<typeof actorDto>;

/** GET /api/classes/:classId/activity: newest first. */
export const activityDto = z.object({
  id: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  by: actorDto,
  count: z.number().int().nullable(),
  /** The student it was about: null when it was about none, or they were deleted since. */
  student_name: z.string().nullable(),
  created_at: isoDate,
});
export type ActivityDto = z.infer<typeof activityDto>;
