import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { leftovers } from "../../../scripts/temp-leftovers.mjs";
import { tempDir } from "../../support/temp-dirs";

describe("the suite's temp-directory check", () => {
  it("names every folder and file a test left behind", () => {
    const dir = tempDir("classcharm-leftovers-");
    expect(leftovers(dir)).toEqual([]);
    mkdirSync(join(dir, "classcharm-test-abc"));
    writeFileSync(join(dir, "page.pdf"), "");
    // The tools' own compile caches are not a test's leftovers.
    mkdirSync(join(dir, "tsx-0"));
    mkdirSync(join(dir, "playwright-transform-cache-0"));
    expect(leftovers(dir)).toEqual(["classcharm-test-abc", "page.pdf"]);
  });

  it("finds nothing in a directory that is gone", () => {
    expect(leftovers(join(tempDir("classcharm-leftovers-"), "gone"))).toEqual([]);
  });
});
