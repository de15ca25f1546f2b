/**
 * Static files are sent as the build's brotli or gzip copy by content negotiation;
 * hashed assets are cached for a year and immutable, HTML and the service worker revalidated;
 * API answers over 1 KB are compressed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#src/server/app";
import { dbKind, freshDatabase, testConfig } from "../support/harness";
import { tempDir } from "../support/temp-dirs";

const ASSET = "/assets/app-Ab12Cd34.js";
const files: Record<string, string> = {
  "index.html": `<!doctype html><title>app</title>${"<!-- app -->".repeat(100)}`,
  "landing.html": `<!doctype html><title>landing</title>${"<p>Fair groups</p>".repeat(100)}`,
  "sw.js": `self.addEventListener("fetch", () => {});${"//".repeat(400)}`,
  [ASSET.slice(1)]: `console.log("app");${"/* code */".repeat(200)}`,
};

let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;
beforeAll(async () => {
  const dir = tempDir("classcharm-static-");
  mkdirSync(join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  const fresh = await freshDatabase();
  drop = fresh.drop;
  app = await buildApp({
    config: testConfig({ DATABASE_URL: fresh.url }),
    database: fresh.database,
    clientDir: dir,
    logger: false,
  });
});
afterAll(async () => {
  await app.close();
  await drop();
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

describe.runIf(dbKind === "sqlite")("static files", () => {
  it("a hashed asset: brotli, else gzip, else as is; a year, immutable", async () => {
    const br = await get(ASSET, "gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(files[ASSET.slice(1)]);
    const gz = await get(ASSET, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(files[ASSET.slice(1)]);
    const plain = await get(ASSET);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(files[ASSET.slice(1)]);
    console.log(
      `${ASSET}: ${plain.rawPayload.length} B as is, ${gz.rawPayload.length} B gzip, ${br.rawPayload.length} B brotli`,
    );
  });

  it("the service worker and the pages: compressed, revalidated on every use", async () => {
    const sw = await get("/sw.js", "br");
    expect(sw.headers["content-encoding"]).toBe("br");
    expect(sw.headers["cache-control"]).toBe("no-cache");
    const landing = await get("/", "br");
    expect(landing.headers["content-encoding"]).toBe("br");
    expect(landing.headers["cache-control"]).toBe("no-cache");
    expect(String(landing.headers.vary)).toMatch(/cookie.*accept-encoding/i);
    expect(brotliDecompressSync(landing.rawPayload).toString()).toBe(files["landing.html"]);
    const page = await get("/classes", "gzip");
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(gunzipSync(page.rawPayload).toString()).toBe(files["index.html"]);
  });

  it("a missing asset is a 404, never the app's page", async () => {
    const res = await get("/assets/app-missing.js", "br");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/json/);
  });

  it("API answers over 1 KB are compressed, small ones are not", async () => {
    const big = await get("/api/openapi.json", "br, gzip");
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    const json = JSON.parse(brotliDecompressSync(big.rawPayload).toString());
    expect(json.openapi).toBe("3.1.0");
    const gz = await get("/api/openapi.json", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const small = await get("/api/health", "br, gzip");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ status: "ok" });
    console.log(
      `/api/openapi.json: ${JSON.stringify(json).length} B as JSON, ${gz.rawPayload.length} B gzip, ${big.rawPayload.length} B brotli`,
    );
  });
});
