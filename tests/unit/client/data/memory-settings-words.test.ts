import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { optionsError } from "#src/client/data/memory/settings";
import { memorySource } from "#src/client/data/memory-source";
import { loadMessages } from "#src/client/i18n/locales";
import { failure } from "../../../contracts/helpers";

// The demo's settings answer their errors in the active language, as the server does in the
// request's; the field details stay English.

const speak = async (locale: string) =>
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });

describe("the demo's settings errors", () => {
  afterEach(() => speak("en"));

  it("say an option list's problems in the active language", async () => {
    const problems = [{ kind: "missing", option: "Blue" }, { kind: "too-few" }] as const;
    const said = async (locale: string) => {
      await speak(locale);
      return failure(Promise.reject(optionsError([...problems])));
    };
    const en = await said("en");
    expect(en.body.error).toBe('Option "Blue" does not exist; At least 2 options are required');
    expect((await said("es")).body.error).toBe(
      "La opción «Blue» no existe; Necesitas al menos 2 opciones",
    );
    const ar = await said("ar");
    expect(ar.body.error).toBe("الخيار «Blue» غير موجود; يلزم 2 خيارات على الأقل");
    for (const f of [en, ar]) {
      expect(f.status).toBe(400);
      expect(f.body.details).toEqual([
        { field: "body.options", message: 'Option "Blue" does not exist' },
        { field: "body.options", message: "At least 2 options are required" },
      ]);
    }
  });

  it("say a saved option list's problem, and a setting's attribute, in the active language", async () => {
    const source = memorySource();
    const saved = await source.saveSetting({
      attribute_name: "color",
      display_name: "House",
      options: ["Red", "Blue"],
    });
    const refusals = async (locale: string) => {
      await speak(locale);
      const repeated = await failure(
        source.saveSetting({ attribute_name: "shape", display_name: "S", options: ["A", "a"] }),
      );
      const moved = await failure(
        source.updateSetting(saved.id, {
          attribute_name: "shape",
          display_name: "House",
          options: ["Red", "Blue"],
        }),
      );
      return [repeated.body.error, moved.body.error];
    };
    expect(await refusals("en")).toEqual([
      'Options must be unique: "a" appears more than once',
      "This setting is for color, not shape",
    ]);
    expect(await refusals("es")).toEqual([
      "Las opciones no se pueden repetir: «a» aparece más de una vez",
      "Este ajuste es del atributo color, no del atributo forma",
    ]);
    expect(await refusals("ar")).toEqual([
      "يجب ألا تتكرر الخيارات: «a» مذكور أكثر من مرة",
      "هذا الإعداد خاص بسمة اللون، وليس بسمة الشكل",
    ]);
  });
});
