/**
 * Teachers' rows are locked in one order, ids ascending (docs/decisions/0058-sharing-a-class.md):
 * two writes that each hold their own teacher's row and then need the other's (two teachers
 * co-teaching each other's classes) never wait on each other in opposite orders. On PostgreSQL
 * both hold their first lock before asking for the second (a barrier), which without the order
 * is a certain deadlock; with it, the one asking for a row below its own starts again, and no
 * lock request ever fails with a deadlock.
 */
import { afterAll, describe, expect, it } from "vitest";
import { lockAlso, teacherTransaction } from "#src/server/features/locks";
import type { Db } from "#src/server/features/repository-kit";
import { createTestApp, dbKind, signUp } from "../../support/harness";

const t = await createTestApp();
afterAll(() => t.close());

describe("the teachers' lock order", () => {
  it("two writes needing each other's teacher both land, with no deadlock", async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const errors: string[] = [];
    let arrived = 0;
    let release: () => void = () => {};
    const bothHoldTheirOwn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs = { [a.userId]: 0, [b.userId]: 0 };
    const write = (own: string, other: string) =>
      teacherTransaction(t.database, own, async (trx) => {
        runs[own] = (runs[own] ?? 0) + 1;
        if (dbKind === "postgres" && runs[own] === 1) {
          arrived += 1;
          if (arrived === 2) release();
          await bothHoldTheirOwn;
        }
        try {
          await lockAlso(trx as unknown as Db, t.database.dialect, other);
        } catch (error) {
          errors.push(String((error as { code?: string }).code ?? "restart"));
          throw error;
        }
        return own;
      });
    const done = await Promise.all([write(a.userId, b.userId), write(b.userId, a.userId)]);
    expect(done).toEqual([a.userId, b.userId]);
    // No lock request failed as a deadlock; on PostgreSQL exactly one write started again.
    expect(errors.filter((code) => code === "40P01")).toEqual([]);
    if (dbKind === "postgres") {
      expect(errors).toEqual(["restart"]);
      expect((runs[a.userId] ?? 0) + (runs[b.userId] ?? 0)).toBe(3);
    }
  });
});
