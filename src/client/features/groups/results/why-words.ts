import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { optionText } from "#src/client/i18n/attribute-words";
import type { ExplainWords } from "#src/domain/grouping/explain";
import { pluralWord } from "#src/domain/grouping/explain-words";
import {
  ATTRIBUTE_LABELS,
  type AttributeDefinition,
  type AttributeName,
  attributeWord,
} from "#src/domain/students/attributes";

/**
 * "Why these groups?" in the page's language: the app's own attribute names as a sentence says
 * them ("two colors", "number 2") and its default options, from the catalogue; a name or option
 * the teacher typed stays as typed.
 */
const IN_SENTENCE: Readonly<
  Record<AttributeName, { one: MessageDescriptor; other: MessageDescriptor }>
> = {
  number: {
    one: msg({ message: "number", context: "attribute in a sentence" }),
    other: msg({ message: "numbers", context: "attribute in a sentence" }),
  },
  color: {
    one: msg({ message: "color", context: "attribute in a sentence" }),
    other: msg({ message: "colors", context: "attribute in a sentence" }),
  },
  element: {
    one: msg({ message: "element", context: "attribute in a sentence" }),
    other: msg({ message: "elements", context: "attribute in a sentence" }),
  },
  shape: {
    one: msg({ message: "shape", context: "attribute in a sentence" }),
    other: msg({ message: "shapes", context: "attribute in a sentence" }),
  },
};

/** Whether the attribute keeps the app's name (not renamed in Settings). */
const appNamed = (def: AttributeDefinition) => {
  const name = def.displayName.trim();
  return name === "" || name === ATTRIBUTE_LABELS[def.name];
};

export const whyWords: ExplainWords = {
  one: (def) => (appNamed(def) ? i18n._(IN_SENTENCE[def.name].one) : attributeWord(def)),
  other: (def) => (appNamed(def) ? i18n._(IN_SENTENCE[def.name].other) : pluralWord(def)),
  option: (def, option) => optionText(def.name, option),
};
