/**
 * The app's own attribute names as catalogue messages (docs/product.md#languages), for the
 * sentences that name an attribute: "two colors", "number 2", "This setting is for color, not
 * shape". The server says them with `say`, the client with `i18n._`. A name the teacher typed
 * in Settings is not here: it is shown as typed.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type AttributeName, isAttributeName } from "./attributes";

/** An attribute's name inside a sentence, one and many ("color", "colors"). */
export const ATTRIBUTE_IN_SENTENCE: Readonly<
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

/**
 * An attribute key as a sentence names it ("color"), or the text as it is when it is no key: a
 * message put into another as a value (said first by `sayAll`; the macro types values as text).
 */
const inSentence = (name: string): string =>
  isAttributeName(name) ? (ATTRIBUTE_IN_SENTENCE[name].one as unknown as string) : name;

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
