import { describe, expect, it } from "vitest";
import { studentsIntro } from "#src/client/features/students/students-tab";
import { tutorialSteps } from "#src/client/features/tutorial/tutorial-steps";
import { tabIntro } from "#src/client/lib/tab-intros";
import {
  attributeWord,
  DEFAULT_ATTRIBUTES,
  effectiveAttributes,
} from "#src/domain/students/attributes";

const renamed = effectiveAttributes([
  { attribute_name: "color", display_name: "Table colour" },
  { attribute_name: "shape", display_name: "PE team" },
]);

describe("the attributes named in a sentence, as the teacher named them", () => {
  it("lowercases a name with only its first letter capitalised, keeps any other as typed", () => {
    expect(attributeWord(DEFAULT_ATTRIBUTES.color)).toBe("color");
    expect(attributeWord(renamed.color)).toBe("table colour");
    expect(attributeWord(renamed.shape)).toBe("PE team");
  });

  it("the Students tab's line and the tour's students step follow a rename", () => {
    // By default the tab says what its skeleton says (tabIntro, painted before the data).
    expect(studentsIntro(DEFAULT_ATTRIBUTES)).toBe(tabIntro("students").description);
    expect(studentsIntro(renamed)).toBe(
      "Add students and give each a number, table colour, element and PE team.",
    );
    const step = (attributes?: typeof renamed) =>
      tutorialSteps({ classLimit: 5, attributes, googleClassroom: false }).find(
        (s) => s.id === "students",
      )?.body;
    expect(step()).toContain("Each student has a number, color, element and shape,");
    expect(step(renamed)).toContain(
      "Each student has a number, table colour, element and PE team,",
    );
  });
});
