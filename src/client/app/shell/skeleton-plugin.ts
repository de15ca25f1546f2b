import { fileURLToPath } from "node:url";
import { type Plugin, type PluginOption, runnerImport } from "vite";
import type { TabId } from "#src/client/lib/tab-routes";
import type { PageWords } from "./language-pages";
import type * as SkeletonDocument from "./shell-skeleton-document";

// Loaded through Vite's module runner at build time, so the skeleton's TSX needs no other loader.
const DOCUMENT_MODULE = fileURLToPath(new URL("./shell-skeleton-document.tsx", import.meta.url));
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The plugins that compile the app's messages (`linguiPlugins` of the build): the skeleton's
 * words are catalogue messages, compiled as in the app.
 */
export type MessagePlugins = () => PluginOption[];

/** The skeletons of one build: each language's, generic or for a tab. */
export interface Skeletons {
  /** The app's languages, English first. */
  locales: readonly string[];
  directionOf(locale: string): "ltr" | "rtl";
  /** For `tab`, with its heading; without, the generic one. English by default. */
  render(tab?: TabId, locale?: string): string;
  /** The page's description and `<noscript>` line. English by default. */
  words(locale?: string): PageWords;
}

/** Loads the skeleton's document once (with every catalogue compiled) for all its renders. */
export async function loadSkeletons(messages: MessagePlugins): Promise<Skeletons> {
  const { module } = await runnerImport<typeof SkeletonDocument>(DOCUMENT_MODULE, {
    configFile: false,
    logLevel: "error",
    plugins: messages(),
  });
  return {
    locales: module.SKELETON_LOCALES,
    directionOf: module.directionOf,
    render: (tab, locale) => module.renderShellSkeleton(tab, locale),
    words: (locale) => module.renderPageWords(locale),
  };
}

/**
 * Build step (runs in Node, never in the browser): puts the shell's skeleton inside
 * `index.html`'s `#root`, so a signed-in address paints the app's outline as soon as the HTML
 * and the stylesheet have arrived, not after the scripts (first contentful paint, docs/decisions/0025).
 * In English; the other languages' pages are made from it (language-pages.ts).
 */
export function prerenderShellSkeleton(messages: MessagePlugins): Plugin {
  return {
    name: "classcharm-prerender-shell-skeleton",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      async handler(html) {
        if (!html.includes(EMPTY_ROOT)) {
          throw new Error(`shell skeleton: index.html no longer has ${EMPTY_ROOT}`);
        }
        const skeleton = (await loadSkeletons(messages)).render();
        return html.replace(EMPTY_ROOT, () => `<div id="root">${skeleton}</div>`);
      },
    },
  };
}
