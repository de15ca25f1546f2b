import type { Database } from "@src/server/db/connect";
import { newId, nowIso } from "@src/server/features/shared";
import type { ContractFill } from "./groupings-contract";

/**
 * The contract's cheap way to the 409 limits on the real server: the rules and groupings are
 * written straight into its database in one statement each (hundreds of requests take tens of
 * seconds on PostgreSQL), then the contract adds the last one through the HTTP source. The rows
 * are whole: rules name their students, groupings hold them as saved.
 */
export function serverFill(database: () => Database): ContractFill {
  return {
    async rules(_source, classId, studentIds, count) {
      const at = nowIso();
      const rules = Array.from({ length: count }, () => ({
        id: newId(),
        class_id: classId,
        kind: "keep-apart",
        created_at: at,
      }));
      const members = rules.flatMap((r) =>
        studentIds.map((student_id, position) => ({ rule_id: r.id, student_id, position })),
      );
      const { db } = database();
      await db.insertInto("group_rules").values(rules).execute();
      await db.insertInto("group_rule_members").values(members).execute();
    },
    async groupings(_source, classId, studentIds, count) {
      const at = nowIso();
      const { db } = database();
      const students = await db
        .selectFrom("students")
        .select(["id as student_id", "name", "number", "color", "element", "shape"])
        .where("id", "in", studentIds)
        .execute();
      const rows = Array.from({ length: count }, (_, i) => ({
        id: newId(),
        class_id: classId,
        name: `Old ${i}`,
        method: "random",
        balance_on: "[]",
        created_at: at,
        updated_at: at,
      }));
      const members = rows.flatMap((g) =>
        students.map((s, position) => ({ grouping_id: g.id, group_index: 0, position, ...s })),
      );
      await db.insertInto("saved_groupings").values(rows).execute();
      await db.insertInto("saved_grouping_members").values(members).execute();
    },
  };
}
