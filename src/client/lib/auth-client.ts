import { createAuthClient } from "better-auth/react";
import { AUTH_BASE_PATH } from "./constants";

/** Better Auth's browser client, talking to the same-origin server at `/api/auth`. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: AUTH_BASE_PATH,
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession["user"];

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
