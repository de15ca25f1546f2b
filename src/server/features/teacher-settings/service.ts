import { msg } from "@lingui/core/macro";
import type { z } from "zod";
import type { settingInput } from "#src/domain/schemas/settings";
import { attributeMismatchMessage } from "#src/domain/students/attribute-messages";
import {
  type AttributeName,
  effectiveAttribute,
  isAttributeName,
} from "#src/domain/students/attributes";
import { planOptionChange, resetOptions } from "#src/domain/students/option-changes";
import { nextOptionColors } from "#src/domain/students/option-colors";
import { optionProblems } from "#src/domain/students/option-rules";
import type { Database } from "#src/server/db/connect";
import { HttpError, notFound } from "#src/server/errors";
import { teacherTransaction } from "../locks";
import { nowIso } from "../repository-kit";
import {
  deleteSettingRow,
  findSetting,
  findSettingByAttribute,
  type SettingRow,
  toSettingDto,
  upsertSetting,
} from "./repository";
import { changeStudentValues, optionsError, type StudentEffect } from "./student-effects";

export type ParsedSetting = z.output<typeof settingInput>;

/** The options a stored setting stands for (the defaults when there is none). */
function currentOptions(name: AttributeName, row: SettingRow | undefined): readonly string[] {
  return effectiveAttribute(name, row ? toSettingDto(row) : null).options;
}

function renameMap(input: ParsedSetting): Record<string, string> {
  return Object.fromEntries((input.renames ?? []).map((r) => [r.from.trim(), r.to.trim()]));
}

/**
 * Creates or updates the teacher's setting for one attribute and, in the same transaction,
 * carries the students along (docs/product.md#attributes): renamed options keep their students, removed ones are
 * cleared, number positions follow their labels (and their versions move on). `id` given (PUT):
 * that setting must be the teacher's (404 otherwise) and keep its attribute; with `ifMatch` it
 * must still have one of those versions, else nothing changes and the answer is the setting as
 * stored (`conflict`). The teacher's row lock makes the check and the write one step.
 */
export async function saveSetting(
  database: Database,
  teacherId: string,
  input: ParsedSetting,
  id?: string,
  ifMatch: number[] | null = null,
  /** `If-None-Match: *`: a setting already stored for the attribute is a conflict. */
  createOnly = false,
): Promise<{ row: SettingRow; effect: StudentEffect; conflict?: true }> {
  const problems = optionProblems(input.options);
  if (problems.length > 0) throw optionsError(problems);
  const name = input.attribute_name;
  if (name !== "color" && Object.keys(input.option_colors ?? {}).length > 0) {
    throw new HttpError(400, msg`Only the colour attribute's options have colours`, [
      { field: "body.option_colors", message: "only for color" },
    ]);
  }
  return teacherTransaction(database, teacherId, async (trx) => {
    let current: SettingRow | undefined;
    if (id === undefined) {
      current = await findSettingByAttribute(trx, teacherId, name);
      if (current && createOnly) {
        return { row: current, effect: { studentsChanged: 0, studentsCleared: 0 }, conflict: true };
      }
    } else {
      current = await findSetting(trx, teacherId, id);
      if (!current) throw notFound(msg`Setting not found`);
      if (ifMatch && !ifMatch.includes(current.version)) {
        return { row: current, effect: { studentsChanged: 0, studentsCleared: 0 }, conflict: true };
      }
      if (current.attribute_name !== name) {
        const stored = current.attribute_name;
        throw new HttpError(400, attributeMismatchMessage(stored, name), [
          { field: "body.attribute_name", message: "cannot change" },
        ]);
      }
    }
    const oldOptions = currentOptions(name, current);
    const now = nowIso();
    const renames = renameMap(input);
    const { options, effect } = await changeStudentValues(
      trx,
      teacherId,
      name,
      (students) => planOptionChange(name, oldOptions, input.options, students, renames),
      now,
    );
    const row = await upsertSetting(
      trx,
      teacherId,
      {
        attribute_name: name,
        display_name: input.display_name,
        description: input.description,
        options,
        show_to_students: input.show_to_students,
        option_colors:
          name === "color"
            ? nextOptionColors(
                options,
                input.option_colors,
                current ? toSettingDto(current).option_colors : null,
                renames,
              )
            : {},
      },
      now,
    );
    return { row, effect };
  });
}

/**
 * DELETE: the attribute goes back to its defaults (docs/product.md#attributes). Students whose values do not exist among
 * the defaults are cleared (text by label, number by position), in the same transaction.
 */
export async function resetSetting(
  database: Database,
  teacherId: string,
  id: string,
): Promise<StudentEffect> {
  return teacherTransaction(database, teacherId, async (trx) => {
    const current = await findSetting(trx, teacherId, id);
    if (!current) throw notFound(msg`Setting not found`);
    const name = current.attribute_name;
    let effect: StudentEffect = { studentsChanged: 0, studentsCleared: 0 };
    if (isAttributeName(name)) {
      const oldOptions = currentOptions(name, current);
      ({ effect } = await changeStudentValues(
        trx,
        teacherId,
        name,
        (students) => resetOptions(name, oldOptions, students),
        nowIso(),
      ));
    }
    await deleteSettingRow(trx, teacherId, id);
    return effect;
  });
}
