import { i18n } from "@lingui/core";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  compareNames,
  formatLocale,
  isolate,
  listText,
  numberText,
  oneDecimalText,
  percentText,
} from "#src/client/i18n/format";
import { directionOf, matchLocale, nativeName } from "#src/client/i18n/locales";
import { dateText } from "#src/client/lib/dates";

function speak(locale: string, browser: string[] = [locale]) {
  vi.stubGlobal("navigator", { languages: browser, language: browser[0] });
  i18n.loadAndActivate({ locale, messages: {} });
}

describe("formats in the teacher's language", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    i18n.loadAndActivate({ locale: "en", messages: {} });
  });

  it("use the browser's variant of the active language, else the language", () => {
    speak("en", ["en-GB", "fr"]);
    expect(formatLocale()).toBe("en-GB");
    speak("ar", ["fr-FR", "ar-EG"]);
    expect(formatLocale()).toBe("ar-EG");
    speak("es", ["en-US"]);
    expect(formatLocale()).toBe("es");
  });

  it("write dates, numbers, percentages and lists the language's way", () => {
    const day = new Date(Date.UTC(2026, 10, 27, 12));
    speak("en", ["en-US"]);
    expect(dateText(day, { timeZone: "UTC" })).toBe("11/27/2026");
    expect(numberText(1234)).toBe("1,234");
    expect(percentText(1 / 3)).toBe("33.3%");
    expect(listText(["Ana", "Bo", "Cy"])).toBe("Ana, Bo, and Cy");
    speak("es");
    expect(dateText(day, { timeZone: "UTC" })).toBe("27/11/2026");
    expect(oneDecimalText(3.5)).toBe("3,5");
    expect(percentText(1 / 3)).toBe("33,3\u00a0%");
    expect(listText(["Ana", "Bo", "Cy"])).toBe("Ana, Bo y Cy");
    speak("ar");
    // Day first, each separator marked right to left (CLDR's Arabic pattern).
    expect(dateText(day, { timeZone: "UTC" })).toBe("27\u200f/11\u200f/2026");
  });

  it("sort names by the language's rules, accents and case aside, numbers by value", () => {
    speak("es");
    const names = ["Zoe", "álvaro", "Ñandú", "Nora", "Group 10", "Group 9"];
    expect([...names].sort(compareNames)).toEqual([
      "álvaro",
      "Group 9",
      "Group 10",
      "Nora",
      "Ñandú",
      "Zoe",
    ]);
  });

  it("set a name apart where directions mix, never changing it", () => {
    speak("en");
    expect(isolate("Bo Chen")).toBe("Bo Chen");
    expect(isolate("ليلى")).toBe("\u2068ليلى\u2069");
    speak("ar");
    expect(isolate("Bo Chen")).toBe("\u2068Bo Chen\u2069");
    fc.assert(
      fc.property(fc.string(), (name) => {
        const isolated = isolate(name);
        expect(isolated === name || isolated === `\u2068${name}\u2069`).toBe(true);
        expect(isolate(isolated)).toBe(isolated);
      }),
    );
  });
});

describe("the app's languages", () => {
  it("match the browser's languages by tag, then by base language, else English", () => {
    const app = ["en", "es", "ar"];
    expect(matchLocale(["es-MX", "en"], app)).toBe("es");
    expect(matchLocale(["fr-FR", "ar-EG"], app)).toBe("ar");
    expect(matchLocale(["de", "fr"], app)).toBe("en");
    expect(matchLocale([], app)).toBe("en");
  });

  it("know which are written right to left and what each calls itself", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("he-IL")).toBe("rtl");
    expect(directionOf("es")).toBe("ltr");
    expect(nativeName("es")).toBe("Español");
    expect(nativeName("ar")).toBe("العربية");
    expect(nativeName("en")).toBe("English");
  });
});
