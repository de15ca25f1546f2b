/**
 * Bad input: for every registered /api route (found by enumerating the app, not a
 * list kept by hand) at least FUZZ_RUNS (1,000) hostile requests generated with fast-check from
 * the route's schemas and its valid probe (ownership-fixtures.ts): wrong types, missing and
 * extra fields, huge strings, unicode (lone surrogates, RTL, zero-width, emoji), NUL bytes, deep
 * JSON, odd numbers, prototype-pollution keys, malformed JSON, wrong content types, odd ids and
 * query strings. All are sent as the signed-in owner with the same-origin Origin header, so
 * they get past CSRF to the route's own checks. Better Auth's main endpoints are fuzzed too.
 *
 * Asserted: no answer is 5xx; every error answer is JSON `{ error: string }`; a request that
 * the route's own Zod schemas refuse is never accepted; and no refused request changes the
 * owner's data. For that, the owner's data is compared with the last known state (its
 * `snapshot`) before and after every request that may be accepted, and at the end: so every
 * change is explained by an accepted (2xx) request, and any change made by a refused one is
 * caught. The owner has a small world and a class of BIG_CLASS students, which a fifth of the
 * requests target. Fixed seeds: a failure prints the shrunk request and replays the same.
 */

import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ERROR_CODES } from "#src/domain/schemas/error-codes";
import {
  bodyPayload,
  type FuzzRequest,
  jsonSchemaOf,
  type Materialized,
  materialize,
  mayBeAccepted,
  type Path,
  pathsOf,
  requestArbitrary,
  sampleOf,
  schemaPaths,
  type Target,
  type WorldIdName,
} from "../support/fuzz-requests";
import {
  type GroupingsWorld,
  groupingsExist,
  groupingsSnapshot,
  seedGroupingsFor,
} from "../support/groupings-world";
import { call, dbKind, signUp, TEST_ORIGIN } from "../support/harness";
import { ownershipFixtures, type World } from "../support/ownership-fixtures";
import {
  type ApiRoute,
  createRecordedApp,
  isAuthRoute,
  isSubstituteRoute,
  routeKey,
} from "../support/route-table";
import {
  type SeatingWorld,
  seatingExists,
  seatingSnapshot,
  seedSeatingFor,
} from "../support/seating-world";
import { seedClass } from "../support/seed";
import {
  addMember,
  insertInvitation,
  type SharingWorld,
  seedSharingFor,
} from "../support/sharing-world";
import { substituteFixtures } from "../support/substitute-fixtures";
import { insertSubstituteLink, substituteHeaders } from "../support/substitute-world";
import { seedWorldFor, snapshot } from "../support/world";

// 1,000 per endpoint on SQLite; the PostgreSQL run repeats the same generators with
// fewer requests, to keep `npm test` short: every request there costs a network round trip.
const RUNS = Number(process.env.FUZZ_RUNS ?? (dbKind === "postgres" ? 250 : 1000));
const BIG_CLASS = 1000;
const APP_LIMIT = 1024 * 1024;
const AUTH_LIMIT = 64 * 1024;
const PASSWORD = "correct horse battery";

const t = await createRecordedApp();
const db = t.database.db;
/** Co-teaches the owner's class and invites the owner to a class of theirs (sharing-world.ts). */
const colleague = await signUp(t.app);

const fixtures = new Map(
  Object.entries(ownershipFixtures).map(([key, f]) => {
    const [method = "", url = ""] = key.split(" ");
    return [routeKey(method, url), f];
  }),
);
/** The substitute API's probes (substitute-fixtures.ts), sent with the world's link's token. */
const substituteProbes = new Map(
  Object.entries(substituteFixtures).map(([key, f]) => {
    const [method = "", url = ""] = key.split(" ");
    return [routeKey(method, url), f];
  }),
);

