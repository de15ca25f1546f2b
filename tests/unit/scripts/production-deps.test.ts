/**
 * A server installs with `npm ci --omit=dev` after `npm run build`, and the audit gate
 * (`npm audit --omit=dev`) covers every library the browser runs: each package that shipped code
 * (src/) imports is a production dependency; build and test tools are not imported by it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The package names a file imports (bare specifiers; `node:` and relative ones left out). */
function packagesOf(code: string): string[] {
  const names = new Set<string>();
  const specs = ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);
  for (const spec of specs) {
    // Relative paths and `#src/...` (the source folder, package.json's imports) are the product's own.
    if (spec.startsWith(".") || spec.startsWith("#")) continue;
    // `virtual:...` modules are written by the build (the compiled message catalogues).
    if (spec.startsWith("virtual:")) continue;
    if (spec.startsWith("node:") || builtinModules.includes(spec)) continue;
    const parts = spec.split("/");
    names.add(spec.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] as string));
  }
  return [...names];
}

describe("what shipped code imports", () => {
  const imported = new Map<string, string>();
  for (const file of files("src")) {
    for (const name of packagesOf(readFileSync(file, "utf8"))) imported.set(name, file);
  }

  it("is a production dependency, every package of it", () => {
    // The one build-time module in src/: the landing page's prerender step, a Vite plugin.
    const buildTime = (name: string, file: string) =>
      ["vite", "tailwindcss"].includes(name) && file.endsWith("landing/prerender-plugin.ts");
    const missing = [...imported].filter(
      ([name, file]) => !(name in pkg.dependencies) && !buildTime(name, file),
    );
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
    // The browser's libraries, which the audit gate missed as devDependencies before.
    for (const name of [
      "react",
      "react-dom",
      "react-router",
      "radix-ui",
      "@tanstack/react-query",
      "lucide-react",
    ]) {
      expect(pkg.dependencies, name).toHaveProperty(name);
    }
  });

  it("includes no test or build tool, and tsx is a development tool", () => {
    for (const tool of [
      "vitest",
      "@playwright/test",
      "autocannon",
      "oauth2-mock-server",
      "fast-check",
      "tsx",
      "esbuild",
    ]) {
      expect(imported.has(tool), tool).toBe(false);
      expect(pkg.dependencies, tool).not.toHaveProperty(tool);
    }
  });
});
