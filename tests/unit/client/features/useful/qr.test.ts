import { describe, expect, it } from "vitest";
import { QUIET_ZONE, qrShape } from "#src/client/features/useful/qr";

/** Dark modules of a shape, read back from its path. */
function darkModules(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
}

describe("tip QR code", () => {
  it("draws a version 3 code for a typical tip link, with finder patterns and a quiet zone", () => {
    const { size, path } = qrShape("https://example.com/tip/classcharm-creator");
    expect(size).toBe(29 + 2 * QUIET_ZONE);
    const dark = darkModules(path);
    // Top-left finder pattern: a dark 7x7 ring around a light ring around a dark 3x3 centre.
    for (let i = 0; i < 7; i++) {
      expect(dark.has(`${QUIET_ZONE + i},${QUIET_ZONE}`)).toBe(true);
      expect(dark.has(`${QUIET_ZONE},${QUIET_ZONE + i}`)).toBe(true);
    }
    expect(dark.has(`${QUIET_ZONE + 1},${QUIET_ZONE + 1}`)).toBe(false);
    expect(dark.has(`${QUIET_ZONE + 3},${QUIET_ZONE + 3}`)).toBe(true);
    for (const key of dark) {
      const [x, y] = key.split(",").map(Number) as [number, number];
      expect(
        x >= QUIET_ZONE && y >= QUIET_ZONE && x < size - QUIET_ZONE && y < size - QUIET_ZONE,
      ).toBe(true);
    }
  });

  it("differs for different links and is stable for one", () => {
    expect(qrShape("https://a.example/1").path).toBe(qrShape("https://a.example/1").path);
    expect(qrShape("https://a.example/1").path).not.toBe(qrShape("https://a.example/2").path);
  });
});
