import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { isolateMixed } from "#src/client/i18n/isolate-mixed";
import { loadMessages } from "#src/client/i18n/locales";

describe("isolateMixed", () => {
  afterEach(async () => {
    i18n.loadAndActivate({ locale: "en", messages: await loadMessages("en") });
  });

  it("keeps a left-to-right name as typed in a left-to-right language", () => {
    expect(isolateMixed("Period 3")).toBe("Period 3");
  });

  it("sets apart a right-to-left name, and any name in a right-to-left language", async () => {
    expect(isolateMixed("العلوم")).toBe("\u2068العلوم\u2069");
    i18n.loadAndActivate({ locale: "ar", messages: await loadMessages("ar") });
    expect(isolateMixed("Period 3")).toBe("\u2068Period 3\u2069");
  });
});
