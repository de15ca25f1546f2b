import { msg } from "@lingui/core/macro";
import {
  GROUPING_LIMIT_MESSAGE,
  MAX_GROUPINGS_PER_CLASS,
  type SavedGroupingDto,
  type SavedGroupingSummaryDto,
  type SavedMemberDto,
} from "#src/domain/schemas/groupings";
import { HttpError, limitReached } from "#src/server/errors";
import { classIdsOf } from "../class-access";
import { type Db, newId, nowIso } from "../repository-kit";
import type { Conditional } from "../versions";
import { notInClassError } from "./left-class";
import {
  assertMemberRoom,
  findOwnedSummary,
  GROUPING_COLUMNS,
  type GroupingRow,
  groupingFields,
} from "./summaries";

export { listGroupingSummaries } from "./summaries";

/** Members per statement: 1,000 rows x 9 columns = 9,000 bound parameters on either dialect. */
const CHUNK = 1_000;

type MemberRow = SavedMemberDto & { grouping_id: string; group_index: number; position: number };

function toDto(row: GroupingRow, members: readonly MemberRow[]): SavedGroupingDto {
  const groups: SavedMemberDto[][] = [];
  for (const m of members) {
    const group = groups[m.group_index] ?? [];
    groups[m.group_index] = group;
    group.push({
      student_id: m.student_id,
      name: m.name,
      number: m.number === null ? null : Number(m.number),
      color: m.color,
      element: m.element,
      shape: m.shape,
    });
  }
  return {
    ...groupingFields(row),
    groups: groups.map((g) => g ?? []),
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: Number(row.version),
  };
}

export const MEMBER_COLUMNS = [
  "grouping_id",
  "group_index",
  "position",
  "student_id",
  "name",
  "number",
  "color",
  "element",
  "shape",
] as const;

/** One of the teacher's saved groupings, or 404 (another teacher's too). */
export async function findOwnedGrouping(
  db: Db,
  teacherId: string,
  groupingId: string,
): Promise<SavedGroupingDto> {
  const row = await db
    .selectFrom("saved_groupings as g")
    .innerJoin("classes as c", "c.id", "g.class_id")
    .select(GROUPING_COLUMNS.map((c) => `g.${c}` as const))
    .where("g.id", "=", groupingId)
    .where("c.id", "in", classIdsOf(db, teacherId))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, msg`Grouping not found`);
  const members = await db
    .selectFrom("saved_grouping_members")
    .select(MEMBER_COLUMNS)
    .where("grouping_id", "=", row.id)
    .orderBy("group_index")
    .orderBy("position")
    .execute();
  return toDto(row, members);
}

export interface GroupingValues {
  name: string;
  method: SavedGroupingDto["method"];
  balance_on: SavedGroupingDto["balance_on"];
  groups: string[][];
}

/** Whose grouping is saved, and the bound on all their saved groupings' members (0031). */
export interface SaveLimits {
  teacherId: string;
  savedMembersLimit: number;
}

/**
 * Saves a grouping (call inside the teacher's transaction): every member must be a student of
 * the class (409 naming those who left it since, 404 for others: notInClassError), the class
 * must keep fewer than MAX_GROUPINGS_PER_CLASS (409) and the teacher's saved groupings must
 * have room for its members (409, decision 0031). Each member's name and attributes are
 * copied from the students table as they are now.
 */
export async function insertGrouping(
  trx: Db,
  classId: string,
  values: GroupingValues,
  limits: SaveLimits,
): Promise<SavedGroupingDto> {
  const ids = values.groups.flat();
  const students = new Map<string, SavedMemberDto>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await trx
      .selectFrom("students")
      .select(["id as student_id", "name", "number", "color", "element", "shape"])
      .where("class_id", "=", classId)
      .where("id", "in", ids.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) students.set(row.student_id, row);
  }
  if (students.size !== ids.length) {
    throw await notInClassError(
      trx,
      classId,
      ids.filter((id) => !students.has(id)),
    );
  }
  const { n } = await trx
    .selectFrom("saved_groupings")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("class_id", "=", classId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_GROUPINGS_PER_CLASS) throw limitReached(GROUPING_LIMIT_MESSAGE);
  await assertMemberRoom(trx, limits.teacherId, ids.length, limits.savedMembersLimit);

  const at = nowIso();
  const row: GroupingRow = {
    id: newId(),
    class_id: classId,
    name: values.name,
    method: values.method,
    balance_on: JSON.stringify(values.balance_on),
    created_at: at,
    updated_at: at,
    version: 1,
  };
  await trx
    .insertInto("saved_groupings")
    .values({ ...row, group_count: values.groups.length, member_count: ids.length })
    .execute();
  const members: MemberRow[] = values.groups.flatMap((group, group_index) =>
    group.map((id, position) => {
      const s = students.get(id) as SavedMemberDto;
      return { grouping_id: row.id, group_index, position, ...s };
    }),
  );
  for (let i = 0; i < members.length; i += CHUNK) {
    await trx
      .insertInto("saved_grouping_members")
      .values(members.slice(i, i + CHUNK))
      .execute();
  }
  return toDto(row, members);
}

/**
 * Renames a grouping and moves its version on by one, in one conditional statement when
 * `expected` (an If-Match) is given: of N renames made from one version exactly one applies.
 * Answers the grouping as the list has it (a summary, without its members).
 */
export async function renameGrouping(
  trx: Db,
  teacherId: string,
  groupingId: string,
  name: string,
  expected: number[] | null,
): Promise<Conditional<SavedGroupingSummaryDto>> {
  const current = await ownedSummary(trx, teacherId, groupingId);
  if (expected && !expected.includes(current.version)) return { conflict: current };
  const updated = await trx
    .updateTable("saved_groupings")
    .set((eb) => ({ name, updated_at: nowIso(), version: eb("version", "+", 1) }))
    .where("id", "=", current.id)
    .where("version", "=", current.version)
    .executeTakeFirst();
  const after = await ownedSummary(trx, teacherId, groupingId);
  if (Number(updated.numUpdatedRows) === 0) return { conflict: after };
  return { updated: after };
}

async function ownedSummary(db: Db, teacherId: string, groupingId: string) {
  const summary = await findOwnedSummary(db, teacherId, groupingId);
  if (!summary) throw new HttpError(404, msg`Grouping not found`);
  return summary;
}

/** Deletes one of the teacher's groupings (its members with it); false when there is none. */
export async function deleteOwnedGrouping(
  trx: Db,
  teacherId: string,
  groupingId: string,
): Promise<boolean> {
  const owned = classIdsOf(trx, teacherId);
  const result = await trx
    .deleteFrom("saved_groupings")
    .where("id", "=", groupingId)
    .where("class_id", "in", owned)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
