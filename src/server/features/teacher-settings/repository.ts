import { type Selectable, sql } from "kysely";
import type { SettingDto } from "#src/domain/schemas/settings";
import { ATTRIBUTE_NAMES, type AttributeName } from "#src/domain/students/attributes";
import { isHexColor } from "#src/domain/students/option-colors";
import type { TeacherSettingTable } from "#src/server/db/schema";
import { type Db, newId } from "../repository-kit";

export type SettingRow = Selectable<TeacherSettingTable>;

/** A setting as written: options already trimmed and checked (docs/product.md#attributes). */
export interface SettingValues {
  attribute_name: AttributeName;
  display_name: string;
  description: string | null;
  options: string[];
  show_to_students: boolean;
  option_colors: Record<string, string>;
}

/** The stored swatches: a JSON object of "#rrggbb" by option; anything else reads as none. */
function readColors(text: string | null | undefined): Record<string, string> {
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, color]) => isHexColor(color)));
}

/** Stored row -> API shape: options parsed from JSON text, show_to_students 0/1 -> boolean. */
export function toSettingDto(row: SettingRow): SettingDto {
  const parsed: unknown = JSON.parse(row.options);
  return {
    id: row.id,
    user_id: row.user_id,
    attribute_name: row.attribute_name as AttributeName,
    display_name: row.display_name,
    description: row.description,
    options: Array.isArray(parsed) ? parsed.map(String) : [],
    show_to_students: row.show_to_students === 1,
    option_colors: readColors(row.option_colors),
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  };
}

/** The teacher's settings, in attribute order (number, color, element, shape). */
export async function listSettings(db: Db, teacherId: string): Promise<SettingRow[]> {
  const rows = await db
    .selectFrom("teacher_settings")
    .selectAll()
    .where("user_id", "=", teacherId)
    .execute();
  const order = (row: SettingRow) =>
    (ATTRIBUTE_NAMES as readonly string[]).indexOf(row.attribute_name);
  return rows.sort((a, b) => order(a) - order(b));
}

/** The teacher's setting with this id; undefined for none or another teacher's. */
export function findSetting(db: Db, teacherId: string, id: string) {
  return db
    .selectFrom("teacher_settings")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", teacherId)
    .executeTakeFirst();
}

export function findSettingByAttribute(db: Db, teacherId: string, name: AttributeName) {
  return db
    .selectFrom("teacher_settings")
    .selectAll()
    .where("user_id", "=", teacherId)
    .where("attribute_name", "=", name)
    .executeTakeFirst();
}

/** Insert or update the teacher's one setting for the attribute (never a duplicate). */
export async function upsertSetting(
  db: Db,
  teacherId: string,
  values: SettingValues,
  now: string,
): Promise<SettingRow> {
  const changes = {
    display_name: values.display_name,
    description: values.description,
    options: JSON.stringify(values.options),
    show_to_students: values.show_to_students ? 1 : 0,
    option_colors: JSON.stringify(values.option_colors),
    updated_at: now,
  };
  return db
    .insertInto("teacher_settings")
    .values({
      id: newId(),
      user_id: teacherId,
      attribute_name: values.attribute_name,
      created_at: now,
      ...changes,
    })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "attribute_name"])
        .doUpdateSet({ ...changes, version: sql<number>`"teacher_settings"."version" + 1` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSettingRow(db: Db, teacherId: string, id: string): Promise<void> {
  await db
    .deleteFrom("teacher_settings")
    .where("id", "=", id)
    .where("user_id", "=", teacherId)
    .execute();
}
