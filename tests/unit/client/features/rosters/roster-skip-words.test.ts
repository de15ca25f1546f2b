import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { skipText } from "#src/client/features/rosters/roster-problem-text";
import { loadMessages } from "#src/client/i18n/locales";
import { parseOneRoster } from "#src/domain/roster/oneroster";
import { nameProblemText } from "#src/domain/students/student";

// A OneRoster student left out for their name: the reader says which rule the name breaks, the
// page says it in the teacher's language (in English as the names' rule says it).

const speak = async (locale: string) =>
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });

const PROBLEMS = ["required", "too-long", "nul", "control"] as const;
const skips = PROBLEMS.map((problem) => ({ code: "unusable-name" as const, row: 4, problem }));

describe("a roster student left out for their name", () => {
  afterEach(() => speak("en"));

  it("is read as the rule the name breaks", () => {
    const result = parseOneRoster({
      "classes.csv": "sourcedId,title\r\nk1,Math\r\n",
      "users.csv": "sourcedId,givenName,familyName\r\nu1,,\r\nu2,A\u0007,B\r\n",
      "enrollments.csv": "classSourcedId,userSourcedId,role\r\nk1,u1,student\r\nk1,u2,student\r\n",
    });
    expect(result.ok && result.roster.skipped).toEqual([
      { code: "unusable-name", row: 2, problem: "required" },
      { code: "unusable-name", row: 3, problem: "control" },
    ]);
  });

  it("says the rule in English as the names' rule does, in a sentence", async () => {
    await speak("en");
    expect(skips.map(skipText)).toEqual(
      PROBLEMS.map((p) => `users.csv, row 4: ${nameProblemText(p).replace(/^Name/, "the name")}.`),
    );
    expect(skipText(skips[0] as (typeof skips)[0])).toBe("users.csv, row 4: the name is required.");
  });

  it("says it in Spanish and Arabic", async () => {
    await speak("es");
    expect(skips.map(skipText)).toEqual([
      "users.csv, fila 4: falta el nombre.",
      "users.csv, fila 4: el nombre tiene más de 100 caracteres.",
      "users.csv, fila 4: el nombre contiene un carácter NUL.",
      "users.csv, fila 4: el nombre contiene caracteres de control.",
    ]);
    await speak("ar");
    expect(skips.map(skipText)[0]).toBe("users.csv، السطر 4: الاسم مفقود.");
  });
});
