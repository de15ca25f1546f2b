import type { GroupRuleDto, SavedGroupingDto } from "../../../domain/schemas";
import { listRules } from "../group-rules/repository";
import { listGroupings } from "../groupings/repository";
import type { Db } from "../shared";

export interface ClassGroupings {
  group_rules: Omit<GroupRuleDto, "class_id">[];
  saved_groupings: Omit<SavedGroupingDto, "class_id">[];
}

/**
 * Group rules and saved groupings in the account export: each class's rules (oldest first) and saved groupings with
 * their members as saved (newest first), read in the export's transaction.
 */
export async function readClassGroupings(
  trx: Db,
  classIds: readonly string[],
): Promise<Map<string, ClassGroupings>> {
  const byClass = new Map<string, ClassGroupings>();
  for (const classId of classIds) {
    const rules = await listRules(trx, classId);
    const groupings = await listGroupings(trx, classId);
    byClass.set(classId, {
      group_rules: rules.map(({ class_id: _, ...r }) => r),
      saved_groupings: groupings.map(({ class_id: _, ...g }) => g),
    });
  }
  return byClass;
}
