/**
 * The server's words come in the teacher's language (docs/product.md#languages): the app sends
 * it as Accept-Language, and an error's `error` text is that language's; its `code` and status
 * never change with it, and a language the app does not speak gets English.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptedLanguages } from "#src/domain/languages";
import { requestLocale, SERVER_LOCALES } from "#src/server/i18n";
import { call, createTestApp, signUp } from "../../support/harness";

const t = await createTestApp();
let cookie = "";

beforeAll(async () => {
  cookie = (await signUp(t.app)).cookie;
});
afterAll(() => t.close());

/** An invalid class (no name): a 400 whose words the server writes itself. */
const invalidClass = (language?: string) =>
  call(t.app, "POST", "/api/classes", {
    cookie,
    body: { name: 42 },
    headers: language === undefined ? {} : { "accept-language": language },
  });

describe("the server's words", () => {
  it("answer in the request's language, with the same status and code", async () => {
    const answers = await Promise.all(
      [undefined, "en-US", "es-MX,es;q=0.9", "ar", "fr-FR, ar;q=0.5", "de"].map(invalidClass),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(answers.map((res) => res.json().code)).toEqual(Array(6).fill("invalid_request"));
    expect(answers.map((res) => res.json().error)).toEqual([
      "Invalid request",
      "Invalid request",
      "Solicitud no válida",
      "طلب غير صالح",
      "طلب غير صالح",
      "Invalid request",
    ]);
  });

  it("speak every catalogue's language", () => {
    expect(SERVER_LOCALES).toEqual(expect.arrayContaining(["ar", "en", "es"]));
    expect(requestLocale({ headers: { "accept-language": "es-419" } })).toBe("es");
    expect(requestLocale({ headers: {} })).toBe("en");
  });

  it("read an Accept-Language header by weight, leaving out what is malformed", () => {
    expect(acceptedLanguages("fr;q=0.2, es-MX, ar;q=0.8, *;q=0.1, en;q=0")).toEqual([
      "es-MX",
      "ar",
      "fr",
    ]);
    expect(acceptedLanguages("")).toEqual([]);
    expect(acceptedLanguages("<script>, es;q=abc, ar")).toEqual(["ar"]);
    expect(acceptedLanguages(Array(50).fill("es").join(","))).toHaveLength(20);
  });
});