/** Better Auth's endpoints as a client calls them: a plausible body each (wrong passwords). */
const AUTH_ENDPOINTS: { path: string; body: (w: FuzzWorld) => Record<string, unknown> }[] = [
  {
    path: "/api/auth/sign-in/email",
    body: (w) => ({ email: w.email, password: "wrong password 1", rememberMe: false }),
  },
  {
    path: "/api/auth/sign-up/email",
    body: () => ({ name: "Fuzz Teacher", email: "fuzz-new@example.com", password: PASSWORD }),
  },
  {
    path: "/api/auth/request-password-reset",
    body: (w) => ({ email: w.email, redirectTo: "/reset-password" }),
  },
  {
    path: "/api/auth/reset-password",
    body: () => ({ newPassword: "another good password", token: "not-a-real-token" }),
  },
  {
    path: "/api/auth/change-password",
    body: () => ({
      currentPassword: "wrong password 1",
      newPassword: "another good password",
      revokeOtherSessions: false,
    }),
  },
  { path: "/api/auth/update-user", body: () => ({ name: "Renamed Teacher" }) },
  { path: "/api/auth/change-email", body: () => ({ newEmail: "new-address@example.com" }) },
  { path: "/api/auth/delete-user", body: () => ({ password: "wrong password 1" }) },
  // Two-factor sign-in: the password-checked changes with a wrong password, and codes.
  { path: "/api/auth/two-factor/enable", body: () => ({ password: "wrong password 1" }) },
  { path: "/api/auth/two-factor/disable", body: () => ({ password: "wrong password 1" }) },
  {
    path: "/api/auth/two-factor/generate-backup-codes",
    body: () => ({ password: "wrong password 1" }),
  },
  { path: "/api/auth/two-factor/verify-totp", body: () => ({ code: "123456", trustDevice: true }) },
  { path: "/api/auth/two-factor/verify-backup-code", body: () => ({ code: "abcde-fghij" }) },
];
// Not fuzzed: /sign-out and /revoke-sessions, whose valid form ends the owner's session (the
// fuzz needs it); the wildcard route itself is fuzzed with odd paths ("GET /api/auth/*").

interface FuzzWorld
  extends Omit<World, keyof GroupingsWorld | keyof SeatingWorld | keyof SharingWorld>,
    GroupingsWorld,
    SeatingWorld,
    SharingWorld {
  cookie: string;
  bigClassId: string;
  bigStudentId: string;
  /** Another of the big class's students (rules and groupings name two). */
  bigPairedStudentId: string;
}

async function newWorld(): Promise<FuzzWorld> {
  return newWorldFor(await signUp(t.app));
}

/** A signed-up teacher's world (world.ts) and a class of BIG_CLASS students. */
async function newWorldFor(owner: {
  cookie: string;
  email: string;
  userId: string;
}): Promise<FuzzWorld> {
  const seeded = { ...owner, ...(await seedWorldFor(t.database, owner.userId)) };
  const world = {
    ...seeded,
    ...(await seedGroupingsFor(db, seeded.classId)),
    ...(await seedSeatingFor(db, seeded.classId)),
    ...(await seedSharingFor(db, seeded, colleague.userId)),
  };
  const big = await seedClass(
    db,
    world.userId,
    Array.from({ length: BIG_CLASS }, (_, i) => ({
      name: `Pupil ${i + 1}`,
      number: (i % 4) + 1,
      color: ["Red", "Yellow", "Green", "Purple"][i % 4] ?? null,
    })),
  );
  return {
    ...world,
    bigClassId: big.classId,
    bigStudentId: big.studentIds[0] as string,
    bigPairedStudentId: big.studentIds[1] as string,
  };
}

/** Everything of the owner's that a request could change: the world, the user and account rows. */
async function ownerState(userId: string) {
  return {
    ...(await snapshot(db, userId)),
    ...(await groupingsSnapshot(db, userId)),
    ...(await seatingSnapshot(db, userId)),
    user: await db.selectFrom("user").selectAll().where("id", "=", userId).execute(),
    accounts: await (db as unknown as Kysely<Record<string, { id: string; userId: string }>>)
      .selectFrom("account")
      .selectAll()
      .where("userId", "=", userId)
      .orderBy("id")
      .execute(),
  };
}

/**
 * Tables a request may change: the teacher's data, and the user and account rows (name, e-mail,
 * password). Every row inserted, updated or deleted in them adds one to `fuzz_changes.n` (a
 * trigger of the test's own database; a rolled-back write rolls its count back too), so one
 * tiny query after each request tells whether it changed anything.
 */
