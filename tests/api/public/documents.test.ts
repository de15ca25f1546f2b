/**
 * The documents a school reviews are served as plain text at stable addresses, each the
 * repository's own file, and the landing page's footer and the privacy page link to exactly
 * those addresses. A document missing where the server reads them is a 404, like any file.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCESSIBILITY_PATH,
  PRIVACY_PATH,
  SECURITY_PATH,
} from "#src/client/features/landing/cta-link";
import { PRIVACY_INVENTORY_PATH } from "#src/client/features/privacy/privacy-page";
import { buildApp } from "#src/server/app";
import { PUBLIC_DOCUMENTS } from "#src/server/public-documents";
import { freshDatabase, testConfig } from "../../support/harness";
import { tempDir } from "../../support/temp-dirs";

async function appReading(documentsDir: string) {
  const fresh = await freshDatabase();
  const app = await buildApp({
    config: testConfig({ DATABASE_URL: fresh.url }),
    database: fresh.database,
    clientDir: null,
    logger: false,
    documentsDir,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await fresh.drop();
    },
  };
}

describe("the review documents", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await appReading("."));
  });
  afterAll(() => close());

  it("are the repository's files, as plain UTF-8 text, revalidated on use", async () => {
    expect(Object.values(PUBLIC_DOCUMENTS)).toEqual([
      "docs/privacy.md",
      "docs/accessibility.md",
      "SECURITY.md",
    ]);
    for (const [path, file] of Object.entries(PUBLIC_DOCUMENTS)) {
      const res = await app.inject({ method: "GET", url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["content-type"], path).toBe("text/plain; charset=utf-8");
      expect(res.headers["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers["cache-control"], path).toBe("no-cache");
      expect(res.body, path).toBe(readFileSync(file, "utf8"));
    }
  });

  it("say what they are: the inventory, the conformance report, the security policy", async () => {
    const text = async (url: string) => (await app.inject({ method: "GET", url })).body;
    expect(await text("/docs/privacy.md")).toContain("## What is stored, table by table");
    expect(await text("/docs/accessibility.md")).toContain(
      "## Table 2: Success Criteria, Level AA",
    );
    expect(await text("/docs/security.md")).toContain("## Reporting a vulnerability");
  });

  it("are where the landing page's footer and the privacy page point", () => {
    const served = Object.keys(PUBLIC_DOCUMENTS);
    for (const link of [ACCESSIBILITY_PATH, SECURITY_PATH, PRIVACY_INVENTORY_PATH]) {
      expect(served).toContain(link);
    }
    // The privacy page itself is the app's (a client route), not a document.
    expect(served).not.toContain(PRIVACY_PATH);
  });

  it("serve nothing else under /docs/", async () => {
    for (const url of ["/docs/product.md", "/docs/", "/docs/decisions/README.md", "/README.md"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

it("answers 404 for a document missing where the server reads them", async () => {
  const { app, close } = await appReading(join(tempDir("classcharm-no-docs-"), "none"));
  try {
    for (const path of Object.keys(PUBLIC_DOCUMENTS)) {
      const res = await app.inject({ method: "GET", url: path });
      expect(res.statusCode, path).toBe(404);
    }
  } finally {
    await close();
  }
});
