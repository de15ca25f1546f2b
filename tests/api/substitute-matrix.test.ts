/**
 * The substitute API (docs/decisions/0059-substitute-links.md) for every `/api/substitute`
 * route, found by enumerating the registered routes (a new one without an entry in
 * substitute-fixtures.ts fails here): a valid link 2xx; the same with a wrong PIN 401
 * `wrong_pin`, no PIN 401 `pin_required`; an ended link 410 `expired`, a revoked one 410
 * `revoked`, one not started 403 `not_started`; an unknown token 404 and no token 404 (a
 * request without a link finds nothing, as an unknown link); writes from a foreign page 403.
 * Refused requests change nothing; every answer is `no-store`. Then a valid substitute token on
 * every signed-in route: 401, nothing changed.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedGroupingsFor } from "../support/groupings-world";
import { call, signUp } from "../support/harness";
import { ownershipFixtures } from "../support/ownership-fixtures";
import {
  createRecordedApp,
  isAuthRoute,
  isSubstituteRoute,
  routeKey,
} from "../support/route-table";
import { seatingSnapshot, seedSeatingFor } from "../support/seating-world";
import { seedSharingFor, sharingSnapshot } from "../support/sharing-world";
import { substituteFixtures } from "../support/substitute-fixtures";
import { seedSubstituteWorld } from "../support/substitute-seed";
import { insertSubstituteLink, substituteHeaders, utcDay } from "../support/substitute-world";
import { seedWorld, snapshot } from "../support/world";

const t = await createRecordedApp();
const db = t.database.db;
const split = (key: string): [string, string] => {
  const [method = "", url = ""] = key.split(" ");
  return [method, url];
};
const fixtures = new Map(
  Object.entries(substituteFixtures).map(([k, f]) => [routeKey(...split(k)), f]),
);
const substituteRoutes = t.routes.filter((r) => isSubstituteRoute(r.url));
const signedIn = t.routes.filter(
  (r) =>
    !isAuthRoute(r.url) && !isSubstituteRoute(r.url) && ownershipFixtures[`${r.method} ${r.url}`],
);
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const PIN = "314159";

let colleague: { userId: string };
beforeAll(async () => {
  colleague = await signUp(t.app);
});
afterAll(() => t.close());

const noStore = (res: { headers: Record<string, unknown> }) => String(res.headers["cache-control"]);

describe("substitute matrix (docs/decisions/0059-substitute-links.md)", () => {
  it("has an entry for every substitute route, and a route for every entry", () => {
    console.log(`substitute matrix: ${substituteRoutes.length} routes`);
    expect(substituteRoutes.length).toBeGreaterThanOrEqual(13);
    const unchecked = substituteRoutes.filter((r) => !fixtures.has(routeKey(r.method, r.url)));
    expect(unchecked.map((r) => `${r.method} ${r.url}: add it to substitute-fixtures.ts`)).toEqual(
      [],
    );
    const registered = new Set(substituteRoutes.map((r) => routeKey(r.method, r.url)));
    expect(
      Object.keys(substituteFixtures).filter((k) => !registered.has(routeKey(...split(k)))),
    ).toEqual([]);
  });

  it.each(substituteRoutes.map((r) => [`${r.method} ${r.url}`, r.method, r.url] as const))(
    "%s: 2xx with the link, refused with the reason otherwise, changing nothing",
    async (name, method, url) => {
      const fixture = fixtures.get(routeKey(method, url));
      if (!fixture) throw new Error(`${name} has no fixture: add it to substitute-fixtures.ts`);
      const owner = await signUp(t.app);
      const world = await seedSubstituteWorld(db, owner.userId);
      const at = (options: Parameters<typeof insertSubstituteLink>[2]) =>
        insertSubstituteLink(db, world.classId, { pin: PIN, ...options });
      const valid = await at({});
      const expired = await at({ startsOn: utcDay(-6), endsOn: utcDay(-2) });
      const revoked = await at({ revoked: true });
      const later = await at({ startsOn: utcDay(3), endsOn: utcDay(4) });
      const probe = fixture(world);
      const send = (headers: Record<string, string>) =>
        call(t.app, method as "GET", probe.url, {
          body: probe.body,
          headers: { ...probe.headers, ...headers },
        });
      const before = await snapshot(db, owner.userId);

      const refusals: [string, Record<string, string>, number, string | undefined][] = [
        ["wrong PIN", substituteHeaders(valid.token, "000000"), 401, "wrong_pin"],
        ["no PIN", substituteHeaders(valid.token), 401, "pin_required"],
        ["ended", substituteHeaders(expired.token, PIN), 410, "expired"],
        ["revoked", substituteHeaders(revoked.token, PIN), 410, "revoked"],
        ["not started", substituteHeaders(later.token, PIN), 403, "not_started"],
        ["unknown token", substituteHeaders("x".repeat(43), PIN), 404, undefined],
        ["no token", {}, 404, undefined],
      ];
      for (const [what, headers, status, reason] of refusals) {
        const res = await send(headers);
        expect(res.statusCode, `${name}, ${what}: ${res.body}`).toBe(status);
        const expected = reason === undefined ? {} : { reason };
        // A link not open yet names its first day.
        if (reason === "not_started") Object.assign(expected, { starts_on: utcDay(3) });
        expect(res.json(), `${name}, ${what}`).toEqual({
          error: expect.any(String),
          code: expect.any(String),
          ...expected,
        });
        expect(noStore(res), `${name}, ${what}`).toBe("no-store");
      }
      if (STATE_CHANGING.has(method)) {
        const foreign = await send({
          ...substituteHeaders(valid.token, PIN),
          origin: "https://evil.example",
          "sec-fetch-site": "cross-site",
        });
        expect(foreign.statusCode, `${name} from a foreign page`).toBe(403);
      }
      expect(await snapshot(db, owner.userId), `${name}: refused requests changed nothing`).toEqual(
        before,
      );

      const ok = await send(substituteHeaders(valid.token, PIN));
      expect(ok.statusCode, `${name} with the link: ${ok.body}`).toBeGreaterThanOrEqual(200);
      expect(ok.statusCode).toBeLessThan(300);
      expect(noStore(ok), name).toBe("no-store");
    },
  );

  it("a valid substitute token on every signed-in route: 401, nothing changed", async () => {
    const seeded = await seedWorld(t);
    const world = {
      ...seeded,
      ...(await seedGroupingsFor(db, seeded.classId)),
      ...(await seedSeatingFor(db, seeded.classId)),
      ...(await seedSharingFor(db, seeded, colleague.userId)),
    };
    const { token } = await insertSubstituteLink(db, world.classId, { pin: PIN });
    const state = async () => ({
      ...(await snapshot(db, world.userId)),
      ...(await seatingSnapshot(db, world.userId)),
      ...(await sharingSnapshot(db, world.userId)),
    });
    const before = await state();
    expect(signedIn.length).toBeGreaterThanOrEqual(22);
    for (const route of signedIn) {
      const fixture = ownershipFixtures[`${route.method} ${route.url}`];
      if (!fixture) continue;
      const probe = fixture(world);
      const res = await call(t.app, route.method as "GET", probe.url, {
        body: probe.body,
        headers: substituteHeaders(token, PIN),
      });
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(401);
    }
    expect(await state()).toEqual(before);
  });
});
