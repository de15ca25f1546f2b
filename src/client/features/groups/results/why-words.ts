import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { appNamed, attributeInSentence } from "#src/client/i18n/attribute-sentence";
import { optionText } from "#src/client/i18n/attribute-words";
import type { ExplainWords } from "#src/domain/grouping/explain";
import { pluralWord } from "#src/domain/grouping/explain-words";
import type { AttributeName } from "#src/domain/students/attributes";

/**
 * "Why these groups?" in the page's language: the app's own attribute names as a sentence says
 * them ("two colors", "number 2") and its default options, from the catalogue; a name or option
 * the teacher typed stays as typed.
 */
const MANY: Readonly<Record<AttributeName, MessageDescriptor>> = {
  number: msg({ message: "numbers", context: "attribute in a sentence" }),
  color: msg({ message: "colors", context: "attribute in a sentence" }),
  element: msg({ message: "elements", context: "attribute in a sentence" }),
  shape: msg({ message: "shapes", context: "attribute in a sentence" }),
};

export const whyWords: ExplainWords = {
  one: attributeInSentence,
  other: (def) => (appNamed(def) ? i18n._(MANY[def.name]) : pluralWord(def)),
  option: (def, option) => optionText(def.name, option),
};
