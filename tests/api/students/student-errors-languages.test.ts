/**
 * A refused student value and a refused import say their problems in the request's language
 * (docs/product.md#languages), each part of a joined answer translated; the English answer and
 * the English field details never change.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isolate } from "#src/domain/languages";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";

let t: TestApp;
let me: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t.app);
});
afterAll(() => t.close());

const post = (url: string, body: Record<string, unknown>, language?: string) =>
  call(t.app, "POST", url, {
    cookie: me.cookie,
    body,
    headers: language === undefined ? {} : { "accept-language": language },
  });

describe("a refused student in the teacher's language", () => {
  it("says each invalid value, joined by '; ', with the details in English", async () => {
    const c = await roster(t.app, me.cookie).newClass();
    const body = { class_id: c.id, name: "Lou", color: "Pink", number: 9 };
    const [en, es, ar] = await Promise.all(
      [undefined, "es", "ar"].map((language) => post("/api/students", body, language)),
    );
    const english =
      "Number must be between 1-4 or empty; Color must be one of: Red, Yellow, Green, Purple";
    expect(en?.json().error).toBe(english);
    expect(es?.json().error).toBe(
      "El número debe estar entre 1 y 4 o quedar vacío; El color debe ser uno de estos: Red, Yellow, Green, Purple",
    );
    expect(ar?.json().error).toBe(
      `يجب أن يكون الرقم بين 1 و4 أو فارغًا; يجب أن يكون اللون أحد الخيارات التالية: ${isolate("Red, Yellow, Green, Purple", true)}`,
    );
    for (const res of [en, es, ar]) {
      expect(res?.statusCode).toBe(400);
      expect(res?.json().details).toEqual([
        { field: "body.number", message: "Number must be between 1-4 or empty" },
        { field: "body.color", message: "Color must be one of: Red, Yellow, Green, Purple" },
      ]);
    }
  });

  it("says a refused import's count in the language's plural, the rows' details in English", async () => {
    const c = await roster(t.app, me.cookie).newClass();
    const rows = [{ name: " " }, { name: "Bo", color: "Pink" }];
    const url = `/api/classes/${c.id}/students/import`;
    const [en, es, ar] = await Promise.all(
      [undefined, "es", "ar"].map((language) => post(url, { rows }, language)),
    );
    expect(en?.json().error).toBe("2 problems in the rows; nothing was imported");
    expect(es?.json().error).toBe("2 problemas en las filas; no se importó nada");
    expect(ar?.json().error).toBe("مشكلتان في الأسطر؛ لم يُستورد شيء");
    expect(ar?.json().details).toEqual(en?.json().details);
    expect(en?.json().details).toEqual([
      "Row 2: Name is required",
      "Row 3, Bo: Color 'Pink' must be one of: Red, Yellow, Green, Purple",
    ]);
  });
});
