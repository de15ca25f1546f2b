import type { Plugin, Rolldown } from "vite";
import { TAB_FILES_ELEMENT_ID, type TabFiles } from "./tab-files";

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
 * Build step: writes into `index.html` which files each tab's screen needs (a JSON block,
 * which no browser runs), so the shell can prefetch the next likely tab's files when idle
 * without running them (next-tab.ts, issue 19.3). Importing a tab's module to preload it also
 * ran it: 300 ms of the main thread for the Groups tab on a slow phone, at a time the teacher
 * may be typing.
 */
export function writeTabFiles(): Plugin {
  return {
    name: "classcharm-tab-files",
    apply: "build",
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