const WATCHED = [
  "user",
  "account",
  "classes",
  "students",
  "selection_history",
  "attendance_days",
  "absences",
  "wheel_settings",
  "group_settings",
  "group_rules",
  "group_rule_members",
  "saved_groupings",
  "saved_grouping_members",
  "rooms",
  "seat_needs",
  "seating_charts",
  "roster_classes",
  "roster_students",
  "class_members",
  "class_invitations",
  "substitute_links",
  "class_activity",
  "teacher_settings",
  "user_preferences",
  "teacher_languages",
  "feedback",
  // A keyed pick, import, Save groups or Add rule stores its answer: only when accepted.
  "idempotency_keys",
];

async function installChangeCounter(): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  await run("CREATE TABLE fuzz_changes (n BIGINT NOT NULL)");
  await run("INSERT INTO fuzz_changes (n) VALUES (0)");
  if (dbKind === "postgres") {
    // One statement-level trigger per table and event, counting the rows in its transition
    // table (a row-level one would update the counter once per row of a 1,000-row insert).
    await run(
      "CREATE FUNCTION fuzz_bump() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE k bigint; BEGIN SELECT count(*) INTO k FROM changed; IF k > 0 THEN UPDATE fuzz_changes SET n = n + k; END IF; RETURN NULL; END $$",
    );
    for (const table of WATCHED) {
      for (const [event, rows] of [
        ["INSERT", "NEW"],
        ["UPDATE", "NEW"],
        ["DELETE", "OLD"],
      ] as const) {
        await run(
          `CREATE TRIGGER fuzz_${table}_${event.toLowerCase()} AFTER ${event} ON "${table}" REFERENCING ${rows} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION fuzz_bump()`,
        );
      }
    }
    return;
  }
  for (const table of WATCHED) {
    for (const event of ["INSERT", "UPDATE", "DELETE"]) {
      await run(
        `CREATE TRIGGER fuzz_${table}_${event.toLowerCase()} AFTER ${event} ON "${table}" BEGIN UPDATE fuzz_changes SET n = n + 1; END`,
      );
    }
  }
}

async function changeCount(): Promise<number> {
  const result = await sql<{ n: number | string }>`SELECT n FROM fuzz_changes`.execute(db);
  return Number(result.rows[0]?.n);
}

/** Whether the owner still exists and has a session (a fuzzed request may have ended either). */
async function stillSignedIn(world: FuzzWorld): Promise<boolean> {
  const user = await db
    .selectFrom("user")
    .select("id")
    .where("id", "=", world.userId)
    .executeTakeFirst();
  const session = await db
    .selectFrom("session")
    .select("id")
    .where("userId", "=", world.userId)
    .executeTakeFirst();
  return user !== undefined && session !== undefined;
}

/**
 * The owner again for the next endpoint, with data of the same size as at first: their classes
 * (with students and picks) and feedback go, a fresh world and big class come.
 */
async function resetOwner(world: FuzzWorld): Promise<FuzzWorld> {
  if (!(await stillSignedIn(world))) return newWorld();
  await db.deleteFrom("classes").where("user_id", "=", world.userId).execute();
  await db.deleteFrom("feedback").where("user_id", "=", world.userId).execute();
  return newWorldFor(world);
}

