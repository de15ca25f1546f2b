/**
 * Every registered state-changing route (enumerated from the app, Better
 * Auth's endpoints included) refuses each request a foreign page could send, and still takes
 * the same request sent as our own page sends it (same-origin JSON).
 */

import { afterAll, describe, expect, it } from "vitest";
import { newId, nowIso } from "#src/server/features/repository-kit";
import { CSRF_ERRORS } from "#src/server/security/csrf";
import { seedGoogleFor } from "../../support/google-world";
import { seedGroupingsFor } from "../../support/groupings-world";
import { signUp, TEST_ORIGIN } from "../../support/harness";
import { ownershipFixtures, type World } from "../../support/ownership-fixtures";
import {
  createRecordedApp,
  isAuthRoute,
  isSubstituteRoute,
  routeKey,
} from "../../support/route-table";
import { seatingSnapshot, seedSeatingFor } from "../../support/seating-world";
import { seedClass } from "../../support/seed";
import { seedSharingFor, sharingSnapshot } from "../../support/sharing-world";

const t = await createRecordedApp();
afterAll(() => t.close());
/** Co-teaches each world's class, and invites its teacher to a class of theirs. */
const colleague = await signUp(t.app);

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const json = { origin: TEST_ORIGIN, "content-type": "application/json" };

/** Each way a foreign page (or a form) could send the request, and the status it must get. */
const BAD_VARIANTS: { name: string; headers: Record<string, string>; status: 403 | 415 }[] = [
  { name: "no Origin", headers: { "content-type": "application/json" }, status: 403 },
  { name: "foreign Origin", headers: { ...json, origin: "https://evil.example" }, status: 403 },
  { name: "Origin null", headers: { ...json, origin: "null" }, status: 403 },
  {
    name: "sibling-port Origin",
    headers: { ...json, origin: "http://localhost:3001" },
    status: 403,
  },
  {
    name: "Sec-Fetch-Site cross-site",
    headers: { ...json, "sec-fetch-site": "cross-site" },
    status: 403,
  },
  { name: "text/plain", headers: { ...json, "content-type": "text/plain" }, status: 415 },
  {
    name: "form-urlencoded",
    headers: { ...json, "content-type": "application/x-www-form-urlencoded" },
    status: 415,
  },
  {
    name: "multipart",
    headers: { ...json, "content-type": "multipart/form-data; boundary=x" },
    status: 415,
  },
];

interface Target {
  name: string;
  method: string;
  /** The request's url and body for a given teacher's world. */
  probe(w: World): { url: string; body?: unknown };
}

const fixtures = new Map(
  Object.entries(ownershipFixtures).map(([key, f]) => {
    const [method = "", url = ""] = key.split(" ");
    return [routeKey(method, url), f];
  }),
);
const apiTargets: Target[] = t.routes
  // The substitute API's writes: tests/api/substitute-matrix.test.ts sends them from a foreign page.
  .filter((r) => STATE_CHANGING.has(r.method) && !isAuthRoute(r.url) && !isSubstituteRoute(r.url))
  .map((r) => {
    const fixture = fixtures.get(routeKey(r.method, r.url));
    if (!fixture) throw new Error(`${r.method} ${r.url}: add it to ownership-fixtures.ts`);
    return { name: `${r.method} ${r.url}`, method: r.method, probe: fixture };
  });

// The one registered auth route (/api/auth/*) stands for every Better Auth endpoint behind it.
const authEndpoints = Object.values(
  t.app.ctx.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>,
).filter((e) => e.path !== undefined && [e.options?.method].flat().includes("POST"));
const authTargets: Target[] = authEndpoints
  .filter((e) => e.path !== "/callback/:id")
  .map((e) => {
    const url = `/api/auth${String(e.path).replace(/:[A-Za-z]+/g, "x")}`;
    return { name: `POST ${url}`, method: "POST", probe: () => ({ url, body: {} }) };
  });
const targets = [...apiTargets, ...authTargets];

