import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * One section of a Markdown file: from its `<a id="anchor"></a>` to the next `## ` heading (or
 * the end). Throws when the anchor is gone, so a renamed section fails the build, not a link.
 */
export function readmeSection(markdown: string, anchor: string): string {
  const marker = `<a id="${anchor}"></a>`;
  const start = markdown.indexOf(marker);
  if (start < 0) throw new Error(`README section: no ${marker}`);
  const body = markdown.slice(start + marker.length).replace(/^\s*\n/, "");
  const next = body.search(/\n## /);
  return `${(next < 0 ? body : body.slice(0, next)).trimEnd()}\n`;
}

/**
 * Build step: writes a README section into the built app as a plain-text file (the server
 * serves it like any other file of the build), so the app can link an administrator straight
 * to the setup its screen talks about, in the README of the very version that is running.
 */
export function writeReadmeSection(options: {
  readme: string;
  anchor: string;
  fileName: string;
}): Plugin {
  return {
    name: "classcharm-readme-section",
    apply: "build",
    buildStart() {
      this.addWatchFile(options.readme);
    },
    generateBundle() {
      const section = readmeSection(readFileSync(options.readme, "utf8"), options.anchor);
      this.emitFile({ type: "asset", fileName: options.fileName, source: section });
    },
  };
}
