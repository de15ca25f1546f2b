import {
  attributeNameSchema,
  groupingMethod,
  type SavedGroupingSummaryDto,
  savedMembersLimitMessage,
} from "#src/domain/schemas/groupings";
import type { SavedGroupingTable } from "#src/server/db/schema";
import { limitReached } from "#src/server/errors";
import { classIdsOf } from "../class-access";
import type { Db } from "../repository-kit";

/**
 * The Saved groupings list without the members (docs/decisions/0031): a class keeps up to 300
 * groupings of up to 10,000 members each, and answering them all at every visit of the Groups
 * tab held the server for tens of seconds. The list answers what the screen shows of each
 * (name, date, method, counts kept on its row); a grouping's members load when it is opened.
 */

export type GroupingRow = Omit<SavedGroupingTable, "version" | "group_count" | "member_count"> & {
  version: number;
};
type SummaryRow = GroupingRow & { group_count: number | string; member_count: number | string };

export const GROUPING_COLUMNS = [
  "id",
  "class_id",
  "name",
  "method",
  "balance_on",
  "created_at",
  "updated_at",
  "version",
] as const;
const SUMMARY_COLUMNS = [...GROUPING_COLUMNS, "group_count", "member_count"] as const;

/** The stored method and balance as the API answers them. */
export function groupingFields(row: GroupingRow) {
  return {
    id: row.id,
    class_id: row.class_id,
    name: row.name,
    method: groupingMethod.parse(row.method),
    balance_on: (JSON.parse(row.balance_on) as unknown[]).map((a) => attributeNameSchema.parse(a)),
  };
}

/** Counts are kept on the grouping's row, written when it is saved (migration 0020). */
function toSummary(row: SummaryRow): SavedGroupingSummaryDto {
  return {
    ...groupingFields(row),
    group_count: Number(row.group_count),
    member_count: Number(row.member_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: Number(row.version),
  };
}

/** A class's saved groupings, newest first, as summaries (no members). */
export async function listGroupingSummaries(
  db: Db,
  classId: string,
): Promise<SavedGroupingSummaryDto[]> {
  const rows = await db
    .selectFrom("saved_groupings")
    .select(SUMMARY_COLUMNS)
    .where("class_id", "=", classId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toSummary);
}

/** One of the teacher's groupings as a summary, or undefined (another teacher's, or none). */
export async function findOwnedSummary(
  db: Db,
  teacherId: string,
  groupingId: string,
): Promise<SavedGroupingSummaryDto | undefined> {
  const row = await db
    .selectFrom("saved_groupings as g")
    .innerJoin("classes as c", "c.id", "g.class_id")
    .select(SUMMARY_COLUMNS.map((c) => `g.${c}` as const))
    .where("g.id", "=", groupingId)
    .where("c.id", "in", classIdsOf(db, teacherId))
    .executeTakeFirst();
  return row && toSummary(row);
}

/**
 * Refuses (409, nothing written) a save of `adding` members that would take all the teacher's
 * saved groupings past `limit` members together. Call it in the teacher's transaction (the lock
 * is held, so racing saves count each other).
 */
export async function assertMemberRoom(
  trx: Db,
  teacherId: string,
  adding: number,
  limit: number,
): Promise<void> {
  // A sum over the teacher's groupings (at most 300 a class), not a count of member rows.
  const { n } = await trx
    .selectFrom("saved_groupings as g")
    .innerJoin("classes as c", "c.id", "g.class_id")
    .select((eb) => eb.fn.sum<number | string | null>("g.member_count").as("n"))
    .where("c.user_id", "=", teacherId)
    .executeTakeFirstOrThrow();
  const total = Number(n) + adding;
  if (total > limit) throw limitReached(savedMembersLimitMessage(limit, total));
}
