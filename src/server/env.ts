import { existsSync } from "node:fs";
import { z } from "zod";
import { DEFAULT_SAVED_MEMBERS_PER_TEACHER } from "../domain/schemas/groupings";
import {
  type RetentionSettings,
  retentionEnv,
  retentionSettings,
} from "./features/retention/settings";
import { type StudentNames, studentNamesEnv } from "./features/students/name-setting";
import { type GoogleEndpoints, googleEndpointEnv, googleEndpoints } from "./google-endpoints";
import { parseApiRateLimit } from "./security/api-rate-limit-setting";
import { type AppOrigins, appOrigins } from "./security/app-origins";
import { parseTrustProxy, type TrustProxy } from "./security/trust-proxy";
import { securityContactSetting } from "./security-txt";

/** Every setting the server reads, checked once at start-up (see README "Configuration"). */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = (what: string) =>
  optionalString.refine((v) => v === undefined || URL.canParse(v), {
    message: `must be a full URL (${what})`,
  });

const count = (max: number) =>
  z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(max, `must be at most ${max}`);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be between 0 and 65535")
      .max(65535, "must be between 0 and 65535")
      .default(3000),
    HOST: z.string().trim().min(1).default("localhost"),
    DATABASE_URL: z
      .string()
      .trim()
      .default("file:./data/classcharm.db")
      .refine((v) => /^file:.+/.test(v) || /^postgres(ql)?:\/\/.+/.test(v), {
        message: "must start with file: (SQLite) or postgres:// (PostgreSQL)",
      }),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    CLIENT_DIR: z.string().trim().min(1).default("./dist/client"),
    BETTER_AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: "must be at least 32 characters (e.g. `openssl rand -base64 32`)",
    }),
    PUBLIC_URL: optionalUrl("e.g. https://classcharm.example.org"),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    ...googleEndpointEnv,
    OIDC_ISSUER: optionalUrl("the provider's issuer, e.g. https://login.school.example"),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_NAME: z.string().trim().min(1).max(40).default("School account"),
    SMTP_URL: optionalUrl("e.g. smtp://user:pass@mail.example.org:587"),
    MAIL_FROM: z.string().trim().min(3).default("ClassCharm <no-reply@localhost>"),
    TIP_URL: optionalUrl("the tip page address"),
    CLASS_LIMIT: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1000, "must be at most 1000")
      .default(5),
    // docs/product.md#limits: bounds no real teacher meets, so that no request can stall the server (decision 0013).
    MAX_STUDENTS_PER_CLASS: count(1_000_000).default(10_000),
    MAX_STUDENTS_PER_TEACHER: count(10_000_000).default(50_000),
    // Members of all a teacher's saved groupings together (decision 0031).
    MAX_SAVED_MEMBERS_PER_TEACHER: count(10_000_000).default(DEFAULT_SAVED_MEMBERS_PER_TEACHER),
    AUTH_RATE_LIMIT: z.enum(["on", "off"]).optional(),
    // Every password account sets up two-factor sign-in at its next sign-in (decision 0056).
    REQUIRE_TWO_FACTOR: z.enum(["true", "false", ""]).optional(),
    API_RATE_LIMIT: optionalString.refine(
      (v) => v === undefined || /^(off|[1-9]\d{0,9}\/[1-9]\d{0,5})$/.test(v),
      { message: 'must be "off" or requests/seconds, e.g. 600/60' },
    ),
    REDIS_URL: optionalUrl("e.g. redis://127.0.0.1:6379").refine(
      (v) => v === undefined || /^rediss?:\/\//.test(v),
      { message: "must start with redis:// or rediss://" },
    ),
    REDIS_KEY_PREFIX: optionalString,
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const trust = parseTrustProxy(v);
        if (!("problem" in trust)) return trust;
        ctx.addIssue({ code: "custom", message: trust.problem });
        return z.NEVER;
      }),
    SECURITY_CONTACT: securityContactSetting,
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    // How long picks, rolls and idle accounts are kept (docs/decisions/0055).
    ...retentionEnv,
    ...studentNamesEnv,
  })
  .superRefine((env, ctx) => {
    const pair = (a: keyof typeof env, b: keyof typeof env) => {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        ctx.addIssue({
          code: "custom",
          path: [env[a] ? b : a],
          message: `is required with ${env[a] ? a : b}`,
        });
      }
    };
    pair("GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET");
    pair("OIDC_ISSUER", "OIDC_CLIENT_ID");
    if (env.OIDC_CLIENT_SECRET && !env.OIDC_ISSUER) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER"],
        message: "is required with OIDC_CLIENT_SECRET",
      });
    }
    const postgres = env.DATABASE_URL.startsWith("postgres");
    if (env.NODE_ENV === "production" && postgres && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "is required in production with PostgreSQL (every server instance must share it)",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  /** The built browser app (`vite build` output). */
  clientDir: string;
  authSecret: string | undefined;
  publicUrl: string;
  /** Where writes may come from: PUBLIC_URL's origin, or the addresses the server answers on. */
  origins: AppOrigins;
  /** Google sign-in and Google Classroom: one OAuth client; endpoints movable for tests. */
  google: { clientId: string; clientSecret: string; endpoints: GoogleEndpoints } | null;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined; name: string } | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  tipUrl: string | null;
  classLimit: number;
  /** Students per class and per teacher (docs/product.md#limits; features/students/limits.ts). */
  studentLimits: { perClass: number; perTeacher: number };
  /** Members of all a teacher's saved groupings together (decision 0031; groupings/repository.ts). */
  savedMembersLimit: number;
  authRateLimit: boolean;
  /** Teachers with a password must set up two-factor sign-in (REQUIRE_TWO_FACTOR). */
  requireTwoFactor: boolean;
  /** Signed-in API requests per teacher and window (null: off); docs/decisions/0008. */
  apiRateLimit: { max: number; windowSeconds: number } | null;
  /** Rate-limit counters live here when set, else in the database. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Proxies believed about the client's address (TRUST_PROXY, default none). */
  trustProxy: TrustProxy;
  /** Where to report a vulnerability (`mailto:` / `https://`): security.txt's Contact lines. */
  securityContact: string[];
  logLevel: Env["LOG_LEVEL"];
  /** Picks, rolls and idle accounts: kept how long (null: until deleted); features/retention. */
  retention: RetentionSettings;
  /** "initials": new students are kept as first names and last initial (features/students). */
  studentNames: StudentNames;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Loads `.env` from the working folder into process.env when there is one (set values win). */
