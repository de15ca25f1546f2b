import { t } from "@lingui/core/macro";
import { PRODUCT_NAME } from "./constants";

/** What a form says when its request never reached the server (auth forms, the Account section). */
export const networkFailure = () =>
  t`Could not reach ${PRODUCT_NAME}. Check your internet connection and try again.`;

/**
 * The message of an error answer on the auth routes, if it has one: Better Auth's `message`, or
 * the server's own `error` (e.g. a write refused for its origin, which says what to set).
 */
export function authErrorMessage(error: unknown): string | undefined {
  if (error && typeof error === "object") {
    const { message, error: text } = error as { message?: unknown; error?: unknown };
    if (typeof message === "string" && message.trim()) return message;
    if (typeof text === "string" && text.trim()) return text;
  }
  return undefined;
}