/** After an accepted change: re-seed whatever the requests aim at that no longer exists. */
async function restore(world: FuzzWorld): Promise<FuzzWorld> {
  if (!(await stillSignedIn(world))) return newWorld();
  const exists = async (table: "classes" | "students" | "teacher_settings", id: string) =>
    (await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
  let next = world;
  if (
    !(await exists("classes", world.classId)) ||
    !(await exists("students", world.studentId)) ||
    !(await exists("teacher_settings", world.settingId))
  ) {
    next = { ...next, ...(await seedWorldFor(t.database, world.userId)) };
  }
  if (
    (await exists("classes", next.bigClassId)) &&
    !(await exists("students", next.bigStudentId))
  ) {
    // Another of the big class's students (re-seeding 1,000 for one deleted is wasted work).
    const other = await db
      .selectFrom("students")
      .select("id")
      .where("class_id", "=", next.bigClassId)
      .executeTakeFirst();
    if (other) next = { ...next, bigStudentId: other.id };
  }
  if (
    !(await exists("classes", next.bigClassId)) ||
    !(await exists("students", next.bigStudentId))
  ) {
    const big = await seedClass(
      db,
      world.userId,
      Array.from({ length: BIG_CLASS }, (_, i) => ({ name: `Pupil ${i + 1}` })),
    );
    next = { ...next, bigClassId: big.classId, bigStudentId: big.studentIds[0] as string };
  }
  return restoreSharing(await restoreSeating(await restoreGroupings(next)));
}

/**
 * The open invitation, the co-teacher and the invitation for the owner the sharing routes aim
 * at; the substitute link the substitute routes are sent with (a fresh one once turned off).
 */
async function restoreSharing(world: FuzzWorld): Promise<FuzzWorld> {
  let next = world;
  const link = await db
    .selectFrom("substitute_links")
    .select("id")
    .where("id", "=", world.substituteLinkId)
    .where("class_id", "=", world.classId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!link) {
    const made = await insertSubstituteLink(db, world.classId);
    next = { ...next, substituteLinkId: made.id, substituteToken: made.token };
  }
  const open = await db
    .selectFrom("class_invitations")
    .select("id")
    .where("id", "=", world.invitationId)
    .where("class_id", "=", world.classId)
    .where("accepted_at", "is", null)
    .executeTakeFirst();
  if (!open) {
    const made = await insertInvitation(db, world.classId, world.userId);
    next = { ...next, invitationId: made.id };
  }
  const member = await db
    .selectFrom("class_members")
    .select("user_id")
    .where("class_id", "=", world.classId)
    .where("user_id", "=", world.memberId)
    .executeTakeFirst();
  if (!member) await addMember(db, world.classId, world.memberId, world.userId);
  const members = await db
    .selectFrom("class_members")
    .select("class_id")
    .where("user_id", "=", world.userId)
    .execute();
  const theirs = await db
    .selectFrom("class_invitations")
    .select("class_id")
    .where("invited_by", "=", colleague.userId)
    .where("accepted_at", "is", null)
    .execute();
  // The owner accepted the invitation to the colleague's class: another one, to another class.
  if (members.length > 0 || theirs.length === 0) {
    const { classId } = await seedClass(db, colleague.userId, [{ name: "Their pupil" }]);
    const made = await insertInvitation(db, classId, colleague.userId);
    await db.deleteFrom("class_members").where("user_id", "=", world.userId).execute();
    next = { ...next, invitationToken: made.token };
  }
  return next;
}

/** The room and saved chart the seating routes aim at (in the world's class). */
async function restoreSeating(world: FuzzWorld): Promise<FuzzWorld> {
  if (await seatingExists(db, world)) return world;
  return { ...world, ...(await seedSeatingFor(db, world.classId)) };
}

/** The rule and saved grouping the group rules and saved groupings routes aim at, and a second student of each class. */
async function restoreGroupings(world: FuzzWorld): Promise<FuzzWorld> {
  let next = world;
  const classmates = (classId: string) =>
    db.selectFrom("students").select("id").where("class_id", "=", classId).limit(2).execute();
  if (!(await groupingsExist(db, next))) {
    if ((await classmates(next.classId)).length < 2) {
      next = { ...next, ...(await seedWorldFor(t.database, next.userId)) };
    }
    next = { ...next, ...(await seedGroupingsFor(db, next.classId)) };
  }
  const paired = await db
    .selectFrom("students")
    .select("id")
    .where("class_id", "=", next.bigClassId)
    .where("id", "=", next.bigPairedStudentId)
    .executeTakeFirst();
  if (!paired || next.bigPairedStudentId === next.bigStudentId) {
    const other = await db
      .selectFrom("students")
      .select("id")
      .where("class_id", "=", next.bigClassId)
      .where("id", "!=", next.bigStudentId)
      .executeTakeFirst();
    next = { ...next, bigPairedStudentId: other?.id ?? next.bigStudentId };
  }
  return next;
}

interface Endpoint {
  method: string;
  /** As registered (`/api/classes/:id`, `/api/auth/*`). */
  route: string;
  /** What is printed and seeds the generator. */
  name: string;
  limit: number;
  schemas: ApiRoute["schemas"];
  params: number;
  probe(w: FuzzWorld, big: boolean): { url: string; body?: unknown };
  paths: Path[];
  hasBody: boolean;
}

const paramCount = (url: string) =>
  url.split("/").filter((p) => p.startsWith(":") || p === "*").length;

/** The world's ids a route's probe uses (the big class's for `big`). */
function worldIds(w: FuzzWorld, big: boolean): Record<WorldIdName, string> {
  return {
    userId: w.userId,
    classId: big ? w.bigClassId : w.classId,
    studentId: big ? w.bigStudentId : w.studentId,
    settingId: w.settingId,
    pairedStudentId: big ? w.bigPairedStudentId : w.pairedStudentId,
    ruleId: w.ruleId,
    groupingId: w.groupingId,
    roomId: w.roomId,
    chartId: w.chartId,
  };
}

/** A probe from the route's schemas alone, for a route without an ownership fixture. */
function derivedProbe(route: ApiRoute) {
  const js = jsonSchemaOf(route.schemas.body);
  return (w: FuzzWorld, big: boolean) => {
    const ids = worldIds(w, big);
    const url = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      if (name === "userId") return ids.userId;
      if (name === "classId") return ids.classId;
      if (route.url.includes("/students/")) return ids.studentId;
      if (route.url.includes("/teacher-settings/")) return ids.settingId;
      return ids.classId;
    });
    const body = js
      ? sampleOf(js, { user_id: ids.userId, class_id: ids.classId, student_id: ids.studentId })
      : undefined;
    return { url, body };
  };
}

