/**
 * docs/product.md#api for every signed-in route, found by enumerating the registered routes (not a list kept by
 * hand): signed out -> 401; another teacher with the owner's real ids -> 404 (exactly as for
 * an id that does not exist) or 403 for a foreign user_id, changing nothing; the owner -> 2xx.
 * Then, on a second class of the owner shared with two colleagues (docs/decisions/0058-sharing-a-class.md):
 * a co-teacher the owner removed gets what another teacher gets, changing nothing; a co-teacher
 * gets the owner's answer on a class's route, 403 (changing nothing) on the owner's alone, and
 * what another teacher gets on the teacher's own things.
 * A new route without an entry in ownership-fixtures.ts fails here.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#src/server/features/repository-kit";
import { seedGoogleFor } from "../support/google-world";
import { groupingsSnapshot, seedGroupingsFor } from "../support/groupings-world";
import { call, signUp } from "../support/harness";
import { ownershipFixtures, PUBLIC_ROUTES } from "../support/ownership-fixtures";
import {
  createRecordedApp,
  isAuthRoute,
  isSubstituteRoute,
  routeKey,
} from "../support/route-table";
import { seatingSnapshot, seedSeatingFor } from "../support/seating-world";
import { addMember, seedSharingFor, sharingSnapshot } from "../support/sharing-world";
import { seedWorld, seedWorldFor, snapshot } from "../support/world";

const t = await createRecordedApp();
const db = t.database.db;
const fixtures = new Map(
  Object.entries(ownershipFixtures).map(([k, f]) => [routeKey(...split(k)), f]),
);
const publicKeys = new Set(PUBLIC_ROUTES.map((k) => routeKey(...split(k))));
const signedIn = t.routes.filter(
  (r) =>
    !isAuthRoute(r.url) && !isSubstituteRoute(r.url) && !publicKeys.has(routeKey(r.method, r.url)),
);

function split(key: string): [string, string] {
  const [method = "", url = ""] = key.split(" ");
  return [method, url];
}

type Account = { cookie: string; userId: string };
let stranger: Account;
/** Co-teaches the second class of each route's world; `removed` did until the owner removed them. */
let coTeacher: Account;
let removed: Account;
/** A third teacher: co-teaches each world's class and invites its owner to a class of theirs. */
let colleague: Account;
beforeAll(async () => {
  stranger = await signUp(t.app);
  coTeacher = await signUp(t.app);
  removed = await signUp(t.app);
  colleague = await signUp(t.app);
});
afterAll(() => t.close());

