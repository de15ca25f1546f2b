/**
 * Files in src/ stay small. Every .ts/.tsx file under src/ holds at most 250 lines
 * (the aim is about 200); a file that grows past that is split along a real seam, not trimmed.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../support/temp-dirs";

const MAX_LINES = 250;

/** Lines as an editor numbers them: a final newline does not start another line. */
function lineCount(text: string): number {
  if (text === "") return 0;
  const newlines = text.split("\n").length - 1;
  return text.endsWith("\n") ? newlines : newlines + 1;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each file over the limit as "path: N lines", sorted by path. */
function oversized(root: string, max = MAX_LINES): string[] {
  return sourceFiles(root)
    .map((path) => ({ path, lines: lineCount(readFileSync(path, "utf8")) }))
    .filter((file) => file.lines > max)
    .map((file) => `${relative(".", file.path)}: ${file.lines} lines`)
    .sort();
}

describe(`files in src/ (at most ${MAX_LINES} lines each)`, () => {
  it("has none over the limit", () => {
    expect(sourceFiles("src").length).toBeGreaterThan(100);
    expect(oversized("src"), `split these files (limit ${MAX_LINES} lines)`).toEqual([]);
  });

  it("names each .ts/.tsx file over the limit with its line count, and only those", () => {
    const root = tempDir("classcharm-file-size-");
    mkdirSync(join(root, "deep", "deeper"), { recursive: true });
    const lines = (n: number) => "x;\n".repeat(n);
    writeFileSync(join(root, "at-limit.ts"), lines(250));
    writeFileSync(join(root, "no-final-newline.ts"), `${lines(250)}y;`);
    writeFileSync(join(root, "deep", "deeper", "big.tsx"), lines(300));
    writeFileSync(join(root, "deep", "notes.md"), lines(999));
    writeFileSync(join(root, "deep", "data.json"), lines(999));
    expect(oversized(root)).toEqual([
      `${relative(".", join(root, "deep", "deeper", "big.tsx"))}: 300 lines`,
      `${relative(".", join(root, "no-final-newline.ts"))}: 251 lines`,
    ]);
  });

  it("counts lines the way an editor does", () => {
    expect(lineCount("")).toBe(0);
    expect(lineCount("a")).toBe(1);
    expect(lineCount("a\n")).toBe(1);
    expect(lineCount("a\nb")).toBe(2);
    expect(lineCount("a\n\n")).toBe(2);
  });
});
