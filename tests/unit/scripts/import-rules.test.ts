/**
 * The import rules (.dependency-cruiser.cjs) bite: a fixture tree with a cycle, a
 * domain module importing the server and Node, the client importing the server, shipped code
 * importing test support, and a feature reaching into another's internals is refused, rule by
 * rule; the same tree without them passes.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../support/temp-dirs";

const CLI = resolve("node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const CONFIG = resolve(".dependency-cruiser.cjs");

function cruise(files: Record<string, string>): { status: number | null; out: string } {
  const root = tempDir("classcharm-deps-");
  writeFileSync(join(root, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true } }));
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), code);
  }
  const run = spawnSync(
    process.execPath,
    [CLI, "src", "tests", "--config", CONFIG, "--output-type", "err"],
    { cwd: root, encoding: "utf8" },
  );
  return { status: run.status, out: run.stdout + run.stderr };
}

const CLEAN = {
  "src/domain/rules.ts": "export const rule = 1;\n",
  "src/server/features/classes/repository.ts":
    'import { rule } from "../../../domain/rules";\nexport const list = rule;\n',
  "src/server/features/students/routes.ts":
    'import { list } from "../classes/repository";\nexport const r = list;\n',
  "src/client/features/groups/api.ts":
    'import { rule } from "../../../domain/rules";\nexport const g = rule;\n',
  "tests/support/harness.ts":
    'import { list } from "../../src/server/features/classes/repository";\nexport const h = list;\n',
};

describe("the import rules", () => {
  it("pass a tree that keeps them", () => {
    const { status, out } = cruise(CLEAN);
    expect(out).toContain("no dependency violations");
    expect(status).toBe(0);
  });

  it("refuse cycles, an impure domain, client<->server, src -> tests and a feature's internals", () => {
    const { status, out } = cruise({
      ...CLEAN,
      "src/server/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "src/server/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
      "src/domain/impure.ts":
        'import { readFileSync } from "node:fs";\nimport { list } from "../server/features/classes/repository";\nexport const x = [readFileSync, list];\n',
      "src/client/leak.ts":
        'import { list } from "../server/features/classes/repository";\nimport { readFileSync } from "node:fs";\nexport const y = [list, readFileSync];\n',
      "src/client/components/picker.tsx":
        'import { g } from "../features/groups/api";\nexport const p = g;\n',
      "src/client/features/groups/inner.ts": "export const inner = 1;\n",
      "src/client/features/print/page.tsx":
        'import { inner } from "../groups/inner";\nimport { shell } from "../../app/shell";\nexport const q = [inner, shell];\n',
      "src/client/app/shell.ts": "export const shell = 1;\n",
      "src/server/uses-tests.ts":
        'import { h } from "../../tests/support/harness";\nexport const z = h;\n',
      "src/server/features/classes/internal.ts": "export const secret = 1;\n",
      "src/server/features/students/reach.ts":
        'import { secret } from "../classes/internal";\nexport const w = secret;\n',
    });
    for (const rule of [
      "no-circular",
      "domain-is-pure",
      "domain-no-node-builtins",
      "client-not-server",
      "client-no-node-builtins",
      "client-components-not-features",
      "client-features-not-app",
      "client-features-public-only",
      "src-not-tests",
      "server-features-public-only",
    ]) {
      expect(out, rule).toContain(`error ${rule}:`);
    }
    expect(status).not.toBe(0);
  });
});