async function seedWorld(): Promise<World & { cookie: string }> {
  const owner = await signUp(t.app);
  const student = { number: 1, color: "Red", element: "Fire", shape: "Square" };
  const { classId, studentIds } = await seedClass(t.database.db, owner.userId, [
    { name: "Ann", ...student },
    { name: "Ben", ...student },
  ]);
  const settingId = newId();
  await t.database.db
    .insertInto("teacher_settings")
    .values({
      id: settingId,
      user_id: owner.userId,
      attribute_name: "color",
      display_name: "Color",
      description: null,
      options: JSON.stringify(["Red", "Yellow", "Green", "Purple"]),
      show_to_students: 1,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  const historyId = newId();
  await t.database.db
    .insertInto("selection_history")
    .values({
      id: historyId,
      class_id: classId,
      student_id: studentIds[0] as string,
      created_at: nowIso(),
    })
    .execute();
  const groupings = await seedGroupingsFor(t.database.db, classId);
  const seating = await seedSeatingFor(t.database.db, classId);
  const sharing = await seedSharingFor(
    t.database.db,
    { userId: owner.userId, classId },
    colleague.userId,
  );
  return {
    ...owner,
    classId,
    studentId: studentIds[0] as string,
    settingId,
    historyId,
    ...groupings,
    ...seating,
    ...sharing,
  };
}

/** A fingerprint of the teacher's data, to prove a refused request changed nothing. */
async function fingerprint(userId: string): Promise<string> {
  const db = t.database.db;
  const classes = await db
    .selectFrom("classes")
    .selectAll()
    .where("user_id", "=", userId)
    .execute();
  const ids = classes.map((c) => c.id);
  const students = ids.length
    ? await db
        .selectFrom("students")
        .selectAll()
        .where("class_id", "in", ids)
        .orderBy("id")
        .execute()
    : [];
  const settings = await db
    .selectFrom("teacher_settings")
    .selectAll()
    .where("user_id", "=", userId)
    .execute();
  const feedback = await db
    .selectFrom("feedback")
    .select("id")
    .where("user_id", "=", userId)
    .execute();
  const sessions = await db
    .selectFrom("session")
    .select("id")
    .where("userId", "=", userId)
    .execute();
  const rosters = ids.length
    ? await db.selectFrom("roster_students").selectAll().where("class_id", "in", ids).execute()
    : [];
  return JSON.stringify({
    classes,
    students,
    settings,
    feedback,
    sessions: sessions.length,
    rosters,
    seating: await seatingSnapshot(db, userId),
    sharing: await sharingSnapshot(db, userId),
  });
}

const send = (method: string, url: string, headers: Record<string, string>, body?: unknown) =>
  t.app.inject({
    method: method as "POST",
    url,
    headers,
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

describe("CSRF matrix", () => {
  it("covers every state-changing route", () => {
    console.log(`CSRF matrix: ${targets.length} routes x ${BAD_VARIANTS.length + 1} variants`);
    expect(apiTargets.length).toBeGreaterThanOrEqual(15);
    expect(authTargets.length).toBeGreaterThanOrEqual(15);
  });

  it.each(targets.map((target) => [target.name, target] as const))(
    "%s: refused from a foreign page, taken from our own",
    async (name, target) => {
      const world = await seedWorld();
      Object.assign(world, await seedGoogleFor(t, world, target.name));
      const { url, body } = target.probe(world);
      const before = await fingerprint(world.userId);
      for (const variant of BAD_VARIANTS) {
        const res = await send(
          target.method,
          url,
          { ...variant.headers, cookie: world.cookie },
          body,
        );
        expect(res.statusCode, `${name} with ${variant.name}: ${res.body}`).toBe(variant.status);
        expect(res.json()).toEqual({
          error: expect.any(String),
          code: variant.status === 415 ? "unsupported_media_type" : "forbidden",
        });
      }
      expect(await fingerprint(world.userId), `${name}: refused requests changed nothing`).toBe(
        before,
      );

      // Our page's request: same-origin JSON. Signed-in routes succeed; Better Auth's answer
      // may be 400/401/404 for an empty body, but never a CSRF refusal.
      // As the SPA sends it: Origin always, a JSON content-type only with a body.
      const ours: Record<string, string> = { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" };
      if (body !== undefined) ours["content-type"] = "application/json";
      if (!isAuthRoute(url)) ours.cookie = world.cookie;
      const good = await send(target.method, url, ours, body);
      const error = String(good.headers["content-type"]).includes("json")
        ? good.json()?.error
        : undefined;
      expect(Object.values(CSRF_ERRORS), `${name}: ${good.body}`).not.toContain(error);
      if (!isAuthRoute(url)) {
        expect(good.statusCode, `${name} same-origin JSON: ${good.body}`).toBeGreaterThanOrEqual(
          200,
        );
        expect(good.statusCode).toBeLessThan(300);
      }
    },
  );

  it("leaves reads alone, even from a foreign page", async () => {
    const res = await send("GET", "/api/health", {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(res.statusCode).toBe(200);
  });
});
