// `virtual:classcharm-catalogues`: every catalogue of src/locales, compiled, by language code,
// for the server, which answers in any of them (the browser fetches only its own). Vite
// (scripts/lingui-plugins.ts) and esbuild (scripts/lingui-esbuild.mjs) both serve it.
import { readdirSync } from "node:fs";

// Lingui reads lingui.config.ts through jiti, which otherwise keeps a compiled copy in the temp
// folder (a test run must leave its temp folder empty).
process.env.JITI_FS_CACHE ??= "false";

import { fileURLToPath } from "node:url";

export const CATALOGUES_MODULE = "virtual:classcharm-catalogues";
export const LOCALES_DIR = fileURLToPath(new URL("../src/locales", import.meta.url));

/** `specifier` turns a catalogue's path into the import's specifier (a file URL for Node). */
export function cataloguesModuleSource(dir = LOCALES_DIR, specifier = (path) => path) {
  const codes = readdirSync(dir)
    .filter((name) => name.endsWith(".po"))
    .map((name) => name.slice(0, -3))
    .sort();
  const imports = codes.map(
    (code, i) =>
      `import { messages as m${i} } from ${JSON.stringify(specifier(`${dir}/${code}.po`))};`,
  );
  const entries = codes.map((code, i) => `${JSON.stringify(code)}: m${i}`);
  return `${imports.join("\n")}\nexport const catalogues = { ${entries.join(", ")} };\n`;
}

const MACRO_IMPORT = /from\s*["']@lingui\/(?:core|react)\/macro["']/;

/**
 * A source file with Lingui's macros turned into catalogue lookups (Babel's macro plugin), or
 * null when it imports none. The server keeps each message's English beside its id, for its
 * logs. `code` may be TypeScript (with `typescript: true`) or JavaScript.
 */
export async function withMacros(code, filename, { typescript = true } = {}) {
  if (!MACRO_IMPORT.test(code)) return null;
  const { transformAsync } = await import("@babel/core");
  const out = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: "inline",
    parserOpts: { plugins: typescript ? ["typescript", "jsx"] : ["jsx"] },
    plugins: [["@lingui/babel-plugin-lingui-macro", { stripNonEssentialFields: false }]],
  });
  return out?.code ?? code;
}

/** A catalogue (src/locales/<code>.po) compiled into a module exporting its `messages`. */
export async function compiledCatalogue(path) {
  const { relative } = await import("node:path");
  const { getConfig } = await import("@lingui/conf");
  const { createCompiledCatalog, getCatalogForFile, getCatalogs } = await import("@lingui/cli/api");
  const config = getConfig();
  const found = getCatalogForFile(relative(config.rootDir, path), await getCatalogs(config));
  if (!found) throw new Error(`${path} is not one of lingui.config.ts's catalogues`);
  const { messages } = await found.catalog.getTranslations(found.locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
  });
  const { source, errors } = createCompiledCatalog(found.locale, messages, { namespace: "es" });
  if (errors.length > 0) {
    throw new Error(`${path}: ${errors.map((e) => e.message ?? String(e)).join("; ")}`);
  }
  return source;
}