export function loadDotEnv(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

/** Reads the configuration from an environment (process.env by default); throws ConfigError. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const key = String(i.path[0] ?? "environment");
        const value = source[key];
        return `${key}${value === undefined ? "" : ` (got "${value}")`}: ${i.message}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    clientDir: e.CLIENT_DIR,
    authSecret: e.BETTER_AUTH_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    origins: appOrigins({ publicUrl: e.PUBLIC_URL, listenHost: e.HOST, port: e.PORT }),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            endpoints: googleEndpoints(e),
          }
        : null,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER.replace(/\/+$/, ""),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            name: e.OIDC_NAME,
          }
        : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    tipUrl: e.TIP_URL ?? null,
    classLimit: e.CLASS_LIMIT,
    studentLimits: { perClass: e.MAX_STUDENTS_PER_CLASS, perTeacher: e.MAX_STUDENTS_PER_TEACHER },
    savedMembersLimit: e.MAX_SAVED_MEMBERS_PER_TEACHER,
    authRateLimit: e.AUTH_RATE_LIMIT ? e.AUTH_RATE_LIMIT === "on" : e.NODE_ENV === "production",
    requireTwoFactor: e.REQUIRE_TWO_FACTOR === "true",
    apiRateLimit: parseApiRateLimit(e.API_RATE_LIMIT, e.NODE_ENV),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? "classcharm:",
    trustProxy: e.TRUST_PROXY,
    securityContact: e.SECURITY_CONTACT,
    logLevel: e.LOG_LEVEL,
    retention: retentionSettings(e),
    studentNames: e.STUDENT_NAMES,
  };
}
