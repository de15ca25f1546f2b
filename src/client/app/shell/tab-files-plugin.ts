import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Plugin, Rolldown } from "vite";
import { isTabId, type TabId } from "#src/client/lib/tab-routes";
import { appPageFile, pageInLanguage } from "./language-pages";
import { PAGE_FILES_ELEMENT_ID } from "./page-files";
import { loadSkeletons, type MessagePlugins } from "./skeleton-plugin";
import { TAB_FILES_ELEMENT_ID, type TabFiles } from "./tab-files";

/** The shell's route modules every tab address needs after the entry (app/router.tsx). */
const SHELL_ROUTES =
  /[\\/]src[\\/]client[\\/]app[\\/]routes[\\/](app-tabs-route|signed-in-app)\.tsx$/;

const SOURCE_LOCALE = "en";

/** The app's code, which the page's one script (boot.ts) imports after the first paint. */
const APP_MAIN = /[\\/]src[\\/]client[\\/]main\.tsx$/;

/** Each tab's screen module, as `tab-loaders.ts` imports it. */
const TAB_SCREEN = /[\\/]src[\\/]client[\\/]features[\\/]\w+[\\/](\w+)-tab\.tsx$/;

/** A chunk's file and every file it imports statically, its own and its imports' CSS. */
function filesOf(bundle: Rolldown.OutputBundle, start: Rolldown.OutputChunk): string[] {
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === "chunk") visit(next);
    }
  };
  visit(start);
  return [...files].map((file) => `/${file}`);
}

/**
 * Build step: writes each tab address's page, `tabs/<tab>.html`, and the app's pages in each
 * other language (`ar/index.html`, `ar/tabs/<tab>.html`: language-pages.ts), which the server
 * sends by the device's language. And writes into `index.html` which files each tab's screen
 * needs (a JSON block, which no browser runs), so the shell can prefetch the next likely tab's
 * files when idle without running them (next-tab.ts). Importing a tab's module to preload it also
 * ran it: 300 ms of the main thread for the Groups tab on a slow phone, at a time the teacher
 * may be typing.
 */
export function writeTabFiles(messages: MessagePlugins): Plugin {
  return {
    name: "classcharm-tab-files",
    apply: "build",
    generateBundle: {
      order: "post",
      async handler(_options, bundle) {
        const index = bundle["index.html"];
        if (index?.type !== "asset") return;
        const html = String(index.source);
        const chunks = Object.values(bundle).filter(
          (o): o is Rolldown.OutputChunk => o.type === "chunk",
        );
        // What the entry and the app's main module bring anyway (the preload helper asks for
        // main's own imports): not listed again.
        const known = new Set(
          chunks
            .filter((c) => c.isEntry || c.moduleIds.some((id) => APP_MAIN.test(id)))
            .flatMap((c) => filesOf(bundle, c)),
        );
        const shell = chunks
          .filter(
            (c) => c.isDynamicEntry && c.facadeModuleId && SHELL_ROUTES.test(c.facadeModuleId),
          )
          .flatMap((c) => filesOf(bundle, c));
        const tabs: { tab: TabId; files: string[] }[] = [];
        for (const chunk of chunks) {
          const tab = chunk.isDynamicEntry && TAB_SCREEN.exec(chunk.facadeModuleId ?? "")?.[1];
          if (!tab || !isTabId(tab)) continue;
          tabs.push({
            tab,
            files: [...shell, ...filesOf(bundle, chunk)].filter((f) => !known.has(f)),
          });
        }
        const skeletons = await loadSkeletons(messages);
        const english = skeletons.render();
        // Made after the build's compression step: compressed here alike (as landing.html).
        const emit = (fileName: string, source: string) => {
          this.emitFile({ type: "asset", fileName, source });
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
        };
        for (const locale of skeletons.locales) {
          const generic = skeletons.render(undefined, locale);
          const page =
            locale === SOURCE_LOCALE
              ? html
              : pageInLanguage(
                  html,
                  { locale, direction: skeletons.directionOf(locale) },
                  { english, own: generic },
                  { english: skeletons.words(), own: skeletons.words(locale) },
                );
          if (locale !== SOURCE_LOCALE) emit(appPageFile(locale), page);
          for (const { tab, files } of tabs) {
            const tabSkeleton = skeletons.render(tab, locale);
            emit(appPageFile(locale, tab), tabPage(page, files, { generic, tab: tabSkeleton }));
          }
        }
      },
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const map: TabFiles = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk" || !output.isDynamicEntry || !output.facadeModuleId) continue;
          const tab = TAB_SCREEN.exec(output.facadeModuleId)?.[1];
          if (tab) map[tab] = filesOf(bundle, output);
        }
        const json = JSON.stringify(map).replaceAll("<", "\\u003c");
        return {
          html,
          tags: [
            {
              tag: "script",
              attrs: { type: "application/json", id: TAB_FILES_ELEMENT_ID },
              children: json,
              injectTo: "body",
            },
          ],
        };
      },
    },
  };
}

/**
 * `index.html` for one tab's address: the same page, its skeleton showing the tab's heading and
 * description (words that need no data: the tab's largest text paints with the HTML,
 * docs/decisions/0025), and listing the shell's route chunks and the tab's own files, which the page's script
 * asks for as module preloads with the app's code (page-files.ts) instead of after it has run.
 * Only `.js` files (CSS stays the entry's), each once.
 */
export function tabPage(
  html: string,
  files: readonly string[],
  skeleton: { generic: string; tab: string },
): string {
  const list = [...new Set(files)].filter((file) => file.endsWith(".js"));
  if (!html.includes("</head>")) throw new Error("tab pages: index.html has no </head>");
  if (!html.includes(skeleton.generic)) {
    throw new Error("tab pages: index.html no longer holds the generic skeleton");
  }
  const json = JSON.stringify(list).replaceAll("<", "\\u003c");
  return html
    .replace(skeleton.generic, () => skeleton.tab)
    .replace(
      "</head>",
      () =>
        `  <script type="application/json" id="${PAGE_FILES_ELEMENT_ID}">${json}</script>\n  </head>`,
    );
}
