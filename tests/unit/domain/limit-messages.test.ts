import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { CLASS_LIMIT_MESSAGE } from "#src/domain/classes/class-limit";
import { RULE_LIMIT_MESSAGE, savedMembersLimitMessage } from "#src/domain/schemas/groupings";
import { classLimitMessage, teacherLimitMessage } from "#src/server/features/students/limits";
import { say } from "#src/server/i18n";
import { english } from "../../support/english";

// The limits' words, in English as the product states them, and in the other languages with
// the language's numbers and plural forms.
describe("the limits' messages", () => {
  afterEach(() => i18n.activate("en"));

  it("read in English as the product states them, numbers grouped", () => {
    expect(english(CLASS_LIMIT_MESSAGE(50))).toBe("You can have at most 50 classes");
    expect(english(CLASS_LIMIT_MESSAGE(1))).toBe("You can have at most 1 class");
    expect(english(RULE_LIMIT_MESSAGE)).toBe(
      "A class keeps at most 200 rules. Remove one to add another.",
    );
    expect(english(classLimitMessage(300, { kind: "adding" }, 301))).toBe(
      "A class can hold at most 300 students; adding this student would make 301.",
    );
    expect(english(teacherLimitMessage(3000, { kind: "import" }, 3012))).toBe(
      "You can have at most 3,000 students in all your classes; this import would make 3,012.",
    );
    expect(english(savedMembersLimitMessage(100_000, 100_012))).toContain(
      "at most 100,000 students in all (a student counts once in each grouping); saving these groups would make 100,012.",
    );
  });

  it("name the class of an import as written, set apart", () => {
    expect(english(classLimitMessage(300, { kind: "importing", className: "الصف ٣" }, 310))).toBe(
      "A class can hold at most 300 students; importing \u2068الصف ٣\u2069 would make 310.",
    );
  });

  it("speak Spanish and Arabic with their numbers and plural forms", () => {
    expect(say("es", CLASS_LIMIT_MESSAGE(50))).toBe("Puedes tener como máximo 50 clases");
    expect(say("es", teacherLimitMessage(3000, { kind: "import" }, 3012))).toBe(
      "Puedes tener como máximo 3000 alumnos en todas tus clases; con esta importación serían 3012.",
    );
    expect(say("ar", CLASS_LIMIT_MESSAGE(2))).toBe("يمكنك إنشاء صفين على الأكثر");
    expect(say("ar", CLASS_LIMIT_MESSAGE(5))).toBe("يمكنك إنشاء 5 صفوف على الأكثر");
    expect(say("ar", CLASS_LIMIT_MESSAGE(50))).toBe("يمكنك إنشاء 50 صفًا على الأكثر");
    // In Arabic every name is set apart, a Latin one too.
    expect(
      say("ar", classLimitMessage(300, { kind: "importing", className: "Period 3" }, 310)),
    ).toContain("\u2068Period 3\u2069");
  });
});
