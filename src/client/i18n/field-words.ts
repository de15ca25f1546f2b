import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { z } from "zod";
import { hasNoControl, hasNoNul } from "#src/domain/text-rules";

/**
 * The messages of the API's own Zod schemas, as a form shows them, in the teacher's language
 * (docs/product.md#languages). The schemas are the server's too and say their rules in English
 * (`trimmed`, schemas/common.ts); a form words the rule an issue stands for from the catalogue,
 * in English exactly the schema's words.
 */

/** The rules of a text field: required, a length, no NUL or control character, a format. */
type Rule = "required" | "too-long" | "nul" | "control" | "invalid";

type Words = Partial<Record<Rule, (max: number) => MessageDescriptor>>;

/** The fields whose messages a form shows, each rule a whole sentence. */
const FIELDS = {
  name: {
    required: () => msg`Name is required`,
    "too-long": (max) => msg`Name must be at most ${max} characters`,
    nul: () => msg`Name must not contain a NUL character`,
    control: () => msg`Name must not contain control characters`,
  },
  message: {
    required: () => msg`Message is required`,
    "too-long": (max) => msg`Message must be at most ${max} characters`,
    nul: () => msg`Message must not contain a NUL character`,
    control: () => msg`Message must not contain control characters`,
  },
  email: {
    "too-long": (max) => msg`E-mail address must be at most ${max} characters`,
    invalid: () => msg`Email must be a valid address`,
  },
} satisfies Record<string, Words>;

export type TextField = keyof typeof FIELDS;

/** The rule an issue of a text field breaks, read from its code and the value. */
function ruleOf(issue: z.core.$ZodIssue, value: string, words: Words): Rule | null {
  if (issue.code === "too_small") return "required";
  if (issue.code === "too_big") return "too-long";
  if (issue.code !== "custom") return null;
  if (words.nul && !hasNoNul(value)) return "nul";
  if (words.control && !hasNoControl(value)) return "control";
  return "invalid";
}

/**
 * The message of a field's Zod issue in the teacher's language. `value` is what the teacher
 * typed. An issue of a rule the field has no words for keeps the schema's English.
 */
export function fieldIssueText(field: TextField, issue: z.core.$ZodIssue, value: string): string {
  const words: Words = FIELDS[field];
  const rule = ruleOf(issue, value.trim(), words);
  const message = rule === null ? undefined : words[rule];
  if (!message) return issue.message;
  const max = issue.code === "too_big" ? Number(issue.maximum) : 0;
  return i18n._(message(max));
}
