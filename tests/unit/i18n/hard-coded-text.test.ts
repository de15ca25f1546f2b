import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { hardCodedText } from "./jsx-text";
import { NOT_YET_TRANSLATED } from "./not-yet-translated";

// Every word a teacher reads comes from the message catalogue (src/locales), so it is there in
// every language: no screen writes its words into its JSX.
const screens = execFileSync("git", ["ls-files", "src/client"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => file.endsWith(".tsx"));

describe("the screens' words", () => {
  it("come from the catalogue: no words written into JSX", () => {
    const pending = new Set(NOT_YET_TRANSLATED);
    const found = screens.filter((file) => !pending.has(file)).flatMap(hardCodedText);
    expect(found).toEqual([]);
  });

  it("the list of screens still to translate only names screens that still have words", () => {
    const done = NOT_YET_TRANSLATED.filter((file) => hardCodedText(file).length === 0);
    expect(done, "translated: remove them from not-yet-translated.ts").toEqual([]);
  });

  it('finds words in text, in `{"..."}` and in read attributes', () => {
    expect(hardCodedText("tests/unit/i18n/fixtures/hard-coded.tsx")).toEqual([
      "tests/unit/i18n/fixtures/hard-coded.tsx:7 Create Class",
      'tests/unit/i18n/fixtures/hard-coded.tsx:8 aria-label="Close the dialog"',
      "tests/unit/i18n/fixtures/hard-coded.tsx:9 No students yet",
    ]);
  });
});
