import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  ATTRIBUTE_LABELS,
  type AttributeName,
  DEFAULT_OPTIONS,
} from "#src/domain/students/attributes";

/**
 * The app's own words for the attributes (docs/product.md#attributes): the fixed names and the
 * default options, shown in the teacher's language. Only for showing them: what is stored stays
 * as it is ("Red", whatever the language), and a name the teacher typed is shown as typed. The
 * domain's lists are the server's too, which has no catalogue, so their words are here, keyed by
 * the stored English.
 */
const ATTRIBUTE_WORDS: Readonly<Record<AttributeName, MessageDescriptor>> = {
  number: msg({ message: "Number", context: "attribute" }),
  color: msg({ message: "Color", context: "attribute" }),
  element: msg({ message: "Element", context: "attribute" }),
  shape: msg({ message: "Shape", context: "attribute" }),
};

const OPTION_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  Red: msg({ message: "Red", context: "colour option" }),
  Yellow: msg({ message: "Yellow", context: "colour option" }),
  Green: msg({ message: "Green", context: "colour option" }),
  Purple: msg({ message: "Purple", context: "colour option" }),
  Fire: msg({ message: "Fire", context: "element option" }),
  Water: msg({ message: "Water", context: "element option" }),
  Earth: msg({ message: "Earth", context: "element option" }),
  Air: msg({ message: "Air", context: "element option" }),
  Square: msg({ message: "Square", context: "shape option" }),
  Circle: msg({ message: "Circle", context: "shape option" }),
  Triangle: msg({ message: "Triangle", context: "shape option" }),
  Diamond: msg({ message: "Diamond", context: "shape option" }),
};

/** An attribute's fixed name ("Color") in the teacher's language. */
export function attributeWord(name: AttributeName): string {
  return i18n._(ATTRIBUTE_WORDS[name]);
}

/** An attribute's display name: the fixed name in the teacher's language, or theirs as typed. */
export function attributeNameText(name: AttributeName, displayName: string): string {
  return displayName === ATTRIBUTE_LABELS[name] ? attributeWord(name) : displayName;
}

/** An option as shown: a default one ("Red") in the teacher's language, any other as typed. */
export function optionText(name: AttributeName, option: string): string {
  const words = DEFAULT_OPTIONS[name].includes(option) ? OPTION_WORDS[option] : undefined;
  return words ? i18n._(words) : option;
}
