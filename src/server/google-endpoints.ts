import { z } from "zod";

/** Where ClassCharm reaches Google: Google's own addresses unless set (tests use local fakes). */
export interface GoogleEndpoints {
  authorization: string;
  token: string;
  revoke: string;
  userinfo: string;
  /** The Classroom API's base, without a trailing slash (paths start at /v1/). */
  classroom: string;
}

export const GOOGLE_DEFAULTS: GoogleEndpoints = {
  authorization: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
  revoke: "https://oauth2.googleapis.com/revoke",
  userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
  classroom: "https://classroom.googleapis.com",
};

const url = (what: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional()
    .refine((v) => v === undefined || (URL.canParse(v) && /^https?:\/\//i.test(v)), {
      message: `must be a full http(s) URL (${what})`,
    });

/** The environment variables that move Google's endpoints. */
export const googleEndpointEnv = {
  GOOGLE_AUTHORIZATION_URL: url("Google's authorization endpoint"),
  GOOGLE_TOKEN_URL: url("Google's token endpoint"),
  GOOGLE_REVOKE_URL: url("Google's token revocation endpoint"),
  GOOGLE_USERINFO_URL: url("Google's userinfo endpoint"),
  GOOGLE_CLASSROOM_API_URL: url("the Classroom API, e.g. https://classroom.googleapis.com"),
};

type EndpointEnv = { [K in keyof typeof googleEndpointEnv]?: string | undefined };

export function googleEndpoints(e: EndpointEnv): GoogleEndpoints {
  return {
    authorization: e.GOOGLE_AUTHORIZATION_URL ?? GOOGLE_DEFAULTS.authorization,
    token: e.GOOGLE_TOKEN_URL ?? GOOGLE_DEFAULTS.token,
    revoke: e.GOOGLE_REVOKE_URL ?? GOOGLE_DEFAULTS.revoke,
    userinfo: e.GOOGLE_USERINFO_URL ?? GOOGLE_DEFAULTS.userinfo,
    classroom: (e.GOOGLE_CLASSROOM_API_URL ?? GOOGLE_DEFAULTS.classroom).replace(/\/+$/, ""),
  };
}
