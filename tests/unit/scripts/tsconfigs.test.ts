/**
 * The browser and Node are typechecked as separate programs (decision 0016), so a
 * `node:` import or `process` in client code fails `npm run typecheck`. Proved with the
 * compiler's own API, without a full check: the client program (tsconfig.client.json) loads no
 * file of Node's types and no server code, and under its options a fixture importing `node:fs`
 * gets errors that the same fixture under the Node program's options does not; the Node
 * program loads neither the DOM library nor client code; `npm run typecheck` runs every config.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { TSCONFIGS } from "../../../scripts/typecheck.mjs";

function parseConfig(file: string): ts.ParsedCommandLine {
  const path = resolve(file);
  const { config, error } = ts.readConfigFile(path, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, resolve("."), undefined, path);
  if (parsed.errors.length > 0) {
    throw new Error(
      parsed.errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, "\n")).join("\n"),
    );
  }
  return parsed;
}

/** Parsed files shared by the programs below (the libraries, the domain, node_modules). */
const parsedFiles = new Map<string, ts.SourceFile | undefined>();

function createProgram(rootNames: string[], options: ts.CompilerOptions): ts.Program {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile;
  host.getSourceFile = (fileName, language, ...rest) => {
    const key = `${fileName}|${JSON.stringify(language)}`;
    if (!parsedFiles.has(key)) parsedFiles.set(key, read(fileName, language, ...rest));
    return parsedFiles.get(key);
  };
  return ts.createProgram({ rootNames, options, host });
}

/** Every file the program loads (sources, libraries, type packages), relative to the repo. */
function loadedFiles(config: ts.ParsedCommandLine): string[] {
  const program = createProgram(config.fileNames, config.options);
  return program.getSourceFiles().map((file) => relative(".", file.fileName).split("\\").join("/"));
}

/**
 * The messages `code` gets when typechecked alone under `options`. The fixture is written inside
 * the repository (.tmp/, ignored by git) so that it resolves packages as src/ does.
 */
function errorsOf(code: string, options: ts.CompilerOptions): string[] {
  mkdirSync(".tmp", { recursive: true });
  const dir = mkdtempSync(join(".tmp", "tsconfig-fixture-"));
  fixtures.push(dir);
  const file = resolve(dir, "fixture.ts");
  writeFileSync(file, code);
  const program = createProgram([file], options);
  const source = program.getSourceFile(file);
  return [
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ].map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

/** Node code beside the two libraries whose published types reference Node's. */
const NODE_CODE = [
  'import Papa from "papaparse";',
  'import { create } from "qrcode";',
  'import { readFileSync } from "node:fs";',
  'export const rows = Papa.parse<string[]>("a,b", { delimiter: "," }).data;',
  'export const size = create("https://example.org").modules.size;',
  "export const secret = process.env.SECRET;",
  'export const text = readFileSync("notes.txt", "utf8");',
  "",
].join("\n");

const client = parseConfig("tsconfig.client.json");
const node = parseConfig("tsconfig.node.json");

describe("the browser's program (tsconfig.client.json)", () => {
  it("covers the client and the domain, and no server code", () => {
    const names = client.fileNames.map((f) => relative(".", f));
    expect(names).toContain(join("src", "client", "main.tsx"));
    expect(names).toContain(join("src", "domain", "csv", "import.ts"));
    expect(names.filter((f) => f.startsWith(join("src", "server")))).toEqual([]);
  });

  it("loads no Node types: not by `types`, and not through a library's reference to them", () => {
    expect(client.options.types ?? []).not.toContain("node");
    const loaded = loadedFiles(client);
    expect(loaded.some((f) => f.endsWith("lib.dom.d.ts"))).toBe(true);
    expect(loaded.filter((f) => f.includes("node_modules/@types/node/"))).toEqual([]);
    expect(loaded.filter((f) => f.startsWith("src/server/"))).toEqual([]);
  }, 30_000);

  it("refuses a `node:` import and Node's globals, even beside Papa Parse and qrcode, that the Node program accepts", () => {
    expect(errorsOf(NODE_CODE, node.options)).toEqual([]);
    const errors = errorsOf(NODE_CODE, client.options);
    expect(errors).toContainEqual(expect.stringContaining("Cannot find module 'node:fs'"));
    expect(errors).toContainEqual(expect.stringContaining("Cannot find name 'process'"));
  }, 30_000);
});

describe("Node's program (tsconfig.node.json)", () => {
  it("covers the server and the domain, with Node's types, and neither the DOM nor client code", () => {
    const names = node.fileNames.map((f) => relative(".", f));
    expect(names).toContain(join("src", "server", "main.ts"));
    expect(names).toContain(join("src", "domain", "csv", "import.ts"));
    expect(node.options.types).toContain("node");
    const loaded = loadedFiles(node);
    expect(loaded.filter((f) => /lib\.dom(\.\w+)?\.d\.ts$/.test(f))).toEqual([]);
    expect(loaded.filter((f) => f.startsWith("src/client/"))).toEqual([]);
  }, 30_000);
});

describe("npm run typecheck", () => {
  it("checks every tsconfig at the root", () => {
    const configs = readdirSync(".").filter((f) => /^tsconfig(\..+)?\.json$/.test(f));
    expect([...TSCONFIGS].sort()).toEqual(configs.sort());
  });
});
