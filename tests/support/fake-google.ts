import { createPublicKey, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth2Server } from "oauth2-mock-server";

/**
 * A local stand-in for Google: its accounts side is oauth2-mock-server (consent
 * answers at once, tokens are RS256 JWTs, refresh, revoke, userinfo), extended to keep grants:
 * who consented to which scopes, so a revoked grant's refresh answers `invalid_grant` and its
 * access tokens 401. Its Classroom side is a small HTTP server on 127.0.0.1 with courses.list
 * (`teacherId=me`, `courseStates`, paging), courses.get and courses.students.list (paging), each
 * checking the bearer token's signature, expiry, grant and scopes; and failures a test programs
 * (401, 403, 429 with Retry-After, 500...). Stop it with `stop()`.
 */

export const COURSES_SCOPE = "https://www.googleapis.com/auth/classroom.courses.readonly";
export const ROSTERS_SCOPE = "https://www.googleapis.com/auth/classroom.rosters.readonly";

export interface FakeGoogleUser {
  sub: string;
  email: string;
  name: string;
}
export interface FakeStudent {
  userId: string;
  fullName?: string;
  givenName?: string;
  familyName?: string;
}
export interface FakeCourse {
  id: string;
  name: string;
  section?: string;
  courseState?: "ACTIVE" | "ARCHIVED" | "PROVISIONED" | "DECLINED" | "SUSPENDED";
  /** The Google users (sub) who teach it. */
  teachers: string[];
  students: FakeStudent[];
}
interface Grant {
  id: string;
  sub: string;
  scope: string;
  revoked: boolean;
  refreshToken?: string;
}
interface Failure {
  path: RegExp;
  status: number;
  times: number;
  retryAfter?: string;
  reason?: string;
}

export const CLIENT = { id: "gclient.apps.example", secret: "gclient-secret" };

