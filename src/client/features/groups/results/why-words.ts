import {
  attributeInSentence,
  attributesInSentence,
  optionText,
} from "#src/client/i18n/attribute-words";
import type { ExplainWords } from "#src/domain/grouping/explain";

/**
 * "Why these groups?" in the page's language: the app's own attribute names as a sentence says
 * them ("two colors", "number 2") and its default options, from the catalogue; a name or option
 * the teacher typed stays as typed.
 */
export const whyWords: ExplainWords = {
  one: attributeInSentence,
  other: attributesInSentence,
  option: (def, option) => optionText(def.name, option),
};