function apiEndpoint(route: ApiRoute): Endpoint {
  const fixture = fixtures.get(routeKey(route.method, route.url));
  const substitute = substituteProbes.get(routeKey(route.method, route.url));
  const probe = substitute
    ? (w: FuzzWorld) => {
        const p = substitute({ ...w, substitutePickId: w.historyId, groupingId: w.groupingId });
        return { url: p.url, body: p.body };
      }
    : fixture
      ? (w: FuzzWorld, big: boolean) => {
          const p = fixture({ ...w, ...worldIds(w, big) });
          return { url: p.url, body: p.body };
        }
      : derivedProbe(route);
  return {
    method: route.method,
    route: route.url,
    name: `${route.method} ${route.url}`,
    limit: route.bodyLimit ?? APP_LIMIT,
    schemas: route.schemas,
    params: paramCount(route.url),
    probe,
    paths: [],
    hasBody: route.hasBody,
  };
}

function authEndpoint(path: string, body: (w: FuzzWorld) => Record<string, unknown>): Endpoint {
  return {
    method: "POST",
    route: path,
    name: `POST ${path}`,
    limit: AUTH_LIMIT,
    schemas: {},
    params: 0,
    probe: (w) => ({ url: path, body: body(w) }),
    paths: [],
    hasBody: true,
  };
}

const authWildcard: Endpoint = {
  method: "GET",
  route: "/api/auth/*",
  name: "GET /api/auth/* (odd paths)",
  limit: AUTH_LIMIT,
  schemas: {},
  params: 1,
  probe: () => ({ url: "/api/auth/get-session" }),
  paths: [],
  hasBody: false,
};

const apiRoutes = t.routes.filter((r) => !isAuthRoute(r.url));
const endpoints: Endpoint[] = [
  ...apiRoutes.map(apiEndpoint),
  ...AUTH_ENDPOINTS.map((e) => authEndpoint(e.path, e.body)),
  authWildcard,
];

/** Figures printed at the end. */
const totals = {
  hashing: 0,
  requests: 0,
  fiveXx: 0,
  accepted: 0,
  checks: 0,
  snapshots: 0,
  reseeds: 0,
};
const statuses = new Map<number, number>();
const perEndpoint: string[] = [];

function seedOf(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h | 0;
}

/** A short, printable account of a request as sent. */
function describeSent(method: string, sent: Materialized): string {
  const payload =
    sent.payload === undefined
      ? "(no body)"
      : Buffer.isBuffer(sent.payload)
        ? `bytes ${sent.payload.toString("hex").slice(0, 80)}`
        : `${sent.payload.length} chars ${JSON.stringify(sent.payload.slice(0, 160))}`;
  const url =
    sent.url.length > 200 ? `${sent.url.slice(0, 200)}... (${sent.url.length} chars)` : sent.url;
  return `${method} ${url} content-type=${JSON.stringify(sent.headers["content-type"] ?? null)} ${payload}`;
}

/**
 * `{ error, code, ...}` with a code of the closed set; routes may add `details` (400) or
 * `current` (409); Better Auth's answers keep its `message`.
 */
const ErrorBody = z.object({ error: z.string().min(1), code: z.enum(ERROR_CODES) });

