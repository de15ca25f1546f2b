/**
 * The settings' errors in the request's language (docs/product.md#languages): an option list's
 * problems and a setting sent for another attribute, whose attributes are named by the
 * language's words; the English answer and the English field details never change.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isolate } from "#src/domain/languages";
import { wordsFor } from "#src/server/errors";
import { optionsError } from "#src/server/features/teacher-settings/student-effects";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";

let t: TestApp;
let cookie = "";
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t.app)).cookie;
});
afterAll(() => t.close());

const LANGUAGES = [undefined, "es", "ar"] as const;
const headers = (language?: string): Record<string, string> =>
  language === undefined ? {} : { "accept-language": language };

describe("the settings' errors in the teacher's language", () => {
  it("say an option edit's problems, the details in English", () => {
    const error = optionsError([{ kind: "missing", option: "Blue" }, { kind: "blank" }]);
    expect(
      LANGUAGES.map((language) => wordsFor({ headers: headers(language) }, error.words)),
    ).toEqual([
      'Option "Blue" does not exist; Options cannot be blank',
      "La opción «Blue» no existe; Las opciones no pueden quedar en blanco",
      `الخيار «${isolate("Blue", true)}» غير موجود; لا يمكن ترك الخيارات فارغة`,
    ]);
    expect(error.message).toBe('Option "Blue" does not exist; Options cannot be blank');
    expect(error.statusCode).toBe(400);
    expect(error.details).toEqual([
      { field: "body.options", message: 'Option "Blue" does not exist' },
      { field: "body.options", message: "Options cannot be blank" },
    ]);
  });

  it("name a setting's attribute and the one sent in the language's words", async () => {
    const saved = await call(t.app, "POST", "/api/teacher-settings", {
      cookie,
      body: { attribute_name: "color", display_name: "House", options: ["Red", "Blue"] },
    });
    expect(saved.statusCode).toBe(201);
    const body = { attribute_name: "element", display_name: "House", options: ["Red", "Blue"] };
    const answers = await Promise.all(
      LANGUAGES.map((language) =>
        call(t.app, "PUT", `/api/teacher-settings/${saved.json().id}`, {
          cookie,
          body,
          headers: headers(language),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400]);
    expect(answers.map((res) => res.json().error)).toEqual([
      "This setting is for color, not element",
      "Este ajuste es del atributo color, no del atributo elemento",
      `هذا الإعداد خاص بسمة ${isolate("اللون", true)}، وليس بسمة ${isolate("العنصر", true)}`,
    ]);
    for (const res of answers) {
      expect(res.json().details).toEqual([
        { field: "body.attribute_name", message: "cannot change" },
      ]);
    }
  });
});
