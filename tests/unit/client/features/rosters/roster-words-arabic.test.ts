import { i18n } from "@lingui/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foundText } from "#src/client/features/rosters/roster-pick-text";
import { rosterProblemNotice, skipText } from "#src/client/features/rosters/roster-problem-text";
import { leftText, reviewLines, targetText } from "#src/client/features/rosters/roster-review";
import { isolate, numberText } from "#src/client/i18n/format";
import type { RosterClassResult } from "#src/domain/schemas/rosters";
import { messages as arabic } from "#src/locales/ar.po";
import { messages as english } from "#src/locales/en.po";

// The OneRoster words in Arabic: the catalogue's sentences, the plural forms Arabic needs, and
// names set apart from the right-to-left words around them, exactly as written.

const result = (over: Partial<RosterClassResult>): RosterClassResult => ({
  external_id: "c-1",
  class_id: null,
  class_name: "Math 7A",
  created: true,
  added: [],
  renamed: [],
  linked: [],
  left: [],
  removed: [],
  unchanged: 0,
  ...over,
});

describe("the OneRoster words in Arabic", () => {
  beforeAll(() => i18n.loadAndActivate({ locale: "ar", messages: arabic }));
  afterAll(() => i18n.loadAndActivate({ locale: "en", messages: english }));

  it("sets every name apart on a right-to-left page, Latin or Arabic", () => {
    expect(isolate("Ava Okafor-1")).toBe("\u2068Ava Okafor-1\u2069");
    expect(isolate("ليلى حداد")).toBe("\u2068ليلى حداد\u2069");
  });

  it("says the review in Arabic, with the forms for one, two, a few and many", () => {
    const names = [{ external_id: "s1", name: "Zoë O'Brien" }];
    expect(reviewLines(result({ added: names }))).toEqual([
      `طالب جديد واحد: ${isolate("Zoë O'Brien")}`,
    ]);
    const two = [...names, { external_id: "s2", name: "ليلى حداد" }];
    expect(reviewLines(result({ added: two }))).toEqual([
      `طالبان جديدان: ${isolate("Zoë O'Brien")} و${isolate("ليلى حداد")}`,
    ]);
    expect(leftText(3)).toBe(`${numberText(3)} طلاب لم يعودوا في القائمة`);
    expect(leftText(11)).toBe(`${numberText(11)} طالبًا لم يعودوا في القائمة`);
    expect(targetText(result({}))).toBe(`صف جديد «${isolate("Math 7A")}»`);
  });

  it("says what the export holds and why it is refused", () => {
    const roster = {
      version: "1.2" as const,
      skipped: [],
      classes: [{ sourcedId: "c", title: "Math 7A", classCode: null, students: [] }],
    };
    expect(foundText(roster, "export.zip")).toBe(
      `عُثر على صف واحد و${numberText(0)} طالب في ${isolate("export.zip")} (OneRoster 1.2).`,
    );
    expect(rosterProblemNotice({ code: "zip-unreadable" }).title).toBe("ملف غير صالح");
    expect(skipText({ code: "more", count: 2 })).toBe("وسطران آخران.");
  });
});
