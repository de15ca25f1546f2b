import {
  type PickModeValue,
  pickMode,
  type WheelSettingsDto,
} from "../../../domain/schemas/attendance";
import { type Db, nowIso } from "../repository-kit";

export async function readWheelSettings(db: Db, classId: string): Promise<WheelSettingsDto> {
  const row = await db
    .selectFrom("wheel_settings")
    .select("pick_mode")
    .where("class_id", "=", classId)
    .executeTakeFirst();
  const stored = pickMode.safeParse(row?.pick_mode);
  return { class_id: classId, pick_mode: stored.success ? stored.data : "equal" };
}

/** Inside the teacher's transaction: the row is read and written under the teacher's lock. */
export async function writeWheelSettings(
  trx: Db,
  classId: string,
  mode: PickModeValue,
): Promise<WheelSettingsDto> {
  const at = nowIso();
  await trx
    .insertInto("wheel_settings")
    .values({ class_id: classId, pick_mode: mode, updated_at: at })
    .onConflict((oc) => oc.column("class_id").doUpdateSet({ pick_mode: mode, updated_at: at }))
    .execute();
  return { class_id: classId, pick_mode: mode };
}
