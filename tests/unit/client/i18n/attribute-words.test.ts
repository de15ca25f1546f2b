import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { attributeNameText, attributeWord, optionText } from "#src/client/i18n/attribute-words";
import { loadMessages } from "#src/client/i18n/locales";

describe("the attributes' own words", () => {
  afterEach(async () => {
    i18n.loadAndActivate({ locale: "en", messages: await loadMessages("en") });
  });

  it("are the stored English in English", () => {
    expect(attributeWord("color")).toBe("Color");
    expect(attributeNameText("shape", "Shape")).toBe("Shape");
    expect(optionText("color", "Red")).toBe("Red");
    expect(optionText("element", "Fire")).toBe("Fire");
  });

  it("show the defaults in the teacher's language, and a teacher's own words as typed", async () => {
    i18n.loadAndActivate({ locale: "es", messages: await loadMessages("es") });
    expect(attributeWord("color")).toBe("Color");
    expect(attributeNameText("element", "Element")).toBe("Elemento");
    expect(attributeNameText("element", "Houses")).toBe("Houses");
    expect(optionText("color", "Red")).toBe("Rojo");
    expect(optionText("shape", "Circle")).toBe("Círculo");
    // A teacher's own option, and a default word under another attribute, stay as typed.
    expect(optionText("color", "Teal")).toBe("Teal");
    expect(optionText("shape", "Red")).toBe("Red");
    expect(optionText("number", "1")).toBe("1");
  });
});
