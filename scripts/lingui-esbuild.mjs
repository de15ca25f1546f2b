// The message catalogue in the server's build (esbuild), as scripts/lingui-plugins.ts does for
// Vite: source files that import Lingui's macros go through Babel's macro plugin, and
// `src/locales/*.po` imports become compiled message modules (docs/decisions/0051-languages.md).
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { CATALOGUES_MODULE, cataloguesModuleSource, LOCALES_DIR } from "./lingui-catalogues.mjs";

const MACRO_IMPORT = /from\s+["']@lingui\/(?:core|react)\/macro["']/;

export function linguiEsbuild() {
  return {
    name: "classcharm-lingui",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${CATALOGUES_MODULE}$`) }, () => ({
        path: CATALOGUES_MODULE,
        namespace: "classcharm-catalogues",
      }));
      build.onLoad({ filter: /.*/, namespace: "classcharm-catalogues" }, () => ({
        contents: cataloguesModuleSource(),
        resolveDir: LOCALES_DIR,
        loader: "js",
      }));
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        const code = await readFile(args.path, "utf8");
        if (!MACRO_IMPORT.test(code)) return undefined;
        const { transformAsync } = await import("@babel/core");
        const out = await transformAsync(code, {
          filename: args.path,
          babelrc: false,
          configFile: false,
          sourceMaps: "inline",
          parserOpts: { plugins: ["typescript", "jsx"] },
          // The server keeps each message's English beside its id, for its logs.
          plugins: [["@lingui/babel-plugin-lingui-macro", { stripNonEssentialFields: false }]],
        });
        return { contents: out?.code ?? code, loader: args.path.endsWith("x") ? "tsx" : "ts" };
      });
      build.onLoad({ filter: /\.po$/ }, async (args) => {
        const { getConfig } = await import("@lingui/conf");
        const { createCompiledCatalog, getCatalogForFile, getCatalogs } = await import(
          "@lingui/cli/api"
        );
        const config = getConfig();
        const found = getCatalogForFile(
          relative(config.rootDir, args.path),
          await getCatalogs(config),
        );
        if (!found) throw new Error(`${args.path} is not one of lingui.config.ts's catalogues`);
        const { messages } = await found.catalog.getTranslations(found.locale, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
        });
        const { source, errors } = createCompiledCatalog(found.locale, messages, {
          namespace: "es",
        });
        if (errors.length > 0) {
          throw new Error(`${args.path}: ${errors.map((e) => e.message ?? String(e)).join("; ")}`);
        }
        return { contents: source, loader: "js" };
      });
    },
  };
}
