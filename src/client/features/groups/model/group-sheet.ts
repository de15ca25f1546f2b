import { t } from "@lingui/core/macro";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import type { GroupingMethod } from "#src/domain/grouping/groups";
import {
  ATTRIBUTE_NAMES,
  type AttributeDefinition,
  type AttributeName,
  type AttributeSet,
  type AttributeSettingInput,
  effectiveAttributes,
  isAttributeName,
  type StudentAttributes,
} from "#src/domain/students/attributes";
import type { GroupScore } from "./group-score";

/**
 * The last generated groups: shown again when the teacher comes back to the Groups screen, and
 * printed by the group sheet. Kept in sessionStorage (this tab only; sign-out clears it), with
 * the attribute definitions of the moment so the sheet prints without any request.
 */
export type SheetStudent = StudentAttributes & { id: string; name: string };
export type GroupSheet = {
  classId: string;
  className: string;
  createdAt: string;
  method: GroupingMethod;
  balanceOn: readonly AttributeName[];
  groups: SheetStudent[][];
  attributes: AttributeSet;
  score: GroupScore;
  /** Group by Same Categories: the category grouped by (Regenerate groups by it again). */
  category?: AttributeName;
  /** Ids of pinned students (Regenerate keeps each in its group). */
  pinned?: readonly string[];
  /** Pairs of student ids who were group mates in the past groupings weighed. */
  repeatedPairs?: readonly (readonly [string, string])[];
  /** How many past saved groupings New partners avoided (0 or absent: off). */
  partnerRounds?: number;
  /**
   * The saved grouping this sheet shows, when it was opened from the list; `changed`
   * once a student was moved by hand since (the sheet no longer is what was saved).
   */
  saved?: { id: string; name: string; changed?: boolean };
};

/** The saved grouping's name as the sheet shows it: "Groups, Tuesday 24 November (changed)". */
export function savedName(saved: NonNullable<GroupSheet["saved"]>): string {
  const name = saved.name;
  return saved.changed ? t`${name} (changed)` : name;
}

export const LAST_GROUPS_KEY = `${PRODUCT_NAME.toLowerCase()}.lastGroups`;

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** The attributes students may see (show_to_students on), in attribute order (docs/product.md#attributes). */
export function studentFacing(attributes: AttributeSet): AttributeDefinition[] {
  return ATTRIBUTE_NAMES.map((name) => attributes[name]).filter((def) => def.showToStudents);
}

/** Only the fields the sheet needs (not the whole API record). */
export function sheetStudent(s: SheetStudent): SheetStudent {
  return {
    id: s.id,
    name: s.name,
    number: s.number,
    color: s.color,
    element: s.element,
    shape: s.shape,
  };
}

function toSettings(attributes: AttributeSet): AttributeSettingInput[] {
  return ATTRIBUTE_NAMES.map((name) => ({
    attribute_name: name,
    display_name: attributes[name].displayName,
    description: attributes[name].description,
    options: [...attributes[name].options],
    show_to_students: attributes[name].showToStudents,
    // The teacher's swatches travel with the sheet to its print and present views.
    ...(attributes[name].optionColors
      ? { option_colors: { ...attributes[name].optionColors } }
      : {}),
  }));
}

/** The sheet as JSON text (attributes as settings, rebuilt and checked when read). */
export function serializeGroupSheet(sheet: GroupSheet): string {
  return JSON.stringify({ ...sheet, attributes: toSettings(sheet.attributes) });
}

export function saveGroupSheet(storage: StorageLike | undefined, sheet: GroupSheet): void {
  try {
    storage?.setItem(LAST_GROUPS_KEY, serializeGroupSheet(sheet));
  } catch {
    // Storage full or unavailable: the groups still show; only printing after a reload is lost.
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const text = (v: unknown) => typeof v === "string";
const textOrNull = (v: unknown) => v === null || typeof v === "string";
const isMethod = (v: unknown): v is GroupingMethod =>
  v === "random" || v === "same-category" || v === "diverse" || v === "balanced";

function isStudent(v: unknown): v is SheetStudent {
  return (
    isRecord(v) &&
    text(v.id) &&
    text(v.name) &&
    (v.number === null || Number.isInteger(v.number)) &&
    textOrNull(v.color) &&
    textOrNull(v.element) &&
    textOrNull(v.shape)
  );
}

function isSetting(v: unknown): v is AttributeSettingInput {
  return (
    isRecord(v) &&
    isAttributeName(v.attribute_name) &&
    textOrNull(v.display_name) &&
    textOrNull(v.description) &&
    Array.isArray(v.options) &&
    v.options.every(text) &&
    typeof v.show_to_students === "boolean"
  );
}

function isScore(v: unknown): v is GroupScore {
  return (
    isRecord(v) &&
    typeof v.score === "number" &&
    typeof v.lowerBound === "number" &&
    typeof v.exact === "boolean"
  );
}

const isPair = (v: unknown): v is [string, string] =>
  Array.isArray(v) && v.length === 2 && text(v[0]) && text(v[1]);

/** The optional fields of pins, New partners and saved groupings, kept when well formed and dropped otherwise. */
function extras(value: Record<string, unknown>): Partial<GroupSheet> {
  const out: Partial<GroupSheet> = {};
  const { pinned, repeatedPairs, partnerRounds, saved, category } = value;
  if (isAttributeName(category)) out.category = category;
  if (Array.isArray(pinned) && pinned.every(text)) out.pinned = pinned as string[];
  if (Array.isArray(repeatedPairs) && repeatedPairs.every(isPair)) {
    out.repeatedPairs = repeatedPairs as [string, string][];
  }
  if (Number.isInteger(partnerRounds)) out.partnerRounds = partnerRounds as number;
  if (isRecord(saved) && text(saved.id) && text(saved.name)) {
    out.saved = { id: saved.id as string, name: saved.name as string };
    if (saved.changed === true) out.saved.changed = true;
  }
  return out;
}

/** A stored sheet checked field by field; null when anything is off. */
export function parseGroupSheet(value: unknown): GroupSheet | null {
  if (!isRecord(value)) return null;
  const { classId, className, createdAt, method, balanceOn, groups, attributes, score } = value;
  if (!text(classId) || !text(className) || !text(createdAt) || !isMethod(method)) return null;
  if (!Array.isArray(balanceOn) || !balanceOn.every(isAttributeName)) return null;
  if (!Array.isArray(groups) || !groups.every((g) => Array.isArray(g) && g.every(isStudent))) {
    return null;
  }
  if (!Array.isArray(attributes) || !attributes.every(isSetting) || !isScore(score)) return null;
  return {
    classId: classId as string,
    className: className as string,
    createdAt: createdAt as string,
    method,
    balanceOn,
    groups: (groups as SheetStudent[][]).map((g) => g.map(sheetStudent)),
    attributes: effectiveAttributes(attributes),
    score,
    ...extras(value),
  };
}

/** A sheet from JSON text (storage or router state); null when missing or malformed. */
export function readGroupSheet(raw: unknown): GroupSheet | null {
  if (typeof raw !== "string" || raw === "") return null;
  try {
    return parseGroupSheet(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function loadGroupSheet(storage: Pick<Storage, "getItem"> | undefined): GroupSheet | null {
  try {
    return readGroupSheet(storage?.getItem(LAST_GROUPS_KEY));
  } catch {
    return null;
  }
}

export const browserSession = (): Storage | undefined => {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};
