// `virtual:classcharm-catalogues`: every catalogue of src/locales, compiled, by language code,
// for the server, which answers in any of them (the browser fetches only its own). Vite
// (scripts/lingui-plugins.ts) and esbuild (scripts/lingui-esbuild.mjs) both serve it.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const CATALOGUES_MODULE = "virtual:classcharm-catalogues";
export const LOCALES_DIR = fileURLToPath(new URL("../src/locales", import.meta.url));

export function cataloguesModuleSource(dir = LOCALES_DIR) {
  const codes = readdirSync(dir)
    .filter((name) => name.endsWith(".po"))
    .map((name) => name.slice(0, -3))
    .sort();
  const imports = codes.map(
    (code, i) => `import { messages as m${i} } from ${JSON.stringify(`${dir}/${code}.po`)};`,
  );
  const entries = codes.map((code, i) => `${JSON.stringify(code)}: m${i}`);
  return `${imports.join("\n")}\nexport const catalogues = { ${entries.join(", ")} };\n`;
}
