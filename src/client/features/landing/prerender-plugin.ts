import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { type Plugin, type PluginOption, type Rolldown, runnerImport } from "vite";
import type * as LandingDocument from "./landing-document";

/** The prerendered landing page's file in the build output (the server sends it for `/` in English). */
export const LANDING_FILE = "landing.html";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Loaded through Vite's module runner at build time, so the page's TSX needs no other loader.
const DOCUMENT_MODULE = here("./landing-document.tsx");
const APP_STYLES = here("../../styles.css");
// Not a file on disk: the app's stylesheet, with Tailwind told to look at the landing only.
const LANDING_CSS_ID = here("../../landing-only.css");
const LANDING_SOURCES = ["./features/landing", "./components/logo.tsx"];
const TAILWIND_IMPORT = '@import "tailwindcss";';

/** The app's design tokens and base styles, with only the utilities the landing page uses. */
export function landingStylesheet(appStyles: string): string {
  if (!appStyles.includes(TAILWIND_IMPORT)) {
    throw new Error(`landing prerender: styles.css no longer starts with ${TAILWIND_IMPORT}`);
  }
  const sources = LANDING_SOURCES.map((path) => `@source "${path}";`).join("\n");
  return appStyles.replace(TAILWIND_IMPORT, `@import "tailwindcss" source(none);\n${sources}`);
}

function takeLandingCss(bundle: Rolldown.OutputBundle, root: string): string {
  const name = relative(root, LANDING_CSS_ID).split(sep).join("/");
  const css = Object.values(bundle).find(
    (file): file is Rolldown.OutputAsset =>
      file.type === "asset" && file.originalFileNames.includes(name),
  );
  if (!css) throw new Error("landing prerender: the landing stylesheet was not built");
  // The page carries its CSS itself: the separate file is not needed.
  delete bundle[css.fileName];
  return typeof css.source === "string" ? css.source : new TextDecoder().decode(css.source);
}

/**
 * Build step (runs in Node, never in the browser): renders the landing page with
 * `react-dom/server` into `landing.html`, with its own small stylesheet inlined (Tailwind
 * built from the landing's sources only, so the app's growth never weighs on it) and no
 * script at all, so the first paint needs one request. Once per language, in that language;
 * `messagePlugins` are the app's Lingui plugins (scripts/lingui-plugins.ts), which turn the
 * page's macros into catalogue lookups and compile each language's catalogue.
 */
export function prerenderLanding(messagePlugins: () => PluginOption[]): Plugin {
  let root = process.cwd();
  return {
    name: "classcharm-prerender-landing",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      this.emitFile({ type: "chunk", id: LANDING_CSS_ID, name: "landing" });
    },
    resolveId(id) {
      return id === LANDING_CSS_ID ? id : null;
    },
    load(id) {
      if (id !== LANDING_CSS_ID) return null;
      this.addWatchFile(APP_STYLES);
      return landingStylesheet(readFileSync(APP_STYLES, "utf8"));
    },
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const inline = takeLandingCss(bundle, root);
        // With the app's Lingui plugins: the macros become catalogue lookups, and each
        // language's catalogue is compiled as the app's build compiles it.
        const { module } = await runnerImport<typeof LandingDocument>(DOCUMENT_MODULE, {
          configFile: false,
          logLevel: "error",
          plugins: messagePlugins(),
        });
        // The page in each language, and its copy for each notice (after Sign Out, after an
        // account deletion).
        for (const { locale, notice, fileName } of module.LANDING_PAGES) {
          module.activateLandingLanguage(locale);
          const source = module.renderLandingDocument({ inline }, notice);
          this.emitFile({ type: "asset", fileName, source });
          // Made after the build's compression step (vite.config.ts), so compressed here alike
          // (docs/decisions/0015): the server sends the copy the browser takes.
          this.emitFile({
            type: "asset",
            fileName: `${fileName}.br`,
            source: brotliCompressSync(source),
          });
          this.emitFile({
            type: "asset",
            fileName: `${fileName}.gz`,
            source: gzipSync(source, { level: 9 }),
          });
        }
      },
    },
  };
}
