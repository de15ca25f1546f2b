import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { hardCodedText } from "./jsx-text";

// Every word a teacher reads comes from the message catalogue (src/locales), so it is there in
// every language: no screen writes its words into its JSX.
const screens = execFileSync("git", ["ls-files", "src/client"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => file.endsWith(".tsx"));

describe("the screens' words", () => {
  it("come from the catalogue: no words written into JSX", () => {
    expect(screens.length).toBeGreaterThan(150);
    expect(screens.flatMap(hardCodedText)).toEqual([]);
  });

  it('finds words in text, in `{"..."}` and in read attributes', () => {
    expect(hardCodedText("tests/unit/i18n/fixtures/hard-coded.tsx")).toEqual([
      "tests/unit/i18n/fixtures/hard-coded.tsx:7 Create Class",
      'tests/unit/i18n/fixtures/hard-coded.tsx:8 aria-label="Close the dialog"',
      "tests/unit/i18n/fixtures/hard-coded.tsx:9 No students yet",
    ]);
  });
});
