import { lingui } from "@lingui/vite-plugin";
import type { Plugin, PluginOption } from "vite";
import babel from "vite-plugin-babel";
// Also sets jiti (which reads lingui.config.ts when the build starts) to keep no copy in the
// temp folder.
import { CATALOGUES_MODULE, cataloguesModuleSource } from "./lingui-catalogues.mjs";

function cataloguesModule(): Plugin {
  const resolved = `\0${CATALOGUES_MODULE}`;
  return {
    name: "classcharm-catalogues",
    resolveId: (id) => (id === CATALOGUES_MODULE ? resolved : undefined),
    load: (id) => (id === resolved ? cataloguesModuleSource() : undefined),
  };
}

/**
 * The message catalogue in the build and the tests: Lingui's macros (`t`, `msg`, `plural`,
 * `<Trans>`) are turned into catalogue lookups by Babel, only in the source files that import
 * them, before Vite's own TypeScript and JSX transform; `src/locales/*.po` imports are compiled
 * to plain modules (docs/decisions/0051-languages.md).
 */
export function linguiPlugins(): PluginOption[] {
  return [
    babel({
      include: /[\\/]src[\\/].*\.tsx?$/,
      exclude: /node_modules/,
      filter: (id: string) => !id.includes("node_modules"),
      babelConfig: {
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      },
    }),
    lingui(),
    cataloguesModule(),
  ];
}
