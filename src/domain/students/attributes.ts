/**
 * The four student attributes, their defaults (docs/product.md#data) and a teacher's overrides merged into
 * one effective definition (docs/product.md#attributes).
 *
 * Values: `number` holds an integer 1..N where N is the number attribute's option count; its
 * options are only the labels shown for those positions (option k-1 labels value k). The other
 * three hold one of their option strings exactly (case-sensitive). Any attribute may be null.
 */
import { keepOptionColors, type OptionColors } from "./option-colors";
import { normalizeOptions, validateOptions } from "./option-rules";

export const ATTRIBUTE_NAMES = ["number", "color", "element", "shape"] as const;
export type AttributeName = (typeof ATTRIBUTE_NAMES)[number];

export type AttributeValue = number | string | null;

export interface StudentAttributes {
  number: number | null;
  color: string | null;
  element: string | null;
  shape: string | null;
}

export interface AttributeDefinition {
  name: AttributeName;
  displayName: string;
  description: string | null;
  options: readonly string[];
  showToStudents: boolean;
  /**
   * The swatches the teacher chose, by option (colour attribute only; docs/decisions/0044-option-colours.md).
   * Absent or missing for an option: its colour comes from its name (domain `optionColor`).
   */
  optionColors?: OptionColors;
}

/** The four effective definitions of one teacher, by attribute name. */
export type AttributeSet = Readonly<Record<AttributeName, AttributeDefinition>>;

/** A teacher setting as stored and sent by the API (docs/product.md#data, docs/product.md#api). Missing fields mean default. */
export interface AttributeSettingInput {
  attribute_name: string;
  display_name?: string | null;
  description?: string | null;
  options?: readonly string[] | null;
  show_to_students?: boolean | null;
  option_colors?: Readonly<Record<string, string>> | null;
}

/** The fixed names of the attributes, also the CSV column labels used in messages. */
export const ATTRIBUTE_LABELS: Readonly<Record<AttributeName, string>> = {
  number: "Number",
  color: "Color",
  element: "Element",
  shape: "Shape",
};

export const DEFAULT_OPTIONS: Readonly<Record<AttributeName, readonly string[]>> = {
  number: ["1", "2", "3", "4"],
  color: ["Red", "Yellow", "Green", "Purple"],
  element: ["Fire", "Water", "Earth", "Air"],
  shape: ["Square", "Circle", "Triangle", "Diamond"],
};

/** What a roster shows for a missing value. */
export const NOT_AVAILABLE = "N/A";

function defaultDefinition(name: AttributeName): AttributeDefinition {
  return {
    name,
    displayName: ATTRIBUTE_LABELS[name],
    description: null,
    options: DEFAULT_OPTIONS[name],
    showToStudents: true,
  };
}

export const DEFAULT_ATTRIBUTES: AttributeSet = {
  number: defaultDefinition("number"),
  color: defaultDefinition("color"),
  element: defaultDefinition("element"),
  shape: defaultDefinition("shape"),
};

export function isAttributeName(value: unknown): value is AttributeName {
  return typeof value === "string" && (ATTRIBUTE_NAMES as readonly string[]).includes(value);
}

/**
 * One attribute's effective definition: the teacher's setting over the defaults. A blank display
 * name falls back to the default; a blank description becomes null; options are trimmed and used
 * only when they pass the docs/product.md#attributes rules (the server rejects invalid ones on write, so a fallback to the
 * defaults only guards against bad stored data).
 */
export function effectiveAttribute(
  name: AttributeName,
  setting?: AttributeSettingInput | null,
): AttributeDefinition {
  const base = defaultDefinition(name);
  if (!setting) return base;
  const displayName = setting.display_name?.trim();
  const description = setting.description?.trim();
  const options = setting.options ? normalizeOptions(setting.options) : null;
  const effective = options && validateOptions(options).length === 0 ? options : base.options;
  const colors = name === "color" ? keepOptionColors(effective, setting.option_colors) : {};
  return {
    name,
    displayName: displayName ? displayName : base.displayName,
    description: description ? description : null,
    options: effective,
    showToStudents: setting.show_to_students ?? true,
    ...(Object.keys(colors).length > 0 ? { optionColors: colors } : {}),
  };
}

/** All four effective definitions from a teacher's settings (unknown attribute names ignored). */
export function effectiveAttributes(settings: readonly AttributeSettingInput[] = []): AttributeSet {
  const byName = new Map<string, AttributeSettingInput>();
  for (const setting of settings) byName.set(setting.attribute_name, setting);
  return {
    number: effectiveAttribute("number", byName.get("number")),
    color: effectiveAttribute("color", byName.get("color")),
    element: effectiveAttribute("element", byName.get("element")),
    shape: effectiveAttribute("shape", byName.get("shape")),
  };
}

/**
 * An attribute's name inside a sentence, as the teacher named it: a name with only its first
 * letter capitalised is lowercased ("Color" -> "color", "Table colour" -> "table colour"); any
 * other is kept as typed ("PE team", "iPad").
 */
export function attributeWord(def: AttributeDefinition): string {
  const raw = def.displayName.trim() || ATTRIBUTE_LABELS[def.name];
  return /^[A-Z][^A-Z]*$/.test(raw) ? raw.toLowerCase() : raw;
}

/** The option index (0-based) a value stands for, or -1 when it is null or not a valid value. */
export function valueIndex(def: AttributeDefinition, value: unknown): number {
  if (def.name === "number") {
    return Number.isInteger(value) &&
      (value as number) >= 1 &&
      (value as number) <= def.options.length
      ? (value as number) - 1
      : -1;
  }
  return typeof value === "string" ? def.options.indexOf(value) : -1;
}

/** The stored value for option index `index`: the integer index+1 for number, else the label. */
export function valueAt(def: AttributeDefinition, index: number): number | string {
  if (def.name === "number") return index + 1;
  const option = def.options[index];
  if (option === undefined) throw new RangeError(`No option ${index} for ${def.name}`);
  return option;
}

/** True when `value` is null or one of the effective values (case-sensitive). */
export function isValidValue(def: AttributeDefinition, value: unknown): boolean {
  return value === null || valueIndex(def, value) >= 0;
}

/**
 * The message for an invalid value, or null when it is valid. The label defaults to the fixed
 * attribute name, so the CSV messages read exactly as docs/product.md#validation ("Number must be between 1-4 or
 * empty", "Color must be one of: Red, Yellow, Green, Purple"); for N number options the range
 * reads "1-N".
 */
export function valueError(
  def: AttributeDefinition,
  value: unknown,
  label: string = ATTRIBUTE_LABELS[def.name],
): string | null {
  if (isValidValue(def, value)) return null;
  if (def.name === "number") return `${label} must be between 1-${def.options.length} or empty`;
  return `${label} must be one of: ${def.options.join(", ")}`;
}

/** What to show for a value: the option label, or "N/A" when missing or no longer valid. */
export function displayValue(def: AttributeDefinition, value: unknown): string {
  const index = valueIndex(def, value);
  return index < 0 ? NOT_AVAILABLE : (def.options[index] as string);
}
