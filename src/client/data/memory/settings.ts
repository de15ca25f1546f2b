import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { sayAll } from "#src/domain/grouping/said";
import { id, SETTING_CONFLICT } from "#src/domain/schemas/common";
import {
  preferenceInput,
  type SettingDto,
  type SettingEffect,
  type SettingInput,
  settingInput,
} from "#src/domain/schemas/settings";
import { attributeMismatchMessage } from "#src/domain/students/attribute-messages";
import { type AttributeName, effectiveAttribute } from "#src/domain/students/attributes";
import {
  type OptionEditResult,
  planOptionChange,
  resetOptions,
  type StudentRecord,
} from "#src/domain/students/option-changes";
import { nextOptionColors } from "#src/domain/students/option-colors";
import { optionProblemMessage } from "#src/domain/students/option-messages";
import {
  type OptionProblem,
  optionProblems,
  optionProblemText,
} from "#src/domain/students/option-rules";
import type { DataSource } from "../source";
import { assertVersion, httpError, type MemoryStore, notFound, parse, touchClass } from "./store";

type SettingOps = Pick<
  DataSource,
  | "listSettings"
  | "listClassSettings"
  | "saveSetting"
  | "updateSetting"
  | "deleteSetting"
  | "listPreferences"
  | "savePreference"
  | "sendFeedback"
>;

type Effect = Omit<SettingEffect, "setting">;

/** The option rules' problems: the error in the teacher's language, the details in English. */
export const optionsError = (problems: readonly OptionProblem[]) =>
  httpError(400, {
    error: problems.map((problem) => i18n._(optionProblemMessage(problem))).join("; "),
    details: problems.map((problem) => ({
      field: "body.options",
      message: optionProblemText(problem),
    })),
  });

/** The demo's answer to feedback: nothing leaves the page, so it asks to sign up instead. */
export const demoFeedbackError = () =>
  t`Sign up to send feedback. The demo sends nothing to the server.`;

/**
 * Teacher settings (docs/product.md#attributes) with their effects on every student, preferences, and feedback.
 * Option changes are planned by the domain over all of the teacher's students, as the server.
 */
export function settingOps(store: MemoryStore): SettingOps {
  const findSetting = (settingId: string) => {
    parse(z.object({ id }), { id: settingId }, "params");
    for (const setting of store.settings.values()) if (setting.id === settingId) return setting;
    throw notFound(t`Setting not found`);
  };

  /** Applies a plan over all students: values move or clear, their classes are touched. */
  const changeStudents = (
    name: AttributeName,
    plan: (students: StudentRecord[]) => OptionEditResult,
  ): { options: string[]; effect: Effect } => {
    const result = plan([...store.students.values()]);
    if (!result.ok) throw optionsError(result.problems);
    const now = store.now();
    const effect: Effect = { studentsChanged: 0, studentsCleared: 0 };
    for (const change of result.changes) {
      const student = store.students.get(change.id);
      if (!student) continue;
      store.students.set(change.id, {
        ...student,
        [name]: change.to,
        updated_at: now,
        version: student.version + 1,
      });
      touchClass(store, student.class_id, now);
      if (change.to === null) effect.studentsCleared++;
      else effect.studentsChanged++;
    }
    return { options: result.options, effect };
  };

  const save = (input: SettingInput, settingId?: string, ifMatch?: number, createOnly = false) => {
    // As the HTTP source: the body always names the teacher themself.
    const body = parse(settingInput, { ...input, user_id: store.userId });
    const problems = optionProblems(body.options);
    if (problems.length > 0) throw optionsError(problems);
    const name = body.attribute_name;
    if (name !== "color" && Object.keys(body.option_colors ?? {}).length > 0) {
      throw httpError(400, {
        error: t`Only the colour attribute's options have colours`,
        details: [{ field: "body.option_colors", message: "only for color" }],
      });
    }
    const current = settingId === undefined ? store.settings.get(name) : findSetting(settingId);
    if (current && createOnly) {
      throw httpError(409, { error: SETTING_CONFLICT, current: copySetting(current) }, "stale");
    }
    if (current) assertVersion(current, ifMatch, SETTING_CONFLICT, copySetting);
    if (current && current.attribute_name !== name) {
      const message = attributeMismatchMessage(current.attribute_name, name);
      throw httpError(400, {
        error: sayAll((part) => i18n._(part), message),
        details: [{ field: "body.attribute_name", message: "cannot change" }],
      });
    }
    const oldOptions = effectiveAttribute(name, current).options;
    const renames = Object.fromEntries(
      (body.renames ?? []).map((r) => [r.from.trim(), r.to.trim()]),
    );
    const { options, effect } = changeStudents(name, (students) =>
      planOptionChange(name, oldOptions, body.options, students, renames),
    );
    const now = store.now();
    const setting: SettingDto = {
      id: current?.id ?? store.newId("setting"),
      user_id: store.userId,
      attribute_name: name,
      display_name: body.display_name,
      description: body.description,
      options,
      show_to_students: body.show_to_students,
      option_colors:
        name === "color"
          ? nextOptionColors(options, body.option_colors, current?.option_colors, renames)
          : {},
      created_at: current?.created_at ?? now,
      updated_at: now,
      version: (current?.version ?? 0) + 1,
    };
    store.settings.set(name, setting);
    return { setting: copySetting(setting), effect };
  };

  // Attribute order (number, color, element, shape), as the server lists them.
  const listAll = async () =>
    (["number", "color", "element", "shape"] as const).flatMap((name) => {
      const setting = store.settings.get(name);
      return setting ? [copySetting(setting)] : [];
    });

  return {
    listSettings: listAll,
    // The demo teacher owns every class: a class's settings are theirs.
    listClassSettings: listAll,

    async saveSetting(input, options = {}) {
      return save(input, undefined, undefined, options.createOnly).setting;
    },

    async updateSetting(settingId, input, options = {}) {
      const { setting, effect } = save(input, settingId, options.ifMatch);
      return { setting, ...effect };
    },

    async deleteSetting(settingId) {
      const current = findSetting(settingId);
      const name = current.attribute_name;
      const { effect } = changeStudents(name, (students) =>
        resetOptions(name, effectiveAttribute(name, current).options, students),
      );
      store.settings.delete(name);
      return { setting: null, ...effect };
    },

    async listPreferences() {
      return [...store.preferences.values()]
        .sort((a, b) => a.preference_key.localeCompare(b.preference_key))
        .map((p) => ({ ...p }));
    },

    async savePreference(input) {
      const body = parse(preferenceInput, { ...input, user_id: store.userId });
      const preference = {
        user_id: store.userId,
        preference_key: body.preference_key,
        preference_value: body.preference_value,
        updated_at: store.now(),
      };
      store.preferences.set(body.preference_key, preference);
      return { ...preference };
    },

    async sendFeedback() {
      throw httpError(401, { error: demoFeedbackError() });
    },
  };
}

const copySetting = (s: SettingDto): SettingDto => ({
  ...s,
  options: [...s.options],
  option_colors: { ...s.option_colors },
});