export async function startFakeGoogle(
  options: { pageSize?: number; apiPort?: number; oauthPort?: number; control?: boolean } = {},
) {
  const maxPage = options.pageSize ?? 30;
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate("RS256");
  await oauth.start(options.oauthPort ?? 0, "127.0.0.1");
  const issuer = String(oauth.issuer.url).replace(/\/+$/, "");
  const users = new Map<string, FakeGoogleUser>();
  let consenting: FakeGoogleUser = { sub: "g-teacher-1", email: "teacher@school.test", name: "T" };
  let consent: { deny?: boolean; scope?: string } = {};
  const perHint = options.control === true;
  const codes = new Map<string, Grant>();
  const grants = new Map<string, Grant>();
  const staleTokens = new Set<string>();
  const state = {
    courses: [] as FakeCourse[],
    failures: [] as Failure[],
    /** Every Classroom request: path and query. */
    requests: [] as { path: string; query: URLSearchParams; status: number }[],
    /** Every token request's grant_type, and each authorize request's query. */
    tokenRequests: [] as string[],
    authorizeRequests: [] as Record<string, unknown>[],
    revoked: [] as string[],
    /** The next `times` revoke requests answer `status` (seen in `revoked`, grant left as is). */
    revokeFailure: { status: 500, times: 0 },
    /** Every token the accounts side handed out (access, refresh and id tokens). */
    issued: [] as string[],
  };

  const svc = oauth.service;
  svc.on("beforeAuthorizeRedirect", (redirect: { url: URL }, req: IncomingMessage) => {
    const query = (req as unknown as { query: Record<string, unknown> }).query;
    state.authorizeRequests.push({ ...query });
    const code = redirect.url.searchParams.get("code");
    if (consent.deny) {
      redirect.url.searchParams.delete("code");
      redirect.url.searchParams.set("error", "access_denied");
      return;
    }
    // With `perHint` (the e2e server), the account is the one the login_hint names.
    const hint = typeof query.login_hint === "string" ? query.login_hint : "";
    const who = perHint && hint ? googleUserFor(hint) : consenting;
    users.set(who.sub, who);
    if (code) {
      const scope = consent.scope ?? String(query.scope ?? "");
      codes.set(code, { id: randomUUID(), sub: who.sub, scope, revoked: false });
    }
  });
  const grantOf = (body: Record<string, string>) =>
    body.grant_type === "authorization_code"
      ? codes.get(body.code ?? "")
      : grants.get(body.refresh_token ?? "");
  svc.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }, req) => {
    const grant = grantOf((req as unknown as { body: Record<string, string> }).body);
    if (!grant) return;
    const user = users.get(grant.sub);
    Object.assign(token.payload, {
      sub: grant.sub,
      scope: grant.scope,
      grant: grant.id,
      jti: randomUUID(),
    });
    if (user) Object.assign(token.payload, { email: user.email, name: user.name });
  });
  svc.on("beforeResponse", (res: { body: Record<string, unknown>; statusCode: number }, req) => {
    const body = (req as unknown as { body: Record<string, string> }).body;
    state.tokenRequests.push(body.grant_type ?? "");
    const badClient = body.client_id !== CLIENT.id || body.client_secret !== CLIENT.secret;
    const grant = grantOf(body);
    if (badClient || !grant || grant.revoked) {
      res.statusCode = badClient ? 401 : 400;
      res.body = badClient
        ? { error: "invalid_client" }
        : { error: "invalid_grant", error_description: "Token has been expired or revoked." };
      return;
    }
    if (body.grant_type === "authorization_code") {
      codes.delete(body.code ?? "");
      grant.refreshToken = String(res.body.refresh_token);
      grants.set(grant.refreshToken, grant);
    } else {
      delete res.body.refresh_token;
      delete res.body.id_token;
    }
    res.body.scope = grant.scope;
    for (const k of ["access_token", "refresh_token", "id_token"]) {
      if (typeof res.body[k] === "string") state.issued.push(res.body[k] as string);
    }
  });
  svc.on("beforeUserinfo", (res: { body: unknown; statusCode: number }, req: IncomingMessage) => {
    const claims = checkToken(req.headers.authorization);
    const user = claims && users.get(String(claims.sub));
    if (!user) {
      res.statusCode = 401;
      res.body = { error: "invalid_token" };
      return;
    }
    res.body = { sub: user.sub, email: user.email, email_verified: true, name: user.name };
  });

  const keys = () =>
    (oauth.issuer.keys.toJSON() as { kid?: string }[]).map((jwk) => ({
      kid: jwk.kid,
      key: createPublicKey({ key: jwk as never, format: "jwk" }),
    }));
  const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  function grantIdOf(token: string): string | undefined {
    try {
      return String(decode(token.split(".")[1] ?? "").grant ?? "") || undefined;
    } catch {
      return undefined;
    }
  }
  /** The token's claims when it is one of ours, signed, unexpired, not stale, grant not revoked. */
  function checkToken(header: string | undefined): Record<string, unknown> | null {
    const token = /^Bearer (.+)$/.exec(header ?? "")?.[1];
    if (!token || staleTokens.has(token)) return null;
    const [h, p, s] = token.split(".");
    if (!h || !p || !s) return null;
    try {
      const { kid } = decode(h);
      const key = keys().find((k) => k.kid === kid)?.key;
      if (!key || !verify("RSA-SHA256", Buffer.from(`${h}.${p}`), key, Buffer.from(s, "base64url")))
        return null;
      const claims = decode(p) as Record<string, unknown>;
      if (claims.iss !== issuer && claims.iss !== `${issuer}/`) return null;
      if (typeof claims.exp !== "number" || claims.exp * 1000 < Date.now()) return null;
      const grant = [...grants.values()].find((g) => g.id === claims.grant);
      if (!grant || grant.revoked) return null;
      return claims;
    } catch {
      return null;
    }
  }

  const send = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };
  const googleError = (status: number, message: string, reason?: string) => ({
    error: {
      code: status,
      message,
      status:
        {
          401: "UNAUTHENTICATED",
          403: "PERMISSION_DENIED",
          404: "NOT_FOUND",
          429: "RESOURCE_EXHAUSTED",
        }[status] ?? "INTERNAL",
      ...(reason
        ? { details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason }] }
        : {}),
    },
  });
  function page<T>(items: T[], query: URLSearchParams) {
    const size = Math.min(Number(query.get("pageSize")) || maxPage, maxPage);
    const tokenText = query.get("pageToken");
    const start = tokenText ? Number(Buffer.from(tokenText, "base64url").toString()) : 0;
    if (!Number.isInteger(start) || start < 0) return null;
    const next =
      start + size < items.length
        ? Buffer.from(String(start + size)).toString("base64url")
        : undefined;
    return { items: items.slice(start, start + size), next };
  }

  /** Google's revocation endpoint: a refresh or access token, as a form field. */
  function revoke(req: IncomingMessage, res: ServerResponse) {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const token = new URLSearchParams(body).get("token") ?? "";
      state.revoked.push(token);
      if (state.revokeFailure.times > 0) {
        state.revokeFailure.times--;
        return send(res, state.revokeFailure.status, { error: "backend_error" });
      }
      const grant =
        grants.get(token) ?? [...grants.values()].find((g) => g.id === grantIdOf(token));
      if (!grant) return send(res, 400, { error: "invalid_token" });
      grant.revoked = true;
      send(res, 200, {});
    });
  }

  /**
   * For a test in another process (the e2e run): POST /__control/<action> with JSON. `courses`
   * replaces the courses of the Google user of `email`; `revoke` withdraws that user's grants.
   */
  function control(req: IncomingMessage, res: ServerResponse, action: string) {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const input = (body ? JSON.parse(body) : {}) as {
        email?: string;
        courses?: Omit<FakeCourse, "teachers">[];
      };
      const sub = googleUserFor(String(input.email)).sub;
      if (action === "courses") {
        state.courses = state.courses.filter((c) => !c.teachers.includes(sub));
        state.courses.push(...(input.courses ?? []).map((c) => ({ ...c, teachers: [sub] })));
      } else if (action === "revoke") {
        for (const g of [...grants.values(), ...codes.values()])
          if (g.sub === sub) g.revoked = true;
      } else if (action !== "health") return send(res, 404, {});
      send(res, 200, {});
    });
  }

  function classroom(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "POST" && url.pathname === "/revoke") return revoke(req, res);
    const controlled = /^\/__control\/(\w+)$/.exec(url.pathname);
    if (options.control && controlled) return control(req, res, controlled[1] ?? "");
    const record = (status: number) =>
      state.requests.push({ path: url.pathname, query: url.searchParams, status });
    const failure = state.failures.find((f) => f.times > 0 && f.path.test(url.pathname));
    if (failure) {
      failure.times--;
      record(failure.status);
      return send(
        res,
        failure.status,
        googleError(failure.status, "Programmed failure", failure.reason),
        failure.retryAfter ? { "retry-after": failure.retryAfter } : {},
      );
    }
    const fail = (status: number, message: string, reason?: string) => {
      record(status);
      send(res, status, googleError(status, message, reason));
    };
    const claims = checkToken(req.headers.authorization);
    if (req.method !== "GET") return fail(405, "Method not allowed");
    if (!claims) return fail(401, "Request had invalid authentication credentials.");
    const sub = String(claims.sub);
    const scopes = String(claims.scope ?? "").split(" ");
    const m = /^\/v1\/courses(?:\/([^/]+))?(\/students)?$/.exec(url.pathname);
    if (!m) return fail(404, "Not found");
    const needed = m[2] ? ROSTERS_SCOPE : COURSES_SCOPE;
    if (!scopes.includes(needed)) {
      return fail(
        403,
        "Request had insufficient authentication scopes.",
        "ACCESS_TOKEN_SCOPE_INSUFFICIENT",
      );
    }
    if (!m[1]) {
      const teacherId = url.searchParams.get("teacherId");
      if (teacherId !== "me" && teacherId !== sub)
        return fail(403, "The caller does not have permission");
      const states = url.searchParams.getAll("courseStates");
      const mine = state.courses.filter(
        (c) =>
          c.teachers.includes(sub) &&
          (states.length === 0 || states.includes(c.courseState ?? "ACTIVE")),
      );
      const p = page(mine, url.searchParams);
      if (!p) return fail(400, "Invalid page token");
      record(200);
      return send(res, 200, {
        courses: p.items.map((c) => ({
          id: c.id,
          name: c.name,
          section: c.section,
          courseState: c.courseState ?? "ACTIVE",
          ownerId: c.teachers[0],
        })),
        ...(p.next ? { nextPageToken: p.next } : {}),
      });
    }
    const course = state.courses.find((c) => c.id === decodeURIComponent(m[1] ?? ""));
    if (!course) return fail(404, "Requested entity was not found.");
    if (!course.teachers.includes(sub)) return fail(403, "The caller does not have permission");
    if (!m[2]) {
      record(200);
      return send(res, 200, {
        id: course.id,
        name: course.name,
        section: course.section,
        courseState: course.courseState ?? "ACTIVE",
      });
    }
    const p = page(course.students, url.searchParams);
    if (!p) return fail(400, "Invalid page token");
    record(200);
    return send(res, 200, {
      ...(p.items.length > 0
        ? {
            students: p.items.map((s) => ({
              courseId: course.id,
              userId: s.userId,
              profile: {
                id: s.userId,
                name: { fullName: s.fullName, givenName: s.givenName, familyName: s.familyName },
              },
            })),
          }
        : {}),
      ...(p.next ? { nextPageToken: p.next } : {}),
    });
  }

  const api = createServer(classroom);
  await new Promise<void>((resolve) => api.listen(options.apiPort ?? 0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  return {
    oauth,
    state,
    /** The settings that point ClassCharm at this fake. */
    settings: {
      GOOGLE_CLIENT_ID: CLIENT.id,
      GOOGLE_CLIENT_SECRET: CLIENT.secret,
      GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_REVOKE_URL: `${apiUrl}/revoke`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
      GOOGLE_CLASSROOM_API_URL: apiUrl,
    },
    /** The Google user the next consent signs in as; and what that consent grants. */
    consentAs(user: FakeGoogleUser, next: { deny?: boolean; scope?: string } = {}) {
      consenting = user;
      consent = next;
    },
    /** The next `times` Classroom requests whose path matches answer `status`. */
    failNext(
      status: number,
      times = 1,
      extra: { path?: RegExp; retryAfter?: string; reason?: string } = {},
    ) {
      state.failures.push({
        path: extra.path ?? /.*/,
        status,
        times,
        retryAfter: extra.retryAfter,
        reason: extra.reason,
      });
    },
    /** The user withdraws access in their Google account: refresh says invalid_grant, tokens 401. */
    revokeGrantsOf(sub: string) {
      for (const g of [...grants.values(), ...codes.values()]) if (g.sub === sub) g.revoked = true;
    },
    /** Access tokens issued so far stop working (as when they expire); refresh still works. */
    expireAccessTokens(tokens: string[]) {
      for (const t of tokens) staleTokens.add(t);
    },
    grants: () => [...new Set(grants.values())],
    async stop() {
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await oauth.stop();
    },
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

/** The Google account the e2e fake signs in for a teacher's address (its login_hint). */
export function googleUserFor(email: string): FakeGoogleUser {
  return { sub: `g-${email}`, email, name: email.split("@")[0] ?? email };
}

/** `count` students named "Student 001" ... with Google-like numeric ids. */
export function fakeStudents(count: number, prefix = "1"): FakeStudent[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, "0");
    return { userId: `${prefix}${n.padStart(20, "0")}`, fullName: `Student ${n}` };
  });
}
