import { i18n } from "@lingui/core";
import { ApiError } from "#src/client/lib/api-error";
import {
  SUBSTITUTE_PIN_HEADER,
  SUBSTITUTE_REFUSALS,
  SUBSTITUTE_TOKEN_HEADER,
  type SubstituteRefusal,
} from "#src/domain/schemas/substitutes";

/** Why the page opens nothing: the server's reason, or "unknown" for a link it does not know. */
export type Refusal = SubstituteRefusal | "unknown";

/** A refusal of the link itself (not of one request's input). */
export class SubstituteRefused extends Error {
  override readonly name = "SubstituteRefused";
  constructor(
    readonly reason: Refusal,
    readonly status: number,
    /** A link not open yet: its first day, when the answer names it. */
    readonly startsOn: string | null = null,
  ) {
    super(`${status}: ${reason}`);
  }
}

function refusalOf(status: number, body: unknown): Refusal | null {
  if (status === 404) return "unknown";
  if (![401, 403, 410, 429].includes(status)) return null;
  const reason = (body as { reason?: unknown } | null)?.reason;
  return SUBSTITUTE_REFUSALS.find((known) => known === reason) ?? "unknown";
}

/** A link not open yet: its first day, as the answer names it (`starts_on`). */
function firstDayOf(body: unknown): string | null {
  const { starts_on: day } = (body ?? {}) as { starts_on?: unknown };
  return typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

export type SubstituteApi = {
  get<T>(path: string): Promise<T>;
  send<T>(
    method: "PUT" | "POST",
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
};

/**
 * The substitute's calls (docs/decisions/0059-substitute-links.md): the token and PIN in their
 * headers, never a cookie; never stored by the browser's HTTP cache. A refusal of the link
 * (revoked meanwhile, ended) is reported to `onRefused` as well as thrown, so the page gives way
 * to it at once whichever click met it.
 */
export function substituteApi(
  token: string,
  pin: string | null,
  onRefused?: (refusal: SubstituteRefused) => void,
): SubstituteApi {
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<T> {
    const headers: Record<string, string> = { [SUBSTITUTE_TOKEN_HEADER]: token, ...extra };
    if (pin) headers[SUBSTITUTE_PIN_HEADER] = pin;
    if (i18n.locale) headers["Accept-Language"] = i18n.locale;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const res = await fetch(`/api/substitute${path}`, {
      method,
      headers,
      credentials: "omit",
      cache: "no-store",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text().catch(() => "");
    if (!res.ok) {
      const error = new ApiError(res.status, text, res.statusText);
      const reason = refusalOf(res.status, error.body);
      if (reason) {
        const refused = new SubstituteRefused(reason, res.status, firstDayOf(error.body));
        onRefused?.(refused);
        throw refused;
      }
      throw error;
    }
    return (text ? JSON.parse(text) : null) as T;
  }
  return {
    get: (path) => call("GET", path),
    send: (method, path, body, headers) => call(method, path, body, headers),
  };
}
