import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { z } from "zod";
import { MAX_RULE_STUDENTS, RULE_KINDS } from "../grouping/rule-limits";
import { isolate } from "../languages";
import { ATTRIBUTE_NAMES } from "../students/attributes";
import { MAX_NAME } from "../text-rules";
import { id, isoDate, trimmed } from "./common";

export { MAX_RULE_STUDENTS, RULE_KINDS };

/**
 * A class's grouping rules (keep apart, keep together) and its saved groupings.
 *
 * Rules: GET/POST /api/classes/:classId/group-rules, DELETE /api/group-rules/:id.
 * Saved groupings: GET/POST /api/classes/:classId/groupings, PATCH/DELETE /api/groupings/:id.
 */

/** The most rules a class keeps (the most students one rule names: rule-limits.ts). */
export const MAX_RULES_PER_CLASS = 200;
/** The most saved groupings a class keeps (a school year of lessons, and some). */
export const MAX_GROUPINGS_PER_CLASS = 300;
/** The most students one saved grouping holds: a class's limit (docs/product.md#limits). */
export const MAX_GROUPING_STUDENTS = 10_000;
/**
 * The most members all of a teacher's saved groupings hold together, by default (a student
 * counts once in each grouping they are in; `MAX_SAVED_MEMBERS_PER_TEACHER` on the server,
 * docs/decisions/0031): five classes of 60 with every class's 300 groupings saved stay under it.
 */
export const DEFAULT_SAVED_MEMBERS_PER_TEACHER = 100_000;

export const ruleKind = z.enum(RULE_KINDS, {
  message: 'kind must be "keep-apart" or "keep-together"',
});

const distinct = (ids: readonly string[]) => new Set(ids).size === ids.length;

/** POST /api/classes/:classId/group-rules */
export const groupRuleInput = z.object({
  kind: ruleKind,
  student_ids: z
    .array(id, { message: "student_ids must be a list of student ids" })
    .min(2, "student_ids must name at least two students")
    .max(MAX_RULE_STUDENTS, `student_ids must name at most ${MAX_RULE_STUDENTS} students`)
    .refine(distinct, "student_ids must not repeat a student"),
});
export type GroupRuleInput = z.input<typeof groupRuleInput>;

/**
 * A rule as stored. A deleted student leaves the rules that named them; a rule left with fewer
 * than two students is removed with them.
 */
export const groupRuleDto = z.object({
  id: z.string(),
  class_id: z.string(),
  kind: ruleKind,
  student_ids: z.array(z.string()),
  created_at: isoDate,
});
export type GroupRuleDto = z.infer<typeof groupRuleDto>;

export const GROUPING_METHODS = ["random", "same-category", "diverse", "balanced"] as const;
export const groupingMethod = z.enum(GROUPING_METHODS, {
  message: 'method must be "random", "same-category", "diverse" or "balanced"',
});
export const attributeNameSchema = z.enum(ATTRIBUTE_NAMES, {
  message: 'must be "number", "color", "element" or "shape"',
});

/**
 * POST /api/classes/:classId/groupings: the groups as lists of student ids of the class. The
 * server stores each member's name and attributes as they are now, so a grouping stays readable
 * after a student is renamed or deleted.
 */
export const savedGroupingInput = z.object({
  name: trimmed("Name", MAX_NAME),
  method: groupingMethod,
  balance_on: z
    .array(attributeNameSchema, { message: "balance_on must be a list of attributes" })
    .max(ATTRIBUTE_NAMES.length)
    .refine(distinct, "balance_on must not repeat an attribute")
    .default([]),
  groups: z
    .array(z.array(id, { message: "each group must be a list of student ids" }), {
      message: "groups must be a list of groups",
    })
    .min(1, "groups must hold at least one group")
    .max(MAX_GROUPING_STUDENTS, `groups must hold at most ${MAX_GROUPING_STUDENTS} groups`)
    .refine((groups) => groups.every((g) => g.length > 0), "a group must not be empty")
    .refine(
      (groups) => groups.reduce((sum, g) => sum + g.length, 0) <= MAX_GROUPING_STUDENTS,
      `groups must hold at most ${MAX_GROUPING_STUDENTS} students`,
    )
    .refine((groups) => distinct(groups.flat()), "a student must not be in two groups"),
});
export type SavedGroupingInput = z.input<typeof savedGroupingInput>;

/** PATCH /api/groupings/:id (with If-Match: the version it was renamed from). */
export const groupingRenameInput = z.object({ name: trimmed("Name", MAX_NAME) });

