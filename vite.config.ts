import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { prerenderLanding } from "./src/client/features/landing/prerender-plugin.js";
import { PRODUCT_NAME } from "./src/client/lib/constants.js";

const root = fileURLToPath(new URL(".", import.meta.url));

/** Fills `%PRODUCT_NAME%` in index.html, so the name lives in one constant (D1). */
function productName(): Plugin {
  return {
    name: "classcharm-product-name",
    transformIndexHtml: (html) => html.replaceAll("%PRODUCT_NAME%", PRODUCT_NAME),
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root,
  publicDir: "public",
  plugins: [react(), tailwindcss(), productName(), prerenderLanding()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely: one long-cached chunk. The rest splits by route.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
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
