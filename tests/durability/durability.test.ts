import { describe, expect, it } from "vitest";
import { dbKind } from "../support/harness";
import { runKillTrials } from "./run";

// The short version of `npm run test:durability` (2 kills instead of 25, smaller imports),
// on this project's database.
describe("durability under SIGKILL", () => {
  it(`keeps every confirmed change and no partial write on ${dbKind} (2 kills)`, async () => {
    const seed = Math.floor(Math.random() * 2 ** 32);
    const report = await runKillTrials({
      kind: dbKind,
      trials: 2,
      seed,
      importRows: [1_000, 6_000],
      importLanes: 2,
      shuffleClassSize: 1_000,
      killAfterMs: [30, 2_000],
      adminUrl: process.env.TEST_DATABASE_URL,
      log: (line) => console.info(line),
    });
    console.info(
      `${dbKind} kill test (seed ${seed}): ${report.trials} kills, ${report.killsWithRequestsInFlight} with requests in flight, ` +
        `${report.killsInsideWriteTransaction} inside a write transaction; ${report.confirmedWrites} confirmed writes; ` +
        `rows lost ${report.rowsLost}, partial imports ${report.partialImports}, integrity failures ${report.integrityFailures}`,
    );
    expect(report.failures).toEqual([]);
    expect(report.trials).toBe(2);
    expect(report.integrityChecks).toBe(3);
    expect(report.rowsLost + report.partialImports + report.partialShuffles).toBe(0);
  }, 300_000);
});
