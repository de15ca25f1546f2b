import type { GroupSettingsInput } from "#src/domain/schemas/group-settings";
import type { Database } from "#src/server/db/connect";
import { recordActivity, teacherActor } from "../activity";
import { findClassAccess } from "../class-access";
import { teacherTransaction } from "../locks";
import { writeGroupSettings } from "./repository";

/** Remembers a class's Groups choices under the teacher's lock (404 for another's class). */
export function saveGroupSettings(
  database: Database,
  teacherId: string,
  classId: string,
  input: GroupSettingsInput,
) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const access = await findClassAccess(trx, teacherId, classId);
    const saved = await writeGroupSettings(trx, access.class.id, input);
    await recordActivity(trx, access.class.id, teacherActor(access, teacherId), "groups.changed");
    return saved;
  });
}
