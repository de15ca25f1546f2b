import { i18n } from "@lingui/core";
import { plural } from "@lingui/core/macro";
import { numberText, plainListText } from "#src/client/i18n/format";

export { attributeListText } from "#src/client/i18n/attribute-sentence";

/** The attributes' display names as a plain list ("Number, Color, Element, Shape"). */
export function attributeNamesText(names: readonly string[]): string {
  return plainListText(names);
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
