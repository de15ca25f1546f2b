import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { ATTRIBUTE_IN_SENTENCE } from "#src/domain/students/attribute-messages";
import {
  ATTRIBUTE_LABELS,
  type AttributeDefinition,
  type AttributeSet,
  attributeWord as typedWord,
} from "#src/domain/students/attributes";

/**
 * The attributes named inside a sentence of the teacher's language (docs/product.md#languages):
 * the app's own names from the catalogue, a name the teacher typed as a sentence writes it. Apart
 * from attribute-words.ts, which the screens that only show a name or an option import.
 */

/** Whether the attribute keeps the app's name (not renamed in Settings). */
export const appNamed = (def: AttributeDefinition) => {
  const name = def.displayName.trim();
  return name === "" || name === ATTRIBUTE_LABELS[def.name];
};

/**
 * An attribute's name inside a sentence ("color", "número"): the app's word in the teacher's
 * language, or the teacher's own name as a sentence writes it ("table colour", "PE team").
 */
export function attributeInSentence(def: AttributeDefinition): string {
  return appNamed(def) ? i18n._(ATTRIBUTE_IN_SENTENCE[def.name]) : typedWord(def);
}

/**
 * The four attributes in a sentence of the teacher's language, as the teacher named them:
 * "number, color, element and shape" ("número, color, elemento y forma").
 */
export function attributeListText(attributes: AttributeSet): string {
  const first = attributeInSentence(attributes.number);
  const second = attributeInSentence(attributes.color);
  const third = attributeInSentence(attributes.element);
  const fourth = attributeInSentence(attributes.shape);
  return t`${first}, ${second}, ${third} and ${fourth}`;
}