function checkAnswer(endpoint: Endpoint, sent: Materialized, res: LightMyRequestResponse): void {
  const what = () =>
    `${endpoint.name}: ${describeSent(endpoint.method, sent)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(`5xx answer: ${what()}`);
  // Every request carries the owner's live session: a 401 from our routes means it was lost.
  if (res.statusCode === 401 && !isAuthRoute(endpoint.route)) {
    throw new Error(`the owner's session was lost: ${what()}`);
  }
  if (res.statusCode >= 400) {
    const type = String(res.headers["content-type"] ?? "");
    if (!type.startsWith("application/json"))
      throw new Error(`error answer is not JSON: ${what()}`);
    let body: unknown;
    try {
      body = res.json();
    } catch {
      throw new Error(`error answer is not valid JSON: ${what()}`);
    }
    if (!ErrorBody.safeParse(body).success)
      throw new Error(`error answer is not { error, code }: ${what()}`);
  }
}

/**
 * Requests that make the server hash or verify a password (scrypt, ~0.1 s each): a JSON object
 * body with a text `password` or `currentPassword`. At most HASHING_CAP of them per endpoint are
 * sent (the rest are skipped with fc.pre and replaced by other generated requests), so the run
 * stays fast while every endpoint still gets RUNS requests.
 */
const HASHING_CAP = 8;
/** `"password"` or `"currentPassword"` in JSON text, any letter perhaps escaped (and more). */
const PASSWORD_KEY = (() => {
  const letters = (word: string) =>
    [...word].map((c) => `(?:${c}|\\\\u00${c.charCodeAt(0).toString(16)})`).join("");
  return new RegExp(`"(?:${letters("currentP")}|${letters("p")})${letters("assword")}"`, "i");
})();
function hashesPassword(sent: Materialized): boolean {
  if (typeof sent.payload !== "string") return false;
  const media = sent.headers["content-type"]?.split(";", 1)[0]?.trim().toLowerCase();
  if (media !== "application/json") return false;
  // The parse (of up to a megabyte, for every request) only for a text that has one of the
  // keys, each letter as itself or as a \uXXXX escape.
  if (!PASSWORD_KEY.test(sent.payload)) return false;
  try {
    const body = JSON.parse(sent.payload) as Record<string, unknown> | null;
    return typeof body?.password === "string" || typeof body?.currentPassword === "string";
  } catch {
    return false;
  }
}

/** The owner the endpoints are fuzzed as, kept from one endpoint to the next (re-seeded as needed). */
let owner: FuzzWorld | null = null;

