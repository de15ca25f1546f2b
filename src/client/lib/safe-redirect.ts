/** Where to go after sign-in when nothing else is known. */
export const DEFAULT_AFTER_SIGN_IN = "/";

/**
 * Returns `target` when it is a same-site path (e.g. `/dashboard/classes?x=1`), otherwise the
 * default. Guards against open redirects (`//evil.example`, `https://...`, `/\evil`) and loops
 * back into the auth pages.
 */
export function safeRedirectPath(target: unknown, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, "http://classcharm.invalid");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://classcharm.invalid") return fallback;
  // Dot segments resolve away: "/.//evil.example" is the path "//evil.example", another site.
  if (url.pathname.startsWith("//")) return fallback;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `/auth` address that brings the visitor back to `path` after signing in. */
export function signInPathFor(path: string): string {
  const target = safeRedirectPath(path);
  return target === DEFAULT_AFTER_SIGN_IN
    ? "/auth"
    : `/auth?redirect=${encodeURIComponent(target)}`;
}
