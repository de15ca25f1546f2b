import { i18n } from "@lingui/core";
import { appNamed, attributeInSentence, optionText } from "#src/client/i18n/attribute-words";
import type { ExplainWords } from "#src/domain/grouping/explain";
import { pluralWord } from "#src/domain/grouping/explain-words";
import { ATTRIBUTE_IN_SENTENCE } from "#src/domain/students/attribute-messages";

/**
 * "Why these groups?" in the page's language: the app's own attribute names as a sentence says
 * them ("two colors", "number 2") and its default options, from the catalogue; a name or option
 * the teacher typed stays as typed.
 */
export const whyWords: ExplainWords = {
  one: attributeInSentence,
  other: (def) => (appNamed(def) ? i18n._(ATTRIBUTE_IN_SENTENCE[def.name].other) : pluralWord(def)),
  option: (def, option) => optionText(def.name, option),
};
