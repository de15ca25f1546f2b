import type { z } from "zod";
import type { wheelSettingsInput } from "#src/domain/schemas/attendance";
import type { Database } from "#src/server/db/connect";
import { recordActivity, teacherActor } from "../activity";
import { findClassAccess } from "../class-access";
import { teacherTransaction } from "../locks";
import { writeWheelSettings } from "./repository";

/**
 * Sets a class's picking mode, spin length or both under the teacher's lock (404 for another's
 * class); a value left out keeps what is stored.
 */
export function saveWheelSettings(
  database: Database,
  teacherId: string,
  classId: string,
  input: z.output<typeof wheelSettingsInput>,
) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const access = await findClassAccess(trx, teacherId, classId);
    const { pick_mode, spin_seconds } = input;
    const saved = await writeWheelSettings(trx, access.class.id, {
      ...(pick_mode === undefined ? {} : { pick_mode }),
      ...(spin_seconds === undefined ? {} : { spin_seconds }),
    });
    await recordActivity(trx, access.class.id, teacherActor(access, teacherId), "wheel.changed");
    return saved;
  });
}
