import { createHash, randomBytes } from "node:crypto";
import { msg } from "@lingui/core/macro";
import type { GoogleEndpoints } from "#src/server/google-endpoints";
import { fetchWithRetry, GoogleError, googleErrorOf, type RetryPolicy } from "./google-http";

/**
 * ClassCharm's own OAuth 2.0 client for Google Classroom (decision 0022): authorization code
 * with PKCE (S256) and a state bound to the teacher, offline access (a refresh token) and
 * `include_granted_scopes` (incremental authorisation on top of Google sign-in). Better Auth's
 * Google provider has Google's endpoints written in, and its linking and token endpoints are
 * turned off here (auth/surface.ts), so the flow is this small module instead.
 */
export const CLASSROOM_SCOPES = [
  "https://www.googleapis.com/auth/classroom.courses.readonly",
  "https://www.googleapis.com/auth/classroom.rosters.readonly",
] as const;
/** Asked too, to know which Google account was connected (shown to the teacher). */
const IDENTITY_SCOPES = ["openid", "email"];

export interface GoogleClient {
  clientId: string;
  clientSecret: string;
  endpoints: GoogleEndpoints;
}

export interface GoogleTokens {
  accessToken: string;
  refreshToken: string | null;
  /** When the access token stops working (ISO). */
  expiresAt: string;
  scopes: string[];
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");
export const pkceChallenge = (verifier: string) =>
  createHash("sha256").update(verifier).digest("base64url");

export function authorizationUrl(
  client: GoogleClient,
  p: { redirectUri: string; state: string; verifier: string; loginHint?: string },
): string {
  const url = new URL(client.endpoints.authorization);
  const params: Record<string, string> = {
    client_id: client.clientId,
    redirect_uri: p.redirectUri,
    response_type: "code",
    scope: [...IDENTITY_SCOPES, ...CLASSROOM_SCOPES].join(" "),
    state: p.state,
    code_challenge: pkceChallenge(p.verifier),
    code_challenge_method: "S256",
    access_type: "offline",
    include_granted_scopes: "true",
    // A refresh token every time, even for an account that consented before.
    prompt: "consent",
  };
  if (p.loginHint) params.login_hint = p.loginHint;
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

async function tokenRequest(
  client: GoogleClient,
  form: Record<string, string>,
  policy: RetryPolicy,
  previousRefresh: string | null,
): Promise<GoogleTokens> {
  const res = await fetchWithRetry(
    client.endpoints.token,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        ...form,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }).toString(),
    },
    policy,
  );
  if (!res.ok) {
    const problem = await googleErrorOf(res);
    if (problem.status === "invalid_grant" || res.status === 401) {
      throw new GoogleError(
        "reconnect",
        msg`Google Classroom access was withdrawn or has expired. Reconnect Google Classroom.`,
      );
    }
    const status = res.status;
    throw new GoogleError("unavailable", msg`Google refused the sign-in (${status}).`);
  }
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const accessToken = body?.access_token;
  if (typeof accessToken !== "string" || accessToken === "") {
    throw new GoogleError("unavailable", msg`Google sent an answer we can't read.`);
  }
  const seconds = Number(body?.expires_in);
  const lifetime = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 86_400) : 3600;
  return {
    accessToken,
    refreshToken: typeof body?.refresh_token === "string" ? body.refresh_token : previousRefresh,
    expiresAt: new Date(Date.now() + lifetime * 1000).toISOString(),
    scopes: typeof body?.scope === "string" ? body.scope.split(/\s+/).filter(Boolean) : [],
  };
}

export const exchangeCode = (
  client: GoogleClient,
  p: { code: string; verifier: string; redirectUri: string },
  policy: RetryPolicy,
) =>
  tokenRequest(
    client,
    {
      grant_type: "authorization_code",
      code: p.code,
      code_verifier: p.verifier,
      redirect_uri: p.redirectUri,
    },
    { ...policy, retries: 0 },
    null,
  );

export const refreshAccess = (client: GoogleClient, refreshToken: string, policy: RetryPolicy) =>
  tokenRequest(
    client,
    { grant_type: "refresh_token", refresh_token: refreshToken },
    policy,
    refreshToken,
  );

/** The Google account behind a token: its id and address. */
export async function googleAccount(
  client: GoogleClient,
  accessToken: string,
  policy: RetryPolicy,
): Promise<{ sub: string; email: string }> {
  const res = await fetchWithRetry(
    client.endpoints.userinfo,
    { headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" } },
    policy,
  );
  const body = res.ok ? ((await res.json().catch(() => null)) as Record<string, unknown>) : null;
  if (typeof body?.sub !== "string" || body.sub === "") {
    throw new GoogleError("unavailable", msg`Google did not say which account was connected.`);
  }
  return { sub: body.sub, email: typeof body.email === "string" ? body.email : "" };
}

/** Asks Google to revoke a token (and so the grant); true when Google confirmed it. */
export async function revokeToken(
  client: GoogleClient,
  token: string,
  policy: RetryPolicy,
): Promise<boolean> {
  try {
    const res = await fetchWithRetry(
      client.endpoints.revoke,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token }).toString(),
      },
      { ...policy, retries: 1 },
    );
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
