import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { linguiPlugins } from "./scripts/lingui-plugins.js";
import { compressFile, SHELL_PRECACHE } from "./scripts/offline-shell.js";
import { writeReadmeSection } from "./scripts/readme-section.js";
import { prerenderShellSkeleton } from "./src/client/app/shell/skeleton-plugin.js";
import { writeTabFiles } from "./src/client/app/shell/tab-files-plugin.js";
import { prerenderLanding } from "./src/client/features/landing/prerender-plugin.js";
import { PRODUCT_NAME } from "./src/client/lib/constants.js";

const root = fileURLToPath(new URL(".", import.meta.url));
const checkoutFolder = basename(root);
const namedAfterFolder = (id: string) => basename(id).replace(/\..*$/, "") === checkoutFolder;

/** Fills `%PRODUCT_NAME%` in index.html, so the name lives in one constant (docs/product.md#name). */
function productName(): Plugin {
  return {
    name: "classcharm-product-name",
    transformIndexHtml: (html) => html.replaceAll("%PRODUCT_NAME%", PRODUCT_NAME),
  };
}

const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/]papaparse[\\/]|[\\/]src[\\/]client[\\/]features[\\/]rosters[\\/](?!roster-worker)/;

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root,
  publicDir: "public",
  // `#src/...` is the source folder (package.json's imports, tsconfig's paths).
  resolve: { alias: { "#src": fileURLToPath(new URL("./src", import.meta.url)) } },
  plugins: [
    ...linguiPlugins(),
    react(),
    tailwindcss(),
    productName(),
    prerenderLanding(linguiPlugins),
    prerenderShellSkeleton(linguiPlugins),
    writeTabFiles(linguiPlugins),
    // The README's Google Classroom setup, which My Classes links to where it is not set up.
    writeReadmeSection({
      readme: fileURLToPath(new URL("./README.md", import.meta.url)),
      anchor: "google-classroom",
      fileName: "setup/google-classroom.txt",
    }),
    // Brotli and gzip copies of every text file of the build, served by content negotiation
    //; after the landing page's prerender, so landing.html has them too.
    compression({
      include: /\.(?:html|css|js|mjs|json|svg|webmanifest|txt)$/,
      threshold: 512,
      algorithms: ["brotliCompress", "gzip"],
      logLevel: "silent",
    }),
    // The offline shell (docs/product.md#offline): src/client/app/offline/sw.ts built into /sw.js with
    // Workbox's precache manifest of this build injected; registered by main.tsx.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/client/app/offline",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: { ...SHELL_PRECACHE, rollupFormat: "iife" },
    }),
    // The worker is written after the compression step above: compressed alike.
    compressFile("sw.js"),
  ],
  // Web workers (Generate Groups' worker) are built apart from the page: they need Lingui's
  // macros compiled too, or they would bundle the macros' compile-time code.
  worker: { plugins: () => linguiPlugins() },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    // The browsers the app supports all know module preloads (Chrome 66, Firefox 115, Safari
    // 17; an older one ignores the hint and fetches on import): no polyfill in the page's own
    // script (0.5 KB gzip).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Named, so the entry chunk is `index-<hash>.js` whatever the checkout's folder is called.
      input: { index: fileURLToPath(new URL("./index.html", import.meta.url)) },
      preserveEntrySignatures: false,
      treeshake: {
        // Papa Parse's UMD wrapper only registers itself: a module none of whose exports are
        // used is dropped, and is no reason to put it in a chunk a tab downloads
        // (docs/decisions/0023). The domain needs no such mark: it has no barrel, each importer
        // names the module it uses (docs/decisions/0041-domain-and-e2e-feature-folders.md).
        moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id),
      },
      output: {
        // Rolldown names a common chunk that has no module of its own to name it after the
        // checkout's folder ("main", "classcharm", ...): the imports naming it, and so the
        // budgets of build-budget.test.ts, would differ by a few bytes from one clone to another.
        chunkFileNames: (chunk) =>
          `assets/${chunk.name === checkoutFolder && !chunk.moduleIds.some(namedAfterFolder) ? "app" : "[name]"}-[hash].js`,
        assetFileNames: (asset) =>
          `assets/${asset.names[0] === `${checkoutFolder}.css` ? "app" : "[name]"}-[hash][extname]`,
        // React and the router change rarely: one long-cached chunk. The rest splits by route.
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: Number(process.env.INLINE_MAX ?? 12000),
            exclude: /\.css(?:\?|$)/,
          },
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The data layer every signed-in screen shares (the selected class, the classes'
            // reads, the data source, with TanStack Query they pull in): one chunk. As a small
            // common chunk it was copied into both the shell's tabs and its providers, which
            // the first load downloads together (2.2 KB gzip twice; decision 0023).
            // After "react", so React stays in its own chunk.
            // The menus' own Radix parts (the menu, the dropdown, its items' collection and their
            // arrow-key focus), which only the tabs with a "Move to..." menu use: one file, not
            // three. Only these modules: what they import stays where it was.
            {
              name: "menu",
              test: /node_modules[\\/]@radix-ui[\\/]react-(?:menu|dropdown-menu|collection|roving-focus)[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: "shell-data",
              test: /src[\\/]client[\\/](?:data[\\/]source|features[\\/](?:classes[\\/](?:api|selected-class)|auth[\\/]sign-out))\./,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
    },
  },
});
