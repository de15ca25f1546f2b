import type { MessageDescriptor } from "@lingui/core";
import { Trans } from "@lingui/react";
import type { ReactNode } from "react";

/**
 * A catalogue message drawn with some of its values (names, values from a file) each in a
 * `<bdi>`: they keep their own direction in a sentence of the other, and read as written.
 * `replace` puts elements of the caller's in place of values.
 */
export function IsolatedMessage({
  message,
  isolate,
  replace = {},
}: {
  message: MessageDescriptor;
  isolate: readonly string[];
  replace?: Readonly<Record<string, ReactNode>>;
}) {
  const values: Record<string, unknown> = { ...message.values, ...replace };
  for (const key of isolate) {
    const value = message.values?.[key];
    if (typeof value === "string") values[key] = <bdi>{value}</bdi>;
  }
  return <Trans id={message.id} message={message.message} values={values} />;
}
