/**
 * Messages the grouping domain hands back untranslated: catalogue descriptors (plain objects,
 * so they cross a worker's postMessage), whose values may themselves be descriptors, or lists of
 * them read one after another ("Keep apart Ava, Ben; Keep together Cy, Dee"). The page puts
 * them into its language with sayAll and its own translate (`i18n._`).
 */
import type { MessageDescriptor } from "@lingui/core";

/** A descriptor whose values may be descriptors or lists of them. */
export type Said = MessageDescriptor;

const isDescriptor = (value: unknown): value is Said =>
  typeof value === "object" && value !== null && "id" in value;

/** The text of a message in the language of `say`; nested messages first, lists joined by "; ". */
export function sayAll(say: (message: Said) => string, message: Said): string {
  if (!message.values) return say(message);
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(message.values)) {
    if (isDescriptor(value)) values[key] = sayAll(say, value);
    else if (Array.isArray(value) && value.every(isDescriptor))
      values[key] = value.map((v) => sayAll(say, v)).join("; ");
    else values[key] = value;
  }
  return say({ ...message, values });
}
