/**
 * The offline shell's service worker (Workbox) on a copy of the build served by a
 * careless host (tests/e2e/support/static-host.ts), so a test can "deploy" another build: the whole
 * build is stored, a non-2xx or an HTML answer is never stored under a file's name, and a
 * deploy drops the old build's files and any older cache.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import {
  readManifest,
  type StaticHost,
  startStaticHost,
  writeManifest,
} from "../support/static-host";

test.use({ serviceWorkers: "allow" });

/** Every cache of the page's origin, with the paths it holds (query strings left out). */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((request) => new URL(request.url).pathname).sort();
    }
    return out;
  });

/** Asks for the new sw.js; resolves to what became of the worker it found ("activated", ...). */
const deploy = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.update().catch(() => {});
    const worker = registration.installing ?? registration.waiting;
    if (!worker) return "no new worker";
    return new Promise<string>((resolve) => {
      const settle = () => {
        if (worker.state === "activated" || worker.state === "redundant") resolve(worker.state);
      };
      worker.addEventListener("statechange", settle);
      settle();
    });
  });

const assetsOf = (host: StaticHost) =>
  readdirSync(join(host.dir, "assets"))
    .filter((name) => /\.(?:js|css)$/.test(name))
    .map((name) => `/assets/${name}`);

let host: StaticHost;
test.beforeEach(async () => {
  host = await startStaticHost();
});
test.afterEach(async () => {
  await host.close();
});

test("stores the whole build, never an error or an HTML page under a file's name", async ({
  page,
}) => {
  await page.goto(`${host.url}/classes`);
  await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true", {
    timeout: 30_000,
  });
  const stored = await cachedPaths(page);
  const names = Object.keys(stored);
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/^classcharm-precache-/);
  const paths = stored[names[0] ?? ""] ?? [];
  // Every script and stylesheet of the build (each tab, the print pages, the CSV worker).
  expect(paths).toEqual(expect.arrayContaining([...assetsOf(host), "/index.html"]));
  expect(paths.some((p) => p.includes("print-routes"))).toBe(true);
  expect(paths.some((p) => p.includes("csv-worker"))).toBe(true);
  expect(paths).not.toContain("/landing.html");

  // A file of no build: this host answers with its page (200, HTML). Not stored.
  const answer = await page.evaluate(async () => {
    const res = await fetch("/assets/missing-Ab12Cd34.js");
    return `${res.status} ${res.headers.get("content-type")}`;
  });
  expect(answer).toMatch(/^200 text\/html/);

  // A build whose manifest names a file the host answers with its page, then one it answers
  // with 404: each new worker fails to install, and the stored build stays as it was.
  const manifest = readManifest(host);
  for (const url of ["assets/gone-Zz98Yy76.js", "assets/gone-Zz98Yy76-404.js"]) {
    writeManifest(host, [...manifest, { revision: null, url }]);
    expect(await deploy(page)).toBe("redundant");
    expect(await cachedPaths(page)).toEqual(stored);
  }
});

test("a deploy stores the new build and drops the old one's files and caches", async ({
  page,
  context,
}) => {
  await page.goto(`${host.url}/classes`);
  await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true", {
    timeout: 30_000,
  });
  // The hand-written worker's cache, from before Workbox.
  await page.evaluate(async () => {
    const old = await caches.open("classcharm-shell-v1");
    await old.put("/assets/old-build-Qq11Ww22.js", new Response("old"));
  });

  // The new build: one chunk of the old build is gone, one is new, and the page changed.
  const manifest = readManifest(host);
  const dropped = manifest.find((entry) => entry.url.includes("signed-out-landing"));
  expect(dropped).toBeDefined();
  rmSync(join(host.dir, dropped?.url ?? ""));
  writeFileSync(join(host.dir, "assets/next-build-Nn33Mm44.js"), "export const next = 1;\n");
  const index = join(host.dir, "index.html");
  writeFileSync(index, readFileSync(index, "utf8").replace("<head>", "<head><!-- build 2 -->"));
  writeManifest(host, [
    ...manifest
      .filter((entry) => entry !== dropped)
      .map((entry) => (entry.url === "index.html" ? { ...entry, revision: "build-2" } : entry)),
    { revision: null, url: "assets/next-build-Nn33Mm44.js" },
  ]);

  expect(await deploy(page)).toBe("activated");
  const stored = await cachedPaths(page);
  expect(Object.keys(stored)).toHaveLength(1);
  const paths = Object.values(stored)[0] ?? [];
  expect(paths).toContain("/assets/next-build-Nn33Mm44.js");
  expect(paths).not.toContain(`/${dropped?.url}`);
  expect(paths).toContain("/index.html");

  // Offline, any page of the app is the new build's page, print pages included.
  await context.setOffline(true);
  for (const path of ["/groups", "/print/groups"]) {
    const res = await page.goto(`${host.url}${path}`);
    expect(await res?.text()).toContain("<!-- build 2 -->");
  }
});
