import { describe, expect, it } from "vitest";
import { describeDevice } from "#src/client/features/settings/device-name";

/** The signed-in devices list names each device from its user agent alone. */
describe("describeDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      { browser: "Chrome", os: "Windows", kind: "computer" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      { browser: "Safari", os: "macOS", kind: "computer" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      { browser: "Safari", os: "iOS", kind: "phone" },
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      { browser: "Safari", os: "iOS", kind: "tablet" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      { browser: "Chrome", os: "Android", kind: "phone" },
    ],
    [
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      { browser: "Chrome", os: "Chrome OS", kind: "computer" },
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
      { browser: "Firefox", os: "Linux", kind: "computer" },
    ],
  ])("%s", (userAgent, expected) => {
    expect(describeDevice(userAgent)).toEqual(expected);
  });

  it("says nothing it cannot read", () => {
    for (const userAgent of [null, undefined, "", "   "]) {
      expect(describeDevice(userAgent)).toEqual({ browser: null, os: null, kind: "unknown" });
    }
    expect(describeDevice("curl/8.5.0").kind).toBe("unknown");
  });

  it("keeps a made-up name short", () => {
    const long = `Mozilla/5.0 (${"x".repeat(500)}) Firefox/1.0`;
    const { browser, os } = describeDevice(long);
    expect((browser ?? "").length).toBeLessThanOrEqual(40);
    expect((os ?? "").length).toBeLessThanOrEqual(40);
  });
});
