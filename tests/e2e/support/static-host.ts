import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

export type StaticHost = { url: string; dir: string; close: () => Promise<void> };

/**
 * A careless static host for a copy of the e2e run's build (a "deploy" the test may change on
 * disk without touching the shared server): files as they are, with no caching headers, and,
 * like many single-page hosts, the app's page with 200 for any path it does not have, even
 * under /assets/. Paths ending in `-404.js` answer 404 instead. The API (`/api/...`) answers 401
 * JSON, as the app's server does when nobody is signed in: the page runs the demo and stays
 * quiet. (Given the HTML page instead, the session check fails and is retried every second;
 * each check wakes the old service worker, and on a loaded machine it then never has a moment
 * without work in which Chromium lets a new worker take over.)
 */
export async function startStaticHost(): Promise<StaticHost> {
  const build = join(process.env.E2E_DATA_DIR ?? "", "client");
  if (!existsSync(join(build, "sw.js"))) throw new Error(`no built app in ${build}`);
  const dir = mkdtempSync(join(tmpdir(), "classcharm-host-"));
  cpSync(build, dir, { recursive: true });
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
    const file = join(dir, path);
    const headers = { "cache-control": "no-store" };
    if (path.startsWith("/api/")) {
      res
        .writeHead(401, { ...headers, "content-type": "application/json" })
        .end('{"error":"Not signed in"}');
    } else if (path.endsWith("-404.js")) {
      res.writeHead(404, { ...headers, "content-type": "text/plain" }).end("Not found");
    } else if (path !== "/" && existsSync(file) && statSync(file).isFile()) {
      const type = TYPES[extname(file)] ?? "application/octet-stream";
      res.writeHead(200, { ...headers, "content-type": type }).end(readFileSync(file));
    } else {
      res
        .writeHead(200, { ...headers, "content-type": TYPES[".html"] })
        .end(readFileSync(join(dir, "index.html")));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type ManifestEntry = { revision: string | null; url: string };

/** The precache manifest Workbox injected into the host's sw.js. */
export function readManifest(host: StaticHost): ManifestEntry[] {
  const code = readFileSync(join(host.dir, "sw.js"), "utf8");
  const found = /\[\{"revision":[\s\S]*?\}\]/.exec(code);
  if (!found) throw new Error("no precache manifest in sw.js");
  return JSON.parse(found[0]) as ManifestEntry[];
}

/** Writes sw.js again with another manifest: what a deploy of another build does. */
export function writeManifest(host: StaticHost, entries: ManifestEntry[]): void {
  const path = join(host.dir, "sw.js");
  const code = readFileSync(path, "utf8");
  const found = /\[\{"revision":[\s\S]*?\}\]/.exec(code);
  if (!found) throw new Error("no precache manifest in sw.js");
  writeFileSync(path, code.replace(found[0], JSON.stringify(entries)));
}
