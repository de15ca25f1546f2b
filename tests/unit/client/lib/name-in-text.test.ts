import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { nameInText } from "#src/client/lib/name-in-text";

describe("a name inside a plain-text sentence", () => {
  afterEach(() => i18n.activate("en"));

  it("is left as written where nothing mixes: a Latin name in an English sentence", () => {
    expect(nameInText("Ada King")).toBe("Ada King");
  });

  it("is isolated where directions mix: an Arabic name, or any name on a right-to-left page", () => {
    expect(nameInText("ليلى أحمد")).toBe("\u2068ليلى أحمد\u2069");
    i18n.loadAndActivate({ locale: "ar", messages: {} });
    expect(nameInText("Bo Chen")).toBe("\u2068Bo Chen\u2069");
  });
});
