import { i18n } from "@lingui/core";
import { afterAll, describe, expect, it } from "vitest";
import { importRefusal } from "#src/domain/csv/import-rows";
import { effectiveAttributes, valueError } from "#src/domain/students/attributes";
import { optionProblemMessage } from "#src/domain/students/option-messages";
import { optionProblems, optionProblemText } from "#src/domain/students/option-rules";
import { importNameProblem, nameProblemText } from "#src/domain/students/student";
import { nameProblemMessage, valueErrorMessage } from "#src/domain/students/student-messages";
import { messages as arabic } from "#src/locales/ar.po";
import { messages as englishMessages } from "#src/locales/en.po";
import { messages as spanish } from "#src/locales/es.po";
import { english } from "../../../support/english";

// The rules' catalogue messages say in English exactly what the rules' English says.

const attributes = effectiveAttributes([
  { attribute_name: "number", options: ["1", "2", "3", "4", "5", "6"] },
]);

describe("the student rules' messages", () => {
  afterAll(() => i18n.loadAndActivate({ locale: "en", messages: englishMessages }));

  it("say a refused value word for word", () => {
    const message = valueErrorMessage(attributes.number, 9);
    expect(message && english(message)).toBe("Number must be between 1-6 or empty");
    const color = valueErrorMessage(attributes.color, "Blue", "Color 'Blue'");
    expect(color && english(color)).toBe("Color 'Blue' must be one of: Red, Yellow, Green, Purple");
    expect(valueErrorMessage(attributes.shape, "Circle")).toBeNull();
    expect(valueErrorMessage(attributes.shape, null)).toBeNull();
  });

  it("say each name problem as the rule's English", () => {
    for (const name of ["", "  ", "a".repeat(101), "A\u0000B", "A\u0007B"]) {
      const problem = importNameProblem(name);
      expect(problem).not.toBeNull();
      if (problem) expect(english(nameProblemMessage(problem))).toBe(nameProblemText(problem));
    }
    expect(importNameProblem("Ana")).toBeNull();
  });

  it("say each option problem as the rule's English", () => {
    const lists = [["Red"], Array.from({ length: 13 }, (_, i) => `O${i}`), ["a", " ", "b"]];
    lists.push(["x".repeat(45), "Red", "red", "Red"]);
    const problems = lists.flatMap(optionProblems);
    expect(new Set(problems.map((p) => p.kind)).size).toBe(5);
    for (const problem of problems) {
      expect(english(optionProblemMessage(problem))).toBe(optionProblemText(problem));
    }
  });

  it("say a refused import's headline with the count as digits", () => {
    expect(english(importRefusal(1))).toBe("1 problem in the rows; nothing was imported");
    expect(english(importRefusal(1234))).toBe("1234 problems in the rows; nothing was imported");
  });

  it("say a refused value of each attribute as the rule's English, the attribute in the language", () => {
    const refused = [
      [attributes.number, 9],
      [attributes.color, "Pink"],
      [attributes.element, "Wood"],
      [attributes.shape, "Star"],
    ] as const;
    const said = () =>
      refused.map(([def, value]) => {
        const message = valueErrorMessage(def, value);
        return message === null ? "valid" : i18n._(message);
      });
    i18n.loadAndActivate({ locale: "en", messages: englishMessages });
    expect(said()).toEqual(refused.map(([def, value]) => valueError(def, value)));
    i18n.loadAndActivate({ locale: "es", messages: spanish });
    expect(said()).toEqual([
      "El número debe estar entre 1 y 6 o quedar vacío",
      "El color debe ser uno de estos: Red, Yellow, Green, Purple",
      "El elemento debe ser uno de estos: Fire, Water, Earth, Air",
      "La forma debe ser una de estas: Square, Circle, Triangle, Diamond",
    ]);
    i18n.loadAndActivate({ locale: "ar", messages: arabic });
    expect(said()).toEqual([
      "يجب أن يكون الرقم بين 1 و6 أو فارغًا",
      "يجب أن يكون اللون أحد الخيارات التالية: Red, Yellow, Green, Purple",
      "يجب أن يكون العنصر أحد الخيارات التالية: Fire, Water, Earth, Air",
      "يجب أن يكون الشكل أحد الخيارات التالية: Square, Circle, Triangle, Diamond",
    ]);
  });

  it("say an option a rename or a removal names that is not there", () => {
    const missing = { kind: "missing", option: "Blue" } as const;
    i18n.loadAndActivate({ locale: "en", messages: englishMessages });
    expect(english(optionProblemMessage(missing))).toBe(optionProblemText(missing));
    expect(optionProblemText(missing)).toBe('Option "Blue" does not exist');
    i18n.loadAndActivate({ locale: "es", messages: spanish });
    expect(i18n._(optionProblemMessage(missing))).toBe("La opción «Blue» no existe");
    i18n.loadAndActivate({ locale: "ar", messages: arabic });
    expect(i18n._(optionProblemMessage(missing))).toBe("الخيار «Blue» غير موجود");
  });

  it("have Spanish words of their own", () => {
    i18n.loadAndActivate({ locale: "es", messages: spanish });
    expect(i18n._(importRefusal(2))).toBe("2 problemas en las filas; no se importó nada");
    expect(i18n._(nameProblemMessage("required"))).toBe("El nombre es obligatorio");
  });
});
