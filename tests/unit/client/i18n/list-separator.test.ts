import { readFileSync } from "node:fs";
import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { droppedWarning } from "#src/client/features/settings/setting-draft";
import { attributeNamesText } from "#src/client/features/students/roster-texts";
import { listSeparator, plainListText } from "#src/client/i18n/format";
import { loadMessages } from "#src/client/i18n/locales";

// One message separates the items of every list without a closing "and", in each language.

const speak = async (locale: string) =>
  i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });

describe("the list separator", () => {
  afterEach(() => speak("en"));

  it("is one message in each catalogue", () => {
    for (const language of ["en", "es", "ar"]) {
      const catalogue = readFileSync(`src/locales/${language}.po`, "utf8");
      expect(catalogue.match(/^msgid ", "$/gm)).toHaveLength(1);
    }
  });

  it("is the language's comma, in every list that uses it", async () => {
    const lists = () => [
      listSeparator(),
      plainListText(["Red", "Blue", "Green"]),
      attributeNamesText(["Number", "Color"]),
      droppedWarning(["Red", "Blue"]),
    ];
    await speak("en");
    expect(lists()).toEqual([
      ", ",
      "Red, Blue, Green",
      "Number, Color",
      "Saving your version removes the options Red, Blue. Students who have them will lose that value.",
    ]);
    await speak("es");
    expect(lists().slice(0, 3)).toEqual([", ", "Red, Blue, Green", "Number, Color"]);
    await speak("ar");
    const [separator, plain, names, dropped] = lists();
    expect([separator, plain, names]).toEqual(["، ", "Red، Blue، Green", "Number، Color"]);
    expect(dropped).toContain("\u2069، \u2068");
  });
});
