import { describe, expect, it } from "vitest";
import { IMPORT_ATTEMPTS, importWithRetries } from "#src/client/features/students/api";

const noWait = async () => {};

describe("import retries", () => {
  it("sends the same Idempotency-Key again after a network error", async () => {
    const keys: string[] = [];
    const result = await importWithRetries(
      async (key) => {
        keys.push(key);
        if (keys.length < 3) throw new TypeError("Failed to fetch");
        return { created: 12 };
      },
      undefined,
      noWait,
    );
    expect(result).toEqual({ created: 12 });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("makes a new key for each import", async () => {
    const keys: string[] = [];
    for (let i = 0; i < 2; i++) {
      await importWithRetries(async (key) => {
        keys.push(key);
        return { created: 1 };
      });
    }
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("does not retry an answer from the server, and gives up after the last network error", async () => {
    let calls = 0;
    const refused = importWithRetries(
      async () => {
        calls++;
        throw new Error('400: {"error":"bad rows"}');
      },
      "k",
      noWait,
    );
    await expect(refused).rejects.toThrow("400");
    expect(calls).toBe(1);
    calls = 0;
    const offline = importWithRetries(
      async () => {
        calls++;
        throw new TypeError("Failed to fetch");
      },
      "k",
      noWait,
    );
    await expect(offline).rejects.toThrow(TypeError);
    expect(calls).toBe(IMPORT_ATTEMPTS);
  });
});