/** A member as saved: the student's id (kept after they are deleted), name and attributes. */
export const savedMemberDto = z.object({
  student_id: z.string(),
  name: z.string(),
  number: z.number().int().nullable(),
  color: z.string().nullable(),
  element: z.string().nullable(),
  shape: z.string().nullable(),
});
export type SavedMemberDto = z.infer<typeof savedMemberDto>;

export const savedGroupingDto = z.object({
  id: z.string(),
  class_id: z.string(),
  name: z.string(),
  method: groupingMethod,
  balance_on: z.array(attributeNameSchema),
  groups: z.array(z.array(savedMemberDto)),
  created_at: isoDate,
  updated_at: isoDate,
  version: z.number().int(),
});
export type SavedGroupingDto = z.infer<typeof savedGroupingDto>;

/**
 * A saved grouping as the class's list has it (GET /api/classes/:classId/groupings, and a
 * rename's answer): everything but its members, with how many groups and members it holds.
 * Its members come from GET /api/groupings/:id when it is opened (docs/decisions/0031).
 */
export const savedGroupingSummaryDto = z.object({
  id: z.string(),
  class_id: z.string(),
  name: z.string(),
  method: groupingMethod,
  balance_on: z.array(attributeNameSchema),
  group_count: z.number().int(),
  member_count: z.number().int(),
  created_at: isoDate,
  updated_at: isoDate,
  version: z.number().int(),
});
export type SavedGroupingSummaryDto = z.infer<typeof savedGroupingSummaryDto>;

/** The summary of a grouping whose members are known (a save's answer, the demo's store). */
export function groupingSummary(grouping: SavedGroupingDto): SavedGroupingSummaryDto {
  const { groups, ...rest } = grouping;
  return {
    id: rest.id,
    class_id: rest.class_id,
    name: rest.name,
    method: rest.method,
    balance_on: [...rest.balance_on],
    group_count: groups.length,
    member_count: groups.reduce((sum, g) => sum + g.length, 0),
    created_at: rest.created_at,
    updated_at: rest.updated_at,
    version: rest.version,
  };
}

export const GROUPING_CONFLICT: MessageDescriptor = msg`This grouping was changed somewhere else. Reload to see the latest version.`;
export const RULE_LIMIT_MESSAGE: MessageDescriptor = msg`A class keeps at most ${plural(MAX_RULES_PER_CLASS, { one: "# rule", other: "# rules" })}. Remove one to add another.`;
export const GROUPING_LIMIT_MESSAGE: MessageDescriptor = msg`A class keeps at most ${plural(MAX_GROUPINGS_PER_CLASS, { one: "# saved grouping", other: "# saved groupings" })}. Delete old ones to save more.`;

/**
 * The 409 of a save that would take the teacher's saved groupings past their limit of members
 * (docs/decisions/0031), e.g. "Your saved groupings can hold at most 100,000 students in all
 * (a student counts once in each grouping); saving these groups would make 100,012. Delete
 * saved groupings you no longer need, then save again."
 */
export const savedMembersLimitMessage = (limit: number, total: number): MessageDescriptor =>
  msg`Your saved groupings can hold at most ${plural(limit, { one: "# student", other: "# students" })} in all (a student counts once in each grouping); saving these groups would make ${plural(total, { other: "#" })}. Delete saved groupings you no longer need, then save again.`;

/**
 * Saving groups that name students who have left the class since (deleted, or moved to another
 * class) answers 409 with this message and their ids in `details.student_ids` (decision 0028): a
 * saved grouping opened from last week can hold them. Ids the class never had stay 404.
 * "Ann, Bo and Cy are no longer in this class"; past three, "Ann, Bo, Cy and 2 others ...".
 */
export function leftClassMessage(names: readonly string[]): MessageDescriptor {
  const shown = names.slice(0, 3).map((name) => isolate(name));
  const more = names.length - shown.length;
  const [first = "", second = "", third = ""] = shown;
  if (more > 0) {
    return msg`${first}, ${second}, ${third} and ${plural(more, { one: "# other", other: "# others" })} are no longer in this class`;
  }
  if (shown.length === 3) return msg`${first}, ${second} and ${third} are no longer in this class`;
  if (shown.length === 2) return msg`${first} and ${second} are no longer in this class`;
  return msg`${first} is no longer in this class`;
}
export const leftClassDetails = z.object({ student_ids: z.array(z.string()) });
