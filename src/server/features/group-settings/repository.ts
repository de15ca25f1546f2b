import {
  DEFAULT_GROUP_SETTINGS,
  type GroupSettingsDto,
  type GroupSettingsInput,
  groupSettingsInput,
} from "#src/domain/schemas/group-settings";
import { type Db, nowIso } from "../repository-kit";

/** The stored choices checked again; a class that never chose (or a row that no longer passes) reads as the defaults. */
function storedSettings(text: string | undefined): GroupSettingsInput {
  if (text === undefined) return DEFAULT_GROUP_SETTINGS;
  try {
    const stored = groupSettingsInput.safeParse(JSON.parse(text));
    return stored.success ? stored.data : DEFAULT_GROUP_SETTINGS;
  } catch {
    return DEFAULT_GROUP_SETTINGS;
  }
}

export async function readGroupSettings(db: Db, classId: string): Promise<GroupSettingsDto> {
  const row = await db
    .selectFrom("group_settings")
    .select("settings")
    .where("class_id", "=", classId)
    .executeTakeFirst();
  return { class_id: classId, ...storedSettings(row?.settings) };
}

/** Inside the teacher's transaction: the row is read and written under the teacher's lock. */
export async function writeGroupSettings(
  trx: Db,
  classId: string,
  settings: GroupSettingsInput,
): Promise<GroupSettingsDto> {
  const at = nowIso();
  const text = JSON.stringify(settings);
  await trx
    .insertInto("group_settings")
    .values({ class_id: classId, settings: text, updated_at: at })
    .onConflict((oc) => oc.column("class_id").doUpdateSet({ settings: text, updated_at: at }))
    .execute();
  return { class_id: classId, ...settings };
}
