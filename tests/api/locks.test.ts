import { describe, expect, it, vi } from "vitest";
import { isRetryable, retryTransaction, TRANSACTION_ATTEMPTS } from "#src/server/features/locks";

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
const noWait = async () => {};

describe("retryTransaction", () => {
  it("retries serialization failures and deadlocks, then answers", async () => {
    for (const code of ["40001", "40P01"]) {
      const work = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(pgError(code))
        .mockRejectedValueOnce(pgError(code))
        .mockResolvedValueOnce("done");
      await expect(retryTransaction(work, TRANSACTION_ATTEMPTS, noWait)).resolves.toBe("done");
      expect(work).toHaveBeenCalledTimes(3);
    }
  });

  it("gives up after the bound with the last error", async () => {
    const work = vi.fn(async () => {
      throw pgError("40P01");
    });
    await expect(retryTransaction(work, TRANSACTION_ATTEMPTS, noWait)).rejects.toThrow("pg 40P01");
    expect(work).toHaveBeenCalledTimes(TRANSACTION_ATTEMPTS);
  });

  it("never retries other errors (a 404, a unique violation, a plain Error)", async () => {
    for (const error of [
      Object.assign(new Error("Class not found"), { statusCode: 404 }),
      pgError("23505"),
      new Error("boom"),
    ]) {
      const work = vi.fn(async () => {
        throw error;
      });
      await expect(retryTransaction(work, TRANSACTION_ATTEMPTS, noWait)).rejects.toBe(error);
      expect(work).toHaveBeenCalledTimes(1);
    }
    expect(isRetryable(null)).toBe(false);
    expect(isRetryable({ code: "SQLITE_CONSTRAINT_UNIQUE" })).toBe(false);
    expect(isRetryable({ code: "SQLITE_BUSY_SNAPSHOT" })).toBe(true);
    expect(isRetryable({ code: "SQLITE_BUSY" })).toBe(true);
    expect(isRetryable({ code: 40001 })).toBe(false);
  });

  it("waits a little longer each time", async () => {
    const waits: number[] = [];
    const work = vi.fn(async () => {
      throw pgError("40001");
    });
    await expect(retryTransaction(work, 4, async (ms) => void waits.push(ms))).rejects.toThrow();
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBeGreaterThanOrEqual(5);
    expect(waits[2]).toBeLessThanOrEqual(60);
  });
});
