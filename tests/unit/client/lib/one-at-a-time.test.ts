import { describe, expect, it } from "vitest";
import { createOneAtATime } from "#src/client/lib/one-at-a-time";

describe("one save at a time (a double-click sends one request)", () => {
  it("ignores a second run while the first is going, then runs again once it is done", async () => {
    const once = createOneAtATime();
    let release = () => {};
    let runs = 0;
    const slow = () =>
      new Promise<string>((resolve) => {
        runs++;
        release = () => resolve("saved");
      });
    const first = once(slow);
    const second = once(slow);
    expect(runs).toBe(1);
    release();
    await expect(first).resolves.toBe("saved");
    await expect(second).resolves.toBeUndefined();
    const third = once(slow);
    release();
    await expect(third).resolves.toBe("saved");
    expect(runs).toBe(2);
  });

  it("is free again after a failed run", async () => {
    const once = createOneAtATime();
    await expect(once(() => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    await expect(once(async () => "retried")).resolves.toBe("retried");
  });
});
