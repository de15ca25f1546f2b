/**
 * Every API answer, and above all every one with a teacher's data, carries
 * `Cache-Control: no-store`. The signed-in routes come from the recorded route table with the
 * ownership fixtures (a new route without a fixture fails the ownership matrix), each asked as
 * its owner (2xx, the data) and signed out (401); then the public routes, Better Auth's answers
 * (sign-up, sign-in, session, sessions, errors) and an unknown API path.
 */
import { afterAll, describe, expect, it } from "vitest";
import { seedGoogleFor } from "../../support/google-world";
import { seedGroupingsFor } from "../../support/groupings-world";
import { call, cookieFrom, signUp } from "../../support/harness";
import { ownershipFixtures, PUBLIC_ROUTES } from "../../support/ownership-fixtures";
import {
  createRecordedApp,
  isAuthRoute,
  isSubstituteRoute,
  routeKey,
} from "../../support/route-table";
import { seedSeatingFor } from "../../support/seating-world";
import { seedSharingFor } from "../../support/sharing-world";
import { seedWorld } from "../../support/world";

const t = await createRecordedApp();
afterAll(() => t.close());
/** Co-teaches each world's class, and invites its teacher to a class of theirs. */
const colleague = await signUp(t.app);

const split = (key: string): [string, string] => {
  const [method = "", url = ""] = key.split(" ");
  return [method, url];
};
const fixtures = new Map(
  Object.entries(ownershipFixtures).map(([k, f]) => [routeKey(...split(k)), f]),
);
const publicKeys = new Set(PUBLIC_ROUTES.map((k) => routeKey(...split(k))));
// The substitute API's answers: tests/api/substitute-matrix.test.ts checks them for no-store.
const signedIn = t.routes.filter(
  (r) =>
    !isAuthRoute(r.url) && !isSubstituteRoute(r.url) && !publicKeys.has(routeKey(r.method, r.url)),
);

const noStore = (res: { headers: Record<string, unknown> }) =>
  String(res.headers["cache-control"] ?? "(none)");

describe("Cache-Control: no-store on API answers", () => {
  it.each(signedIn.map((r) => [`${r.method} ${r.url}`, r.method, r.url] as const))(
    "%s: no-store for the owner and signed out",
    async (name, method, url) => {
      const fixture = fixtures.get(routeKey(method, url));
      if (!fixture) throw new Error(`${name} has no fixture in ownership-fixtures.ts`);
      const seeded = await seedWorld(t);
      const world = {
        ...seeded,
        ...(await seedGroupingsFor(t.database.db, seeded.classId)),
        ...(await seedSeatingFor(t.database.db, seeded.classId)),
        ...(await seedGoogleFor(t, seeded, url)),
        ...(await seedSharingFor(t.database.db, seeded, colleague.userId)),
      };
      const probe = fixture(world);
      const owner = await call(t.app, method as "GET", probe.url, {
        cookie: world.cookie,
        body: probe.body,
      });
      const expected = probe.owner ?? 299;
      expect(owner.statusCode, `${name}: ${owner.body.slice(0, 200)}`).toBeLessThanOrEqual(
        expected,
      );
      expect(noStore(owner), name).toBe("no-store");
      const anonymous = await call(t.app, method as "GET", probe.url, { body: probe.body });
      expect(anonymous.statusCode).toBe(401);
      expect(noStore(anonymous), `${name} signed out`).toBe("no-store");
    },
  );

  it("covers at least the signed-in routes the ownership matrix checks", () => {
    expect(signedIn.length).toBeGreaterThanOrEqual(22);
  });

  it.each(PUBLIC_ROUTES)("%s: no-store", async (key) => {
    const [method, url] = split(key);
    const res = await call(t.app, method as "GET", url);
    expect(res.statusCode).toBe(200);
    expect(noStore(res)).toBe("no-store");
  });

  it("Better Auth's answers (sign-up, sign-in, session, sessions, errors) and unknown API paths: no-store", async () => {
    const email = `cache-${Date.now()}@example.com`;
    const password = "correct horse battery";
    const answers = {
      "sign-up": await call(t.app, "POST", "/api/auth/sign-up/email", {
        body: { name: "Cache", email, password },
      }),
      "sign-in": await call(t.app, "POST", "/api/auth/sign-in/email", {
        body: { email, password },
      }),
      "wrong password": await call(t.app, "POST", "/api/auth/sign-in/email", {
        body: { email, password: "wrong password!" },
      }),
    };
    const cookie = cookieFrom(answers["sign-in"]);
    const more = {
      "get-session": await call(t.app, "GET", "/api/auth/get-session", { cookie }),
      "list-sessions": await call(t.app, "GET", "/api/auth/list-sessions", { cookie }),
      "unknown auth path": await call(t.app, "GET", "/api/auth/no-such-endpoint"),
      "unknown API path": await call(t.app, "GET", "/api/no-such-thing"),
      "/api": await call(t.app, "GET", "/api"),
    };
    const seen = Object.fromEntries(
      Object.entries({ ...answers, ...more }).map(([k, r]) => [k, `${r.statusCode} ${noStore(r)}`]),
    );
    console.log(`no-store: ${JSON.stringify(seen)}`);
    expect(seen).toEqual({
      "sign-up": "200 no-store",
      "sign-in": "200 no-store",
      "wrong password": "401 no-store",
      "get-session": "200 no-store",
      "list-sessions": "200 no-store",
      "unknown auth path": "404 no-store",
      "unknown API path": "404 no-store",
      "/api": "404 no-store",
    });
  });
});
