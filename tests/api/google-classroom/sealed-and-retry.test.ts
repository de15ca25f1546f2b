import { describe, expect, it } from "vitest";
import {
  backoffMs,
  DEFAULT_RETRY,
  retryAfterMs,
} from "#src/server/features/google-classroom/google-http";
import { seal, sealingKey, unseal } from "#src/server/features/google-classroom/sealed";

describe("sealed tokens (AES-256-GCM)", () => {
  const key = sealingKey("s".repeat(40));
  it("opens with the same key and context only; a changed byte doesn't open", () => {
    const sealed = seal(key, "ya29.token", "access:t1");
    expect(sealed).not.toContain("ya29");
    expect(unseal(key, sealed, "access:t1")).toBe("ya29.token");
    expect(unseal(key, sealed, "refresh:t1")).toBeNull();
    expect(unseal(sealingKey("t".repeat(40)), sealed, "access:t1")).toBeNull();
    const [v, nonce, body = "", tag] = sealed.split(".");
    const flipped = `${body[0] === "A" ? "B" : "A"}${body.slice(1)}`;
    expect(unseal(key, [v, nonce, flipped, tag].join("."), "access:t1")).toBeNull();
    // A shortened tag is refused (GCM tags are checked at full length).
    expect(unseal(key, [v, nonce, body, tag?.slice(0, 6)].join("."), "access:t1")).toBeNull();
    expect(unseal(key, "plain", "access:t1")).toBeNull();
  });
  it("seals the same text differently each time (a fresh nonce)", () => {
    expect(seal(key, "x", "c")).not.toBe(seal(key, "x", "c"));
  });
});

describe("back-off", () => {
  it("reads Retry-After as seconds or a date", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs("soon")).toBeUndefined();
  });
  it("doubles each attempt, with jitter, capped; a hint is honoured up to the cap", () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const wait = backoffMs(attempt, DEFAULT_RETRY);
      expect(wait).toBeGreaterThanOrEqual(250 * 2 ** attempt);
      expect(wait).toBeLessThanOrEqual(500 * 2 ** attempt);
    }
    expect(backoffMs(10, DEFAULT_RETRY)).toBe(DEFAULT_RETRY.maxDelayMs);
    expect(backoffMs(0, DEFAULT_RETRY, 5000)).toBe(5000);
    expect(backoffMs(0, DEFAULT_RETRY, 3_600_000)).toBe(DEFAULT_RETRY.maxDelayMs);
  });
});
