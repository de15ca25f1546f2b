import { attributeNameSchema, groupingMethod } from "#src/domain/schemas/groupings";
import type { Db } from "../repository-kit";
import { openObject, PAGE, yieldToOthers } from "./export-pages";

type MemberRow = {
  group_index: number;
  position: number;
  student_id: string;
  name: string;
  number: number | string | null;
  color: string | null;
  element: string | null;
  shape: string | null;
};

const memberJson = (m: MemberRow) =>
  JSON.stringify({
    student_id: m.student_id,
    name: m.name,
    number: m.number === null ? null : Number(m.number),
    color: m.color,
    element: m.element,
    shape: m.shape,
  });

/** A page of a grouping's members in group order. */
function readMembers(db: Db, groupingId: string, after: MemberRow | undefined) {
  let query = db
    .selectFrom("saved_grouping_members")
    .select([
      "group_index",
      "position",
      "student_id",
      "name",
      "number",
      "color",
      "element",
      "shape",
    ])
    .where("grouping_id", "=", groupingId);
  if (after) {
    // A row value: both dialects walk the primary key from there.
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple("group_index", "position"), ">", tuple(after.group_index, after.position)),
    );
  }
  return query.orderBy("group_index").orderBy("position").limit(PAGE).execute();
}

/** A grouping's groups (lists of members as saved), written a page of members at a time. */
async function* groupsJson(db: Db, groupingId: string): AsyncGenerator<string> {
  let text = "[";
  let current = -1;
  let after: MemberRow | undefined;
  for (;;) {
    const rows = await readMembers(db, groupingId, after);
    for (const m of rows) {
      if (m.group_index === current) {
        text += `,${memberJson(m)}`;
        continue;
      }
      if (current >= 0) text += "]";
      for (let g = current + 1; g < m.group_index; g++) text += g === 0 ? "[]" : ",[]";
      text += `${m.group_index === 0 ? "" : ","}[${memberJson(m)}`;
      current = m.group_index;
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1];
    yield text;
    text = "";
    await yieldToOthers();
  }
  yield `${text}${current >= 0 ? "]" : ""}]`;
}

/**
 * Saved groupings in the account export: a class's saved groupings, newest first, each with its members
 * as saved, in the shape of `savedGroupingDto` without `class_id`.
 */
export async function* savedGroupingsJson(db: Db, classId: string): AsyncGenerator<string> {
  const rows = await db
    .selectFrom("saved_groupings")
    .select(["id", "name", "method", "balance_on", "created_at", "updated_at", "version"])
    .where("class_id", "=", classId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  yield "[";
  for (const [i, g] of rows.entries()) {
    const head = {
      id: g.id,
      name: g.name,
      method: groupingMethod.parse(g.method),
      balance_on: (JSON.parse(g.balance_on) as unknown[]).map((a) => attributeNameSchema.parse(a)),
    };
    yield `${i === 0 ? "" : ","}${openObject(head)},"groups":`;
    yield* groupsJson(db, g.id);
    const tail = { created_at: g.created_at, updated_at: g.updated_at, version: Number(g.version) };
    yield `,${JSON.stringify(tail).slice(1)}`;
  }
  yield "]";
}
