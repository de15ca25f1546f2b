import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { feedbackErrors } from "#src/client/features/useful/feedback-state";
import { fieldIssueText, type TextField } from "#src/client/i18n/field-words";
import { loadMessages } from "#src/client/i18n/locales";
import { groupingRenameInput } from "#src/domain/schemas/groupings";
import { feedbackInput } from "#src/domain/schemas/settings";

// A form shows the API schema's message for a field in the teacher's language: in English
// word for word the schema's, in Spanish and Arabic the catalogue's.

const speak = async (locale: string) =>
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });

/** Every message a field's schema gives for these values, and the form's words for them. */
function messages(field: TextField, values: readonly string[]) {
  return values.map((value) => {
    const result =
      field === "name"
        ? groupingRenameInput.safeParse({ name: value })
        : feedbackInput.safeParse({ message: "Hi", email: null, [field]: value });
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    if (!issue) throw new Error(`${JSON.stringify(value)} should be refused`);
    return { schema: issue.message, shown: fieldIssueText(field, issue, value) };
  });
}

const TEXT = ["", "   ", "x".repeat(2001), "A\u0000B", " A\u0007B "];
const EMAIL = ["not-an-address", `${"a".repeat(250)}@example.com`, "a\u0000@b.c"];

describe("the forms' field messages", () => {
  afterEach(() => speak("en"));

  it("are the schema's own English, word for word", async () => {
    await speak("en");
    for (const [field, values] of [
      ["name", TEXT],
      ["message", TEXT],
      ["email", EMAIL],
    ] as const) {
      for (const { schema, shown } of messages(field, values)) expect(shown).toBe(schema);
    }
    expect(messages("name", ["x".repeat(101)])[0]?.shown).toBe(
      "Name must be at most 100 characters",
    );
  });

  it("are Spanish and Arabic in those languages", async () => {
    await speak("es");
    expect(messages("name", TEXT).map((m) => m.shown)).toEqual([
      "El nombre es obligatorio",
      "El nombre es obligatorio",
      "El nombre puede tener como máximo 100 caracteres",
      "El nombre no puede contener un carácter NUL",
      "El nombre no puede contener caracteres de control",
    ]);
    expect(messages("message", TEXT).map((m) => m.shown)).toEqual([
      "El mensaje es obligatorio",
      "El mensaje es obligatorio",
      "El mensaje puede tener como máximo 2000 caracteres",
      "El mensaje no puede contener un carácter NUL",
      "El mensaje no puede contener caracteres de control",
    ]);
    expect(messages("email", EMAIL).map((m) => m.shown)).toEqual([
      "El correo electrónico debe ser una dirección válida",
      "La dirección de correo electrónico puede tener como máximo 254 caracteres",
      "El correo electrónico debe ser una dirección válida",
    ]);
    expect(feedbackErrors(" ", "nope")).toEqual({
      message: "El mensaje es obligatorio",
      email: "El correo electrónico debe ser una dirección válida",
    });
    await speak("ar");
    expect(messages("message", TEXT.slice(0, 3)).map((m) => m.shown)).toEqual([
      "الرسالة مطلوبة",
      "الرسالة مطلوبة",
      "يجب ألا تزيد الرسالة على 2000 حرف",
    ]);
    expect(messages("name", ["A\u0000B"])[0]?.shown).toBe("يجب ألا يحتوي الاسم على الحرف NUL");
    expect(feedbackErrors("Hi", "nope")).toEqual({
      email: "يجب أن يكون البريد الإلكتروني عنوانًا صالحًا",
    });
  });
});
