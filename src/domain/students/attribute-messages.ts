/**
 * The app's own attribute names as a sentence names them (docs/product.md#languages): "color" in
 * "This setting is for color, not shape", "number" in "number 2", and that sentence itself. The
 * server says them with `say`, the client with `i18n._`. A name the teacher typed in Settings is
 * not here: it is shown as typed.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type AttributeName, isAttributeName } from "./attributes";

/** An attribute's name inside a sentence ("color"). */
export const ATTRIBUTE_IN_SENTENCE: Readonly<Record<AttributeName, MessageDescriptor>> = {
  number: msg({ message: "number", context: "attribute in a sentence" }),
  color: msg({ message: "color", context: "attribute in a sentence" }),
  element: msg({ message: "element", context: "attribute in a sentence" }),
  shape: msg({ message: "shape", context: "attribute in a sentence" }),
};

/**
 * An attribute key as a sentence names it ("color"), or the text as it is when it is no key: a
 * message put into another as a value (said first by `sayAll`; the macro types values as text).
 */
const inSentence = (name: string): string =>
  isAttributeName(name) ? (ATTRIBUTE_IN_SENTENCE[name] as unknown as string) : name;

/**
 * A setting sent for another attribute than the one it is for: "This setting is for color,
 * not shape". Its values are messages themselves, said first in the same language (the
 * server's `say`, the client's `sayAll`).
 */
export function attributeMismatchMessage(stored: string, sent: string): MessageDescriptor {
  const attribute = inSentence(stored);
  const name = inSentence(sent);
  return msg`This setting is for ${attribute}, not ${name}`;
}
