import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { isolate, listSeparator } from "#src/client/i18n/format";
/**
 * An attribute editor's draft (docs/product.md#attributes attribute editor, docs/product.md#attributes), pure so it is unit-tested. Options
 * keep the label they started with, so an option edited in place is sent as a rename (its
 * students are carried along) and a removed one clears its students' values.
 */

import type { SettingInput } from "#src/domain/schemas/settings";
import type { AttributeDefinition, AttributeName } from "#src/domain/students/attributes";
import { optionProblemMessage } from "#src/domain/students/option-messages";
import { normalizeOptions, optionProblems } from "#src/domain/students/option-rules";

export interface OptionItem {
  key: number;
  /** The saved label this option started as; null for an option added in this edit. */
  original: string | null;
  value: string;
  /** The swatch chosen for it ("#rrggbb"); null: the colour of its name (colour attribute). */
  color: string | null;
}

export interface SettingDraft {
  displayName: string;
  description: string;
  showToStudents: boolean;
  items: OptionItem[];
  nextKey: number;
  /** Whether the stored setting had swatches (a save then sends them, even none left). */
  hadColors: boolean;
}

export type DraftAction =
  | { type: "displayName"; value: string }
  | { type: "description"; value: string }
  | { type: "showToStudents"; value: boolean }
  | { type: "addOption" }
  | { type: "changeOption"; key: number; value: string }
  | { type: "removeOption"; key: number }
  | { type: "moveOption"; key: number; offset: -1 | 1 }
  | { type: "colorOption"; key: number; color: string | null }
  /** Reload after a conflict: the definition as stored now replaces the draft. */
  | { type: "load"; definition: AttributeDefinition };

export const displayNameRequired = () => t`Display name is required`;

/** `firstKey`: the first option key, so a reloaded draft reuses none of the keys it replaces. */
export function draftFrom(definition: AttributeDefinition, firstKey = 0): SettingDraft {
  const colors = definition.optionColors ?? {};
  return {
    displayName: definition.displayName,
    description: definition.description ?? "",
    showToStudents: definition.showToStudents,
    items: definition.options.map((option, index) => ({
      key: firstKey + index,
      original: option,
      value: option,
      color: Object.hasOwn(colors, option) ? (colors[option] ?? null) : null,
    })),
    nextKey: firstKey + definition.options.length,
    hadColors: Object.keys(colors).length > 0,
  };
}

export function draftReducer(draft: SettingDraft, action: DraftAction): SettingDraft {
  switch (action.type) {
    case "displayName":
      return { ...draft, displayName: action.value };
    case "description":
      return { ...draft, description: action.value };
    case "showToStudents":
      return { ...draft, showToStudents: action.value };
    case "addOption":
      return {
        ...draft,
        items: [...draft.items, { key: draft.nextKey, original: null, value: "", color: null }],
        nextKey: draft.nextKey + 1,
      };
    case "changeOption":
      return {
        ...draft,
        items: draft.items.map((item) =>
          item.key === action.key ? { ...item, value: action.value } : item,
        ),
      };
    case "colorOption":
      return {
        ...draft,
        items: draft.items.map((item) =>
          item.key === action.key ? { ...item, color: action.color } : item,
        ),
      };
    case "removeOption":
      return { ...draft, items: draft.items.filter((item) => item.key !== action.key) };
    case "moveOption": {
      const from = draft.items.findIndex((item) => item.key === action.key);
      const to = from + action.offset;
      if (from < 0 || to < 0 || to >= draft.items.length) return draft;
      const items = [...draft.items];
      const [moved] = items.splice(from, 1);
      if (moved) items.splice(to, 0, moved);
      return { ...draft, items };
    }
    case "load":
      return draftFrom(action.definition, draft.nextKey);
  }
}

export function draftOptions(draft: SettingDraft): string[] {
  return normalizeOptions(draft.items.map((item) => item.value));
}

/** Options edited in place: `{ from: old label, to: new label }`. */
export function draftRenames(draft: SettingDraft): { from: string; to: string }[] {
  const renames: { from: string; to: string }[] = [];
  for (const item of draft.items) {
    const to = item.value.trim();
    if (item.original !== null && to !== "" && to !== item.original) {
      renames.push({ from: item.original, to });
    }
  }
  return renames;
}

/**
 * The stored options a save of the draft would remove (neither kept nor renamed), for a draft
 * kept over a change made elsewhere (Keep my changes): an option that change added or renamed
 * to is not in the draft, and its students would lose their value.
 */
export function optionsDroppedBy(draft: SettingDraft, stored: readonly string[]): string[] {
  const kept = new Set(draftOptions(draft));
  const renamed = new Set(draftRenames(draft).map((r) => r.from));
  return stored.filter((option) => !kept.has(option) && !renamed.has(option));
}

/** What Keep my changes will remove, said before the save (empty when nothing). */
export function droppedWarning(dropped: readonly string[]): string {
  if (dropped.length === 0) return "";
  const options = dropped.map((name) => isolate(name)).join(listSeparator());
  // Which sentence, not a count shown: one option is "it", several are "them".
  return dropped.length === 1
    ? t`Saving your version removes the option ${options}. Students who have it will lose that value.`
    : t`Saving your version removes the options ${options}. Students who have them will lose that value.`;
}

/** Every rule the draft breaks (empty when it can be saved). */
export function draftErrors(draft: SettingDraft): string[] {
  const errors = draft.displayName.trim() === "" ? [displayNameRequired()] : [];
  const problems = optionProblems(draftOptions(draft));
  return [...errors, ...problems.map((problem) => i18n._(optionProblemMessage(problem)))];
}

/** A removed option that existed before this edit may be held by students: confirm first. */
export function removalNeedsConfirm(item: OptionItem): boolean {
  return item.original !== null;
}

/** Whether the draft would save something other than `from` (what the form opened with). */
export function draftChanged(
  name: AttributeName,
  draft: SettingDraft,
  from: AttributeDefinition,
): boolean {
  return (
    JSON.stringify(draftInput(name, draft)) !== JSON.stringify(draftInput(name, draftFrom(from)))
  );
}

/** The chosen swatches by option label (the colour attribute's; docs/decisions/0044-option-colours.md). */
export function draftColors(draft: SettingDraft): Record<string, string> {
  const colors: Record<string, string> = {};
  for (const item of draft.items) {
    const label = item.value.trim();
    if (item.color !== null && label !== "") colors[label] = item.color;
  }
  return colors;
}

/**
 * The body of POST or PUT /api/teacher-settings. The colour attribute sends its swatches once it
 * has any (or had, so that going back to colours by name clears them).
 */
export function draftInput(name: AttributeName, draft: SettingDraft): SettingInput {
  const renames = draftRenames(draft);
  const colors = name === "color" ? draftColors(draft) : {};
  const sendColors = name === "color" && (draft.hadColors || Object.keys(colors).length > 0);
  return {
    attribute_name: name,
    display_name: draft.displayName.trim(),
    description: draft.description.trim() || null,
    options: draftOptions(draft),
    show_to_students: draft.showToStudents,
    ...(renames.length > 0 ? { renames } : {}),
    ...(sendColors ? { option_colors: colors } : {}),
  };
}
