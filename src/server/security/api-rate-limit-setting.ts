/** API_RATE_LIMIT ("<max>/<seconds>" or "off"), already checked by the settings' schema. */

/** Default: 600 requests per 60 s per teacher, off under tests (like AUTH_RATE_LIMIT). */
export const DEFAULT_API_RATE_LIMIT = "600/60";

export function parseApiRateLimit(
  value: string | undefined,
  env: "development" | "production" | "test",
): { max: number; windowSeconds: number } | null {
  const text = value ?? (env === "test" ? "off" : DEFAULT_API_RATE_LIMIT);
  if (text === "off") return null;
  const [max, windowSeconds] = text.split("/").map(Number);
  return { max: max as number, windowSeconds: windowSeconds as number };
}
