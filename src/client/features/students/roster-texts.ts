import { i18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { numberText } from "#src/client/i18n/format";
import { type AttributeSet, attributeWord } from "#src/domain/students/attributes";

/**
 * The four attributes in a sentence of the teacher's language, as the teacher named them:
 * "number, color, element and shape" ("número, color, elemento y forma").
 */
export function attributeListText(attributes: AttributeSet): string {
  const first = attributeWord(attributes.number);
  const second = attributeWord(attributes.color);
  const third = attributeWord(attributes.element);
  const fourth = attributeWord(attributes.shape);
  return t`${first}, ${second}, ${third} and ${fourth}`;
}

/** The attributes' display names as a plain list ("Number, Color, Element, Shape"). */
export function attributeNamesText(names: readonly string[]): string {
  return names.join(t({ message: ", ", context: "list separator" }));
}

/** "28 students in this class", under the roster's heading. */
export function studentCountText(count: number): string {
  // In English below 1,000 the digits alone (the same text): the first Intl number format of a
  // page loads its locale data, 20 ms of a phone's main thread as the Students tab opens.
  const digits = count < 1000 && i18n.locale === "en" ? String(count) : numberText(count);
  return plural(count, {
    one: `${digits} student in this class`,
    other: `${digits} students in this class`,
  });
}
