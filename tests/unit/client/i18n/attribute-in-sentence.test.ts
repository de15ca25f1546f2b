import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { whyWords } from "#src/client/features/groups/results/why-words";
import { balancedHint } from "#src/client/features/rosters/roster-errors";
import { readAsText } from "#src/client/features/students/paste-texts";
import { studentsIntro } from "#src/client/features/students/students-tab";
import { tutorialSteps } from "#src/client/features/tutorial/tutorial-steps";
import { attributeInSentence, attributeListText } from "#src/client/i18n/attribute-sentence";
import { attributeNameText } from "#src/client/i18n/attribute-words";
import { loadMessages } from "#src/client/i18n/locales";
import { correctionMessage } from "#src/domain/csv/messages";
import { parsePastedStudents } from "#src/domain/csv/paste-import";
import { DEFAULT_ATTRIBUTES, effectiveAttributes } from "#src/domain/students/attributes";

// An attribute named inside a translated sentence is named in the sentence's language: the
// app's own name from the catalogue, a name the teacher typed as typed.

const speak = async (locale: string) =>
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });

const renamed = effectiveAttributes([
  { attribute_name: "color", display_name: "Table colour" },
  { attribute_name: "shape", display_name: "PE team" },
]);

describe("an attribute inside a sentence", () => {
  afterEach(() => speak("en"));

  it("is the stored English word in English, a rename as the teacher typed it", async () => {
    await speak("en");
    expect(attributeInSentence(DEFAULT_ATTRIBUTES.color)).toBe("color");
    expect(whyWords.other(DEFAULT_ATTRIBUTES.shape)).toBe("shapes");
    expect(attributeInSentence(renamed.color)).toBe("table colour");
    expect(whyWords.other(renamed.color)).toBe("table colours");
    expect(attributeListText(DEFAULT_ATTRIBUTES)).toBe("number, color, element and shape");
    expect(attributeListText(renamed)).toBe("number, table colour, element and PE team");
    expect(balancedHint(attributeListText(DEFAULT_ATTRIBUTES))).toBe(
      "New students get their number, color, element and shape assigned evenly; turned off, they start with none (N/A)",
    );
  });

  it("is the language's word in Spanish and Arabic", async () => {
    await speak("es");
    expect(attributeInSentence(DEFAULT_ATTRIBUTES.number)).toBe("número");
    expect(whyWords.other(DEFAULT_ATTRIBUTES.shape)).toBe("formas");
    expect(attributeInSentence(renamed.shape)).toBe("PE team");
    expect(attributeListText(DEFAULT_ATTRIBUTES)).toBe("número, color, elemento y forma");
    expect(attributeListText(renamed)).toBe("número, table colour, elemento y PE team");
    expect(studentsIntro(DEFAULT_ATTRIBUTES)).toContain("número, color, elemento y forma");
    const step = tutorialSteps({ classLimit: 5, googleClassroom: false }).find(
      (s) => s.id === "students",
    );
    expect(step?.body).toContain("número, color, elemento y forma");
    await speak("ar");
    expect(attributeInSentence(DEFAULT_ATTRIBUTES.element)).toBe("العنصر");
    expect(attributeListText(DEFAULT_ATTRIBUTES)).toBe("الرقم، واللون، والعنصر، والشكل");
    expect(balancedHint(attributeListText(DEFAULT_ATTRIBUTES))).toContain(
      "الرقم، واللون، والعنصر، والشكل",
    );
  });

  it("names the attribute of an import's correction in the language", async () => {
    const fixed = { attribute: "color", value: "green", to: "Green" } as const;
    const unknown = { attribute: "shape", value: "Round", to: null } as const;
    const said = (label: string) => [
      i18n._(correctionMessage(label, fixed, attributeNameText("color", "Color"), true)),
      i18n._(correctionMessage(label, unknown, attributeNameText("shape", "Shape"), true)),
      i18n._(correctionMessage(label, unknown, attributeNameText("shape", "PE team"), false)),
    ];
    await speak("en");
    expect(said("Row 4")).toEqual([
      "Row 4: Color 'green' -> Green",
      "Row 4: 'Round' is not a Shape: balanced instead",
      "Row 4: 'Round' is not a PE team: left empty (N/A)",
    ]);
    await speak("es");
    expect(said("Fila 4")).toEqual([
      "Fila 4: Color 'green' → Green",
      "Fila 4: 'Round' no es un valor de Forma: se asigna equilibrado",
      "Fila 4: 'Round' no es un valor de PE team: se deja vacío (N/D)",
    ]);
    await speak("ar");
    expect(said("السطر 4")[1]).toBe("السطر 4: 'Round' ليست قيمة من الشكل: وُزِّعت بالتوازن بدلًا منها");
  });

  it("names the columns a paste was read by in the language", async () => {
    const pasted = parsePastedStudents("name\tshape\telement\nAna\tCircle\tFire\n");
    await speak("en");
    expect(readAsText(pasted, DEFAULT_ATTRIBUTES)).toBe(
      "Read as spreadsheet rows under a header: Name, Shape, Element.",
    );
    await speak("es");
    expect(readAsText(pasted, DEFAULT_ATTRIBUTES)).toContain("Nombre, Forma, Elemento");
    await speak("ar");
    expect(readAsText(pasted, DEFAULT_ATTRIBUTES)).toContain("الشكل، العنصر");
  });
});
