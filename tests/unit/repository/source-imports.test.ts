/**
 * Shipped code reaches another part of the source as `#src/...` (package.json's imports,
 * tsconfig's paths), not by climbing folders: `./` and one `../` for a file's neighbours, never
 * `../../`. A file can then move within its feature without rewriting its imports.
 */
import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The import specifiers of a file that climb two folders or more. */
function climbingImports(code: string): string[] {
  return ts
    .preProcessFile(code, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((spec) => spec.startsWith("../../"));
}

describe("imports inside src", () => {
  it("tells a climbing import from a neighbour's and from #src", () => {
    const code = [
      'import { a } from "../../domain/a";',
      'import { b } from "../b";',
      'import { c } from "#src/domain/c";',
      'const d = await import("../../../server/d");',
    ].join("\n");
    expect(climbingImports(code)).toEqual(["../../domain/a", "../../../server/d"]);
  });

  it("never climb two folders: they say #src/...", () => {
    const files = sourceFiles("src");
    expect(files.length).toBeGreaterThan(300);
    const climbing = files.flatMap((file) =>
      climbingImports(readFileSync(file, "utf8")).map((spec) => `${file}: ${spec}`),
    );
    expect(climbing).toEqual([]);
  });
});
