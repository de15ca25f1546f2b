import type { GroupSettingsInput } from "#src/domain/schemas/group-settings";
import type { Database } from "#src/server/db/connect";
import { teacherTransaction } from "../locks";
import { findOwnedClass } from "../repository-kit";
import { writeGroupSettings } from "./repository";

/** Remembers a class's Groups choices under the teacher's lock (404 for another's class). */
export function saveGroupSettings(
  database: Database,
  teacherId: string,
  classId: string,
  input: GroupSettingsInput,
) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const owned = await findOwnedClass(trx, teacherId, classId);
    return writeGroupSettings(trx, owned.id, input);
  });
}
