/**
 * Build-time settings of the offline shell's precache (vite.config.ts), kept apart
 * so tests check the same settings the build uses.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * What the worker precaches: the app's page in each language (`index.html`, `ar/index.html`),
 * every script, stylesheet and image of the build.
 * Not the prerendered landing page (the server sends it; offline the app's page is shown), not
 * the compressed copies (the browser asks for the file; the server picks its encoding), not
 * the worker itself.
 */
export const SHELL_PRECACHE = {
  globPatterns: ["index.html", "*/index.html", "assets/**/*.{js,css,svg,png,woff2}", "*.svg"],
  globIgnores: ["**/*.br", "**/*.gz", "landing.html", "sw.js", ".vite/**"],
  // The whole app must fit: a file left out would not open offline. The largest chunk is
  // about 300 KB; the default limit (2 MiB) is kept as the guard.
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
};

/**
 * Writes a brotli and a gzip copy of `file` once the build is done (for files made after the
 * compression step, such as the service worker), as vite-plugin-compression2 does for the rest.
 */
export function compressFile(file: string): Plugin {
  let outDir = "dist/client";
  return {
    name: "classcharm-compress-late-file",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        const path = join(outDir, file);
        if (!existsSync(path)) return;
        const source = readFileSync(path);
        writeFileSync(`${path}.br`, brotliCompressSync(source));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      },
    },
  };
}
