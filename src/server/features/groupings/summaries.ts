import {
  attributeNameSchema,
  groupingMethod,
  type SavedGroupingSummaryDto,
  savedMembersLimitMessage,
} from "../../../domain/schemas";
import type { SavedGroupingTable } from "../../db/schema";
import { HttpError } from "../../errors";
import type { Db } from "../shared";

/**
 * The Saved groupings list without the members (docs/decisions/0031): a class keeps up to 300
 * groupings of up to 10,000 members each, and answering them all at every visit of the Groups
 * tab held the server for tens of seconds. The list answers what the screen shows of each
 * (name, date, method, counts); a grouping's members load when it is opened.
 */

export type GroupingRow = Omit<SavedGroupingTable, "version"> & { version: number };

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

interface Counts {
  /** The highest group index plus one: the groups the grouping opens with (none are empty). */
  group_count: number;
  member_count: number;
}

export function toSummary(row: GroupingRow, counts: Counts): SavedGroupingSummaryDto {
  return {
    ...groupingFields(row),
    group_count: counts.group_count,
    member_count: counts.member_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: Number(row.version),
  };
}

const NONE: Counts = { group_count: 0, member_count: 0 };

/** Each grouping's counts, read from the members' primary key (no member row is fetched). */
async function countsOf(
  db: Db,
  groupingIds: readonly string[] | { classId: string },
): Promise<Map<string, Counts>> {
  let query = db
    .selectFrom("saved_grouping_members")
    .select((eb) => [
      "grouping_id",
      eb.fn.max<number | string>("group_index").as("last_group"),
      eb.fn.countAll<number | string>().as("members"),
    ])
    .groupBy("grouping_id");
  query =
    "classId" in groupingIds
      ? query.where("grouping_id", "in", (eb) =>
          eb.selectFrom("saved_groupings").select("id").where("class_id", "=", groupingIds.classId),
        )
      : query.where("grouping_id", "in", groupingIds);
  const rows = await query.execute();
  return new Map(
    rows.map((r) => [
      r.grouping_id,
      { group_count: Number(r.last_group) + 1, member_count: Number(r.members) },
    ]),
  );
}

/** A class's saved groupings, newest first, as summaries (no members). */
export async function listGroupingSummaries(
  db: Db,
  classId: string,
): Promise<SavedGroupingSummaryDto[]> {
  const rows = await db
    .selectFrom("saved_groupings")
    .select(GROUPING_COLUMNS)
    .where("class_id", "=", classId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  if (rows.length === 0) return [];
  const counts = await countsOf(db, { classId });
  return rows.map((r) => toSummary(r, counts.get(r.id) ?? NONE));
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
    .select(GROUPING_COLUMNS.map((c) => `g.${c}` as const))
    .where("g.id", "=", groupingId)
    .where("c.user_id", "=", teacherId)
    .executeTakeFirst();
  if (!row) return undefined;
  const counts = await countsOf(db, [row.id]);
  return toSummary(row, counts.get(row.id) ?? NONE);
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
  const { n } = await trx
    .selectFrom("saved_grouping_members as m")
    .innerJoin("saved_groupings as g", "g.id", "m.grouping_id")
    .innerJoin("classes as c", "c.id", "g.class_id")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("c.user_id", "=", teacherId)
    .executeTakeFirstOrThrow();
  const total = Number(n) + adding;
  if (total > limit) throw new HttpError(409, savedMembersLimitMessage(limit, total));
}
