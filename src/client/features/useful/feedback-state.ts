import { plural, t } from "@lingui/core/macro";
import { fieldIssueText } from "#src/client/i18n/field-words";
import { numberText } from "#src/client/i18n/format";
import { feedbackInput } from "#src/domain/schemas/settings";

export const MAX_FEEDBACK = 2000;

/** "0 / 2,000 characters". Counted as the server counts (UTF-16 units, like maxLength). */
export function counterText(message: string): string {
  const used = numberText(message.length);
  const limit = numberText(MAX_FEEDBACK);
  return t`${used} / ${limit} characters`;
}

/** Announced only near the limit, so a screen reader is not told on every keystroke. */
export function remainingText(message: string): string | null {
  const left = MAX_FEEDBACK - message.length;
  if (left > 100) return null;
  return plural(left, { one: "# character left", other: "# characters left" });
}

/** The form's problems by field (the API's own schema), or null when it can be sent. */
export function feedbackErrors(
  message: string,
  email: string,
): {
  message?: string;
  email?: string;
} | null {
  const result = feedbackInput.safeParse({ message, email });
  if (result.success) return null;
  const errors: { message?: string; email?: string } = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "message" || field === "email") && !errors[field]) {
      errors[field] = fieldIssueText(field, issue, field === "message" ? message : email);
    }
  }
  return errors;
}