async function fuzz(endpoint: Endpoint): Promise<void> {
  let world = owner ? await resetOwner(owner) : await newWorld();
  const base = endpoint.probe(world, false);
  const js = jsonSchemaOf(endpoint.schemas.body);
  const known = new Map<string, Path>();
  for (const p of [...pathsOf(base.body), ...(js ? schemaPaths(js) : [])])
    known.set(JSON.stringify(p), p);
  const paths = [...known.values()];
  const isRead = endpoint.method === "GET";
  const counts = new Map<number, number>();
  const initial = JSON.stringify(await ownerState(world.userId));
  const changesAtStart = await changeCount();
  let hashed = 0;
  let changes = changesAtStart;

  const arbitrary = fc.tuple(
    fc.nat(4).map((n) => n === 0),
    requestArbitrary(endpoint.params, paths, endpoint.hasBody || endpoint.method !== "GET"),
  );
  await fc.assert(
    fc.asyncProperty(arbitrary, async ([big, request]: [boolean, FuzzRequest]) => {
      const probe = endpoint.probe(world, big);
      const target: Target = {
        method: endpoint.method,
        route: endpoint.route,
        probeUrl: probe.url,
        probeBody: probe.body,
        ids: worldIds(world, big),
        limit: endpoint.limit,
      };
      const sent = materialize(request, target);
      const hashing = hashesPassword(sent);
      fc.pre(!hashing || hashed < HASHING_CAP);
      if (hashing) {
        hashed++;
        totals.hashing++;
      }
      const may = !isRead && mayBeAccepted(sent, endpoint.schemas, endpoint.limit);
      // The substitute API's routes get the world's link's token (no PIN) beside the session.
      const link = isSubstituteRoute(endpoint.route)
        ? substituteHeaders(world.substituteToken)
        : {};
      const res = await t.app.inject({
        method: endpoint.method as "GET",
        url: sent.url,
        headers: { origin: TEST_ORIGIN, cookie: world.cookie, ...link, ...sent.headers },
        payload: sent.payload,
      });
      totals.requests++;
      counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) totals.fiveXx++;
      checkAnswer(endpoint, sent, res);
      const accepted = res.statusCode >= 200 && res.statusCode < 300;
      if (accepted) totals.accepted++;
      if (accepted && !isRead && !may) {
        throw new Error(
          `accepted a request its schemas refuse: ${endpoint.name}: ${describeSent(endpoint.method, sent)} -> ${res.statusCode}`,
        );
      }
      totals.checks++;
      const now = await changeCount();
      if (now === changes) return;
      if (!accepted || isRead) {
        throw new Error(
          `${isRead ? "a read" : "a refused request"} changed ${now - changes} row(s): ${endpoint.name}: ${describeSent(endpoint.method, sent)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }
      const restored = await restore(world);
      if (restored !== world) totals.reseeds++;
      world = restored;
      changes = await changeCount();
    }),
    { seed: seedOf(endpoint.name), numRuns: RUNS, endOnFailure: true, maxSkipsPerRun: 1000 },
  );
  owner = world;
  // Belt and braces: when nothing was accepted, all the teacher owns is exactly as it was.
  if (changes === changesAtStart) {
    totals.snapshots++;
    const now = JSON.parse(JSON.stringify(await ownerState(world.userId)));
    expect(now, `${endpoint.name}: refused requests changed nothing`).toEqual(JSON.parse(initial));
  }
  const sent = [...counts.values()].reduce((sum, n) => sum + n, 0);
  expect(sent, `${endpoint.name}: requests sent`).toBeGreaterThanOrEqual(RUNS);
  const histogram = [...counts.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s} x ${n}`);
  perEndpoint.push(`${endpoint.name}: ${histogram.join(", ")}`);
}

beforeAll(async () => {
  await installChangeCounter();
  // A teacher signed in elsewhere, so the fuzz's sign-ins and resets meet a second account.
  await signUp(t.app);
});

afterAll(async () => {
  const histogram = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s} x ${n}`);
  console.log(
    `fuzz: ${endpoints.length} endpoints (${apiRoutes.length} /api routes + ${AUTH_ENDPOINTS.length + 1} auth), ${totals.requests} requests, ${totals.fiveXx} x 5xx; ${totals.accepted} accepted (2xx), ${totals.checks} change checks, ${totals.snapshots} full snapshots compared, ${totals.reseeds} re-seeds, ${totals.hashing} hashed a password (at most ${HASHING_CAP} per endpoint)\nfuzz statuses: ${histogram.join(", ")}\n${perEndpoint.join("\n")}`,
  );
  await t.close();
});

describe("fuzz: hostile requests", () => {
  it("covers every registered route", () => {
    const registered = t.routes.map((r) => `${r.method} ${r.url}`);
    expect(registered).toContain("GET /api/auth/*");
    expect(endpoints.length).toBe(apiRoutes.length + AUTH_ENDPOINTS.length + 1);
    expect(apiRoutes.length).toBeGreaterThanOrEqual(22);
  });

  it("sees every change a request makes (the check can fail)", async () => {
    const world = await newWorld();
    const before = await changeCount();
    const refused = await call(t.app, "POST", "/api/students", {
      cookie: world.cookie,
      body: { name: "", class_id: world.classId },
    });
    expect(refused.statusCode).toBe(400);
    expect(await changeCount()).toBe(before);
    const added = await call(t.app, "POST", "/api/students", {
      cookie: world.cookie,
      body: { name: "Counted", class_id: world.classId },
    });
    expect(added.statusCode, added.body).toBe(201);
    // The student, and the class's updated_at.
    expect(await changeCount()).toBeGreaterThanOrEqual(before + 2);
    const renamed = await db
      .updateTable("user")
      .set({ name: "Direct" })
      .where("id", "=", world.userId)
      .executeTakeFirst();
    expect(Number(renamed.numUpdatedRows)).toBe(1);
    expect(await changeCount()).toBeGreaterThanOrEqual(before + 3);
  });

  it("builds the bodies it describes: raw numbers and deep nests as written, sizes as asked", () => {
    const base = { name: "Ann", rows: [{ name: "Bo" }] };
    const raw = { k: "raw", text: "1e400" } as const;
    const deep = { k: "deep", depth: 3, open: "{" } as const;
    expect(bodyPayload({ k: "value", value: raw }, base, APP_LIMIT)).toBe("1e400");
    for (let i = 0; i < 2; i++) {
      expect(
        bodyPayload(
          {
            k: "mutated",
            ops: [
              { op: "set", path: ["rows", 0, "name"], value: raw },
              { op: "set", path: ["name"], value: deep },
              { op: "duplicate", key: "name", value: { k: "huge", length: 3, unit: "é" } },
            ],
          },
          base,
          APP_LIMIT,
        ),
      ).toBe('{"name":{"a":{"a":{"a":1}}},"rows":[{"name":1e400}],"name":"ééé"}');
    }
    expect(base).toEqual({ name: "Ann", rows: [{ name: "Bo" }] });
    for (const delta of [-64, 1, 1024]) {
      for (const unit of ["a", "é", "😀"]) {
        const body = bodyPayload({ k: "sized", delta, unit }, base, AUTH_LIMIT) as string;
        expect(body).toBe(bodyPayload({ k: "sized", delta, unit }, base, AUTH_LIMIT));
        const bytes = Buffer.byteLength(body);
        expect(bytes).toBeGreaterThanOrEqual(AUTH_LIMIT + delta);
        expect(bytes).toBeLessThan(AUTH_LIMIT + delta + Buffer.byteLength(unit));
        expect(JSON.parse(body)).toEqual({ name: expect.any(String) });
      }
    }
  });

  it("answers the router's own errors as { error, code } (a path that can't be decoded, a long id)", async () => {
    const world = owner ? await resetOwner(owner) : await newWorld();
    owner = world;
    for (const [url, status, code] of [
      ["/api/classes/%zz", 400, "invalid_request"],
      ["/api/students/%C0%AF", 400, "invalid_request"],
      [`/api/students/${"x".repeat(201)}`, 414, "uri_too_long"],
    ] as const) {
      const res = await call(t.app, "GET", url, { cookie: world.cookie });
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toEqual({ error: expect.any(String), code });
    }
  });

  it("refuses NUL and control characters in imported rows and in names, writing nothing", async () => {
    const world = owner ? await resetOwner(owner) : await newWorld();
    owner = world;
    const controls = [
      ...Array.from({ length: 0x20 }, (_, c) => c).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)),
      0x7f,
    ].map((c) => String.fromCharCode(c));
    const before = await changeCount();
    const row = { number: 1, color: "Red", element: "Fire", shape: "Square" };
    let refused = 0;
    for (const ch of controls) {
      const sends = [
        call(t.app, "POST", `/api/classes/${world.classId}/students/import`, {
          cookie: world.cookie,
          body: {
            rows: [
              { name: "Ann", ...row },
              { name: `Be${ch}n`, ...row },
            ],
          },
        }),
        call(t.app, "POST", `/api/classes/${world.classId}/students/import`, {
          cookie: world.cookie,
          body: { rows: [{ name: "Ann", ...row, color: `R${ch}ed` }] },
        }),
        call(t.app, "POST", "/api/students", {
          cookie: world.cookie,
          body: { name: `Be${ch}n`, class_id: world.classId, ...row },
        }),
        call(t.app, "POST", "/api/classes", { cookie: world.cookie, body: { name: `C${ch}x` } }),
      ];
      for (const res of await Promise.all(sends)) {
        expect(res.statusCode, `U+${ch.charCodeAt(0).toString(16)}: ${res.body}`).toBe(400);
        expect(res.json().error).toEqual(expect.any(String));
        refused++;
      }
    }
    expect(await changeCount()).toBe(before);
    const imported = await call(t.app, "POST", `/api/classes/${world.classId}/students/import`, {
      cookie: world.cookie,
      body: { rows: [{ name: "Line\r\nbreak\tand tab", ...row }] },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    console.log(
      `fuzz: ${refused} requests with NUL or control characters in rows and names -> 400, nothing written`,
    );
  });

  it.each(endpoints.map((e) => [e.name, e] as const))(
    "%s: no 5xx, errors as { error }, refused requests change nothing",
    async (_name, endpoint) => {
      await fuzz(endpoint);
    },
    240_000,
  );
});
