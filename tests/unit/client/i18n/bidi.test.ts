import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { firstStrongDirection } from "#src/client/i18n/bidi";
import { isolate } from "#src/client/i18n/format";
import { messages } from "#src/locales/en.po";

describe("names among words of another direction", () => {
  afterEach(() => {
    i18n.loadAndActivate({ locale: "en", messages });
  });

  it("read a text's direction from its first letter", () => {
    expect(firstStrongDirection("فاطمة")).toBe("rtl");
    expect(firstStrongDirection("1. علي Smith")).toBe("rtl");
    expect(firstStrongDirection("(Ann) علي")).toBe("ltr");
    expect(firstStrongDirection("שרה")).toBe("rtl");
    expect(firstStrongDirection("12 - 3")).toBeNull();
  });

  it("leave a Latin name in an English sentence as it is, and set apart the others", () => {
    expect(isolate("Ann Lee")).toBe("Ann Lee");
    expect(isolate("فاطمة Lee")).toBe("\u2068فاطمة Lee\u2069");
    i18n.loadAndActivate({ locale: "ar", messages: {} });
    expect(isolate("Ann Lee")).toBe("\u2068Ann Lee\u2069");
    expect(isolate("فاطمة")).toBe("\u2068فاطمة\u2069");
  });
});
