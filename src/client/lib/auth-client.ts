import { createAuthClient } from "better-auth/react";
import { AUTH_BASE_PATH } from "./constants";

/** Better Auth's browser client, talking to the same-origin server at `/api/auth`. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: AUTH_BASE_PATH,
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession["user"];

/** The message of a Better Auth error answer, if it has one. */
export function authErrorMessage(error: unknown): string | undefined {
  if (error && typeof error === "object" && "message" in error) {
    const { message } = error as { message?: unknown };
    if (typeof message === "string" && message.trim()) return message;
  }
  return undefined;
}
