import {
  type PickModeValue,
  pickMode,
  spinSeconds,
  type WheelSettingsDto,
} from "#src/domain/schemas/attendance";

import { type Db, nowIso } from "../repository-kit";

type Row = { pick_mode: string; spin_seconds: number | null } | undefined;

function settingsOf(classId: string, row: Row): WheelSettingsDto {
  const mode = pickMode.safeParse(row?.pick_mode);
  const seconds = spinSeconds.safeParse(row?.spin_seconds ?? null);
  return {
    class_id: classId,
    pick_mode: mode.success ? mode.data : "equal",
    spin_seconds: seconds.success ? seconds.data : null,
  };
}

export async function readWheelSettings(db: Db, classId: string): Promise<WheelSettingsDto> {
  const row = await db
    .selectFrom("wheel_settings")
    .select(["pick_mode", "spin_seconds"])
    .where("class_id", "=", classId)
    .executeTakeFirst();
  return settingsOf(classId, row);
}

/** What a PUT changes: the settings it names; the others stay as stored. */
export type WheelSettingsChange = { pick_mode?: PickModeValue; spin_seconds?: number | null };

/** Inside the teacher's transaction: the row is read and written under the teacher's lock. */
export async function writeWheelSettings(
  trx: Db,
  classId: string,
  change: WheelSettingsChange,
): Promise<WheelSettingsDto> {
  const at = nowIso();
  const set = { ...change, updated_at: at };
  await trx
    .insertInto("wheel_settings")
    .values({
      class_id: classId,
      pick_mode: change.pick_mode ?? "equal",
      spin_seconds: change.spin_seconds ?? null,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("class_id").doUpdateSet(set))
    .execute();
  return readWheelSettings(trx, classId);
}
