import { type MessageDescriptor, setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { checkRules } from "#src/domain/grouping/check";
import { type ExplainContext, explainGroup } from "#src/domain/grouping/explain";
import { sayAll } from "#src/domain/grouping/said";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import { messages as ar } from "#src/locales/ar.po";
import { messages as es } from "#src/locales/es.po";

/** The grouping domain's words said in Spanish and Arabic, names as typed. */
const say = (locale: "es" | "ar") => {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === "es" ? es : ar } });
  return (message: MessageDescriptor) => i18n._(message);
};

const kid = (id: string, number: number, color: string) => ({
  id,
  name: id,
  number,
  color,
  element: "Fire",
  shape: "Square",
});

const context: ExplainContext = {
  attributes: DEFAULT_ATTRIBUTES,
  names: ["number", "color"],
  method: "diverse",
  rules: [{ kind: "keep-apart", studentIds: ["Ava", "Ben"] }],
};

describe("the grouping domain's words in other languages", () => {
  it("says why a group is as it is in the page's language", () => {
    const group = [kid("Ava", 1, "Red"), kid("Cy", 2, "Green"), kid("Dee", 4, "Red")];
    const spanish = explainGroup(group, context, say("es"));
    expect(spanish).toMatch(/^Mezcla .* 1, 2 y 4 y 2 \S+; mantiene Ava separado de un alumno$/);
    expect(explainGroup(group, { ...context, method: "random" }, say("ar"))).toContain(
      "اختيروا عشوائيًا؛ يمزج",
    );
  });

  it("lists with the language's own comma", () => {
    const group = [kid("Ava", 1, "Red"), kid("Cy", 2, "Green"), kid("Dee", 4, "Red")];
    const arabic = explainGroup(group, context, say("ar"));
    expect(arabic).toContain("1، 2");
    expect(arabic).not.toContain(", ");
  });

  it("says a rule that can't hold, with the rules it names, in the page's language", () => {
    const students = ["Ava", "Ben", "Cy"].map((name) => ({ id: name, name }));
    const [problem] = checkRules(
      students,
      [3],
      [{ kind: "keep-apart", studentIds: ["Ava", "Ben"] }],
    );
    expect(problem && sayAll(say("es"), problem.message)).toBe(
      "Mantener separados a Ava, Ben: 2 alumnos no pueden estar en grupos distintos cuando hay solo 1 grupo.",
    );
    expect(problem && sayAll(say("ar"), problem.message)).toContain("إبقاء Ava, Ben منفصلين");
  });
});
