// The message catalogue in the server's build (esbuild), as scripts/lingui-plugins.ts does for
// Vite: source files that import Lingui's macros go through Babel's macro plugin, and
// `src/locales/*.po` imports become compiled message modules (docs/decisions/0051-languages.md).
import { readFile } from "node:fs/promises";
import {
  CATALOGUES_MODULE,
  cataloguesModuleSource,
  compiledCatalogue,
  LOCALES_DIR,
  withMacros,
} from "./lingui-catalogues.mjs";

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
        const code = await withMacros(await readFile(args.path, "utf8"), args.path);
        if (code === null) return undefined;
        return { contents: code, loader: args.path.endsWith("x") ? "tsx" : "ts" };
      });
      build.onLoad({ filter: /\.po$/ }, async (args) => ({
        contents: await compiledCatalogue(args.path),
        loader: "js",
      }));
    },
  };
}
