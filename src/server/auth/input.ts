import { APIError } from "better-auth/api";
import { EMAIL_TOO_LONG, MAX_EMAIL } from "#src/domain/schemas/common";
import { hasNoNul, MAX_NAME } from "#src/domain/text-rules";

/**
 * Checks of Better Auth's request bodies that it doesn't make itself (no bad input may
 * answer 5xx or store something of the wrong type):
 * - `/sign-up/email` and `/update-user` take any JSON value for `name` and `image` and hand it
 *   to the database (an object fails there with a 500; a number is stored as the name). Here
 *   `name` must be text of 1..MAX_NAME characters and `image` text or null.
 * - No text anywhere in a body may hold a NUL character: PostgreSQL text can't store one (the
 *   insert fails with a 500), and no e-mail, password, name or token has one.
 * - No body may nest deeper than MAX_DEPTH (a deep one overflowed the stack: a 500).
 * - An e-mail address (`email`, `newEmail`: sign-up, sign-in, reset request, change of address)
 *   is at most MAX_EMAIL characters.
 * - A redirect address (`callbackURL` ..., body or query) is plain ASCII: Better Auth puts it in
 *   a `Location` header, which can't hold a character above U+00FF, and did so after creating
 *   the session (a 500 and a session row).
 * Called from the `before` hook in auth.ts, before any endpoint runs; throws a 400 Better Auth
 * answers as `{ error }`.
 */
export function authInputGuard(ctx: { path?: string; body?: unknown; query?: unknown }): void {
  const redirect = redirectProblem(ctx.query) ?? redirectProblem(ctx.body);
  if (redirect) throw invalid(redirect);
  const body = ctx.body;
  if (body === undefined || body === null) return;
  const problem = bodyProblem(body);
  if (problem) throw invalid(problem);
  if (typeof body === "object" && !Array.isArray(body)) {
    const { email, newEmail } = body as { email?: unknown; newEmail?: unknown };
    for (const value of [email, newEmail]) {
      if (typeof value === "string" && value.length > MAX_EMAIL) throw invalid(EMAIL_TOO_LONG);
    }
  }
  if (ctx.path !== "/sign-up/email" && ctx.path !== "/update-user") return;
  if (typeof body !== "object" || Array.isArray(body)) return; // Better Auth answers 400.
  const { name, image } = body as { name?: unknown; image?: unknown };
  if (name !== undefined || ctx.path === "/sign-up/email") {
    if (typeof name !== "string") throw invalid("Name must be text");
    const trimmed = name.trim();
    if (trimmed === "") throw invalid("Name is required");
    if (trimmed.length > MAX_NAME) throw invalid(`Name must be at most ${MAX_NAME} characters`);
  }
  if (image !== undefined && image !== null && typeof image !== "string") {
    throw invalid("Image must be a link or null");
  }
  if (typeof image === "string" && image.length > 2048) {
    throw invalid("Image must be at most 2048 characters");
  }
}

/** Every field of Better Auth's endpoints that names where to send the browser afterwards. */
const REDIRECT_FIELDS = ["callbackURL", "newUserCallbackURL", "errorCallbackURL", "redirectTo"];
const MAX_REDIRECT = 2048;

/** What is wrong with a redirect field of a body or query: only printable ASCII, 2048 at most. */
function redirectProblem(fields: unknown): string | null {
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return null;
  for (const name of REDIRECT_FIELDS) {
    const value = (fields as Record<string, unknown>)[name];
    if (typeof value !== "string") continue; // Better Auth's own validation answers 400.
    if (value.length > MAX_REDIRECT) return `${name} must be at most ${MAX_REDIRECT} characters`;
    if (!/^[\x21-\x7e]*$/.test(value)) {
      return `${name} must be a web address without spaces, control or non-ASCII characters (percent-encode them)`;
    }
  }
  return null;
}

function invalid(message: string): APIError {
  return new APIError("BAD_REQUEST", { message, code: "INVALID_INPUT" });
}

/**
 * No Better Auth body nests more than a few levels (its inputs are flat), and a deeper one would
 * reach its recursive code (a hook's returned body is deep-merged): past MAX_DEPTH it is refused.
 */
const MAX_DEPTH = 16;

/** What is wrong with a body as a whole: a NUL in any text (keys too) or too deep a nest. */
function bodyProblem(value: unknown): string | null {
  // An iterative walk, so a deep nest can't overflow the stack here.
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item === "string") {
      if (!hasNoNul(item)) return "Text must not contain a NUL character";
    } else if (typeof item === "object" && item !== null) {
      if (depth >= MAX_DEPTH) return "The request body is nested too deeply";
      for (const [key, child] of Object.entries(item)) {
        if (!hasNoNul(key)) return "Text must not contain a NUL character";
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}