describe("ownership matrix (docs/product.md#api)", () => {
  it("has an entry for every signed-in route, and a route for every entry", () => {
    console.log(`ownership matrix: ${signedIn.length} routes x 5 roles`);
    expect(signedIn.length).toBeGreaterThanOrEqual(22);
    const unchecked = signedIn.filter((r) => !fixtures.has(routeKey(r.method, r.url)));
    expect(unchecked.map((r) => `${r.method} ${r.url}: add it to ownership-fixtures.ts`)).toEqual(
      [],
    );
    const registered = new Set(t.routes.map((r) => routeKey(r.method, r.url)));
    const stale = Object.keys(ownershipFixtures).filter(
      (k) => !registered.has(routeKey(...split(k))),
    );
    expect(stale).toEqual([]);
  });

  it("leaves only health, config and the OpenAPI document public", async () => {
    for (const key of PUBLIC_ROUTES) {
      const [method, url] = split(key);
      expect((await call(t.app, method as "GET", url)).statusCode, key).toBe(200);
    }
  });

  it.each(signedIn.map((r) => [`${r.method} ${r.url}`, r.method, r.url] as const))(
    "%s: 401 signed out, 403/404 for another teacher and a removed co-teacher, the owner's answer for a co-teacher where shared, 2xx for the owner",
    async (name, method, url) => {
      const fixture = fixtures.get(routeKey(method, url));
      if (!fixture)
        throw new Error(`${name} has no ownership fixture: add it to ownership-fixtures.ts`);
      const seeded = await seedWorld(t);
      const world = {
        ...seeded,
        ...(await seedGroupingsFor(db, seeded.classId)),
        ...(await seedSeatingFor(db, seeded.classId)),
        ...(await seedGoogleFor(t, seeded, url)),
        ...(await seedSharingFor(db, seeded, colleague.userId)),
      };
      const probe = fixture(world);
      const send = (cookie?: string, p = probe) =>
        call(t.app, method as "GET", p.url, { cookie, body: p.body });
      const state = async () => ({
        ...(await snapshot(db, world.userId)),
        ...(await groupingsSnapshot(db, world.userId)),
        ...(await seatingSnapshot(db, world.userId)),
        ...(await sharingSnapshot(db, world.userId)),
      });
      const before = await state();

      const anonymous = await send();
      expect(anonymous.statusCode, `${name} signed out`).toBe(401);
      expect(anonymous.json()).toEqual({ error: expect.any(String), code: "unauthorized" });

      const foreign = await send(stranger.cookie);
      expect(foreign.statusCode, `${name} as another teacher: ${foreign.body}`).toBe(probe.foreign);
      expect(foreign.json()).toEqual({
        error: expect.any(String),
        code: probe.foreign === 404 ? "not_found" : "forbidden",
      });
      if (probe.foreign === 404) {
        const missing = fixture({
          ...world,
          classId: newId(),
          studentId: newId(),
          settingId: newId(),
          historyId: newId(),
          pairedStudentId: newId(),
          ruleId: newId(),
          groupingId: newId(),
          roomId: newId(),
          chartId: newId(),
          invitationId: newId(),
          memberId: newId(),
          substituteLinkId: newId(),
        });
        const none = await send(world.cookie, missing);
        expect({ status: none.statusCode, body: none.json() }, `${name}: unknown ids`).toEqual({
          status: foreign.statusCode,
          body: foreign.json(),
        });
      }
      expect(await state(), `${name}: refused requests changed nothing`).toEqual(before);

      // A second class of the owner, shared: its co-teacher, and one the owner removed (before
      // the owner's own request, which may delete the account).
      const base = await seedWorldFor(t.database, world.userId);
      const shared = {
        ...world,
        ...base,
        ...(await seedGroupingsFor(db, base.classId)),
        ...(await seedSeatingFor(db, base.classId)),
        ...(await seedSharingFor(db, base, colleague.userId)),
      };
      await addMember(db, shared.classId, coTeacher.userId, world.userId);
      await addMember(db, shared.classId, removed.userId, world.userId);
      const removal = await call(
        t.app,
        "DELETE",
        `/api/classes/${shared.classId}/members/${removed.userId}`,
        { cookie: world.cookie },
      );
      expect(removal.statusCode, "the owner removes a co-teacher").toBe(204);
      const sharedProbe = fixture(shared);
      const sharedBefore = await state();

      const gone = await send(removed.cookie, sharedProbe);
      expect(gone.statusCode, `${name} as a removed co-teacher: ${gone.body}`).toBe(probe.foreign);
      expect(await state(), `${name}: a removed co-teacher changed nothing`).toEqual(sharedBefore);

      const member = await send(coTeacher.cookie, sharedProbe);
      const expected = probe.shared === "own" ? 403 : (probe.shared ?? probe.foreign);
      if (expected === "edit") {
        expect(member.statusCode, `${name} as a co-teacher: ${member.body}`).toBeGreaterThanOrEqual(
          200,
        );
        expect(member.statusCode, `${name} as a co-teacher: ${member.body}`).toBeLessThan(300);
      } else {
        expect(member.statusCode, `${name} as a co-teacher: ${member.body}`).toBe(expected);
        expect(member.json().code).toBe(expected === 404 ? "not_found" : "forbidden");
        expect(await state(), `${name}: a refused co-teacher changed nothing`).toEqual(
          sharedBefore,
        );
      }

      const owner = await send(world.cookie);
      if (probe.owner) expect(owner.statusCode, `${name} as the owner`).toBe(probe.owner);
      else {
        expect(owner.statusCode, `${name} as the owner: ${owner.body}`).toBeGreaterThanOrEqual(200);
        expect(owner.statusCode).toBeLessThan(300);
      }
    },
  );
});
