/**
 * A refused stale update (issue 9.8): the `Error("409: {error, current}")` the HTTP helper and the
 * memory source throw when the row changed since it was loaded. Answers the message and the row
 * as stored now, or null for any other error (a 409 without `current`, such as the class limit,
 * is not a conflict).
 */
export function conflictOf<T>(error: unknown): { message: string; current: T } | null {
  if (!(error instanceof Error)) return null;
  const match = /^409: (.*)$/s.exec(error.message);
  if (!match?.[1]) return null;
  try {
    const body = JSON.parse(match[1]) as { error?: unknown; current?: unknown };
    if (typeof body.error !== "string" || typeof body.current !== "object" || !body.current) {
      return null;
    }
    return { message: body.error, current: body.current as T };
  } catch {
    return null;
  }
}
