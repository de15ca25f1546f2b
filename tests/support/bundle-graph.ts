/**
 * What the production build makes a browser download, read from Vite's manifest (`build.manifest`)
 * and the files themselves: the signed-in app's first load (before any tab's own chunk) and
 * each tab's own chunks, gzipped.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** One downloaded file and its gzip size in KB (1024 bytes), level 9 as the build's .gz copy. */
export type Sized = { file: string; kb: number };
export type Load = { js: Sized[]; css: Sized[]; jsKb: number; cssKb: number };

/**
 * The source files whose chunks (with what they import) make the signed-in shell, besides the
 * page's script and what it imports after the first paint (`shellKeys`).
 */
export const SHELL_SOURCES = [
  "src/client/app/routes/app-tabs-route.tsx",
  "src/client/app/routes/signed-in-app.tsx",
];

export const TAB_SOURCES = {
  home: "src/client/features/home/home-tab.tsx",
  classes: "src/client/features/classes/classes-tab.tsx",
  students: "src/client/features/students/students-tab.tsx",
  groups: "src/client/features/groups/groups-tab.tsx",
  seating: "src/client/features/seating/seating-tab.tsx",
  randomizer: "src/client/features/randomizer/randomizer-tab.tsx",
  settings: "src/client/features/settings/settings-tab.tsx",
  useful: "src/client/features/useful/useful-tab.tsx",
} as const;
export type Tab = keyof typeof TAB_SOURCES;

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}

export function gzipKb(outDir: string, file: string): number {
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
}

/** The manifest keys `keys` load statically, themselves included. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build's manifest: ${key}`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

function sized(outDir: string, files: Iterable<string>): Sized[] {
  return [...new Set(files)]
    .map((file) => ({ file, kb: gzipKb(outDir, file) }))
    .sort((a, b) => b.kb - a.kb);
}

const total = (list: Sized[]) => list.reduce((kb, f) => kb + f.kb, 0);

function loadOf(outDir: string, manifest: Manifest, keys: Iterable<string>): Load {
  const chunks = [...keys].map((key) => manifest[key] as ManifestChunk);
  const js = sized(
    outDir,
    chunks.map((c) => c.file),
  );
  const css = sized(
    outDir,
    chunks.flatMap((c) => c.css ?? []),
  );
  return { js, css, jsKb: total(js), cssKb: total(css) };
}

/** A language's compiled messages (src/locales/<code>.po). */
export const isCatalogue = (key: string): boolean => /^src\/locales\/[^/]+\.po$/.test(key);

/**
 * The page's script (`index.html`'s entry, boot.ts) with what it imports statically, and what
 * it imports once the page has painted (its dynamic imports: the app's main module), with theirs.
 */
export function entryKeys(manifest: Manifest): { boot: Set<string>; app: Set<string> } {
  const boot = staticClosure(manifest, ["index.html"]);
  // The page fetches one language's messages, its own: budgeted apart (MESSAGES_BUDGET_KB).
  const later = [...boot]
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => !isCatalogue(key));
  return { boot, app: staticClosure(manifest, [...boot, ...later]) };
}

/** The manifest keys of the signed-in shell: the page's script, the app, the shell's routes. */
export function shellKeys(manifest: Manifest): Set<string> {
  return staticClosure(manifest, [...entryKeys(manifest).app, ...SHELL_SOURCES]);
}

/** The signed-in app's first load: the page's scripts and the shell's route chunks. */
export function firstLoad(outDir: string, manifest: Manifest): Load & { keys: Set<string> } {
  const keys = shellKeys(manifest);
  return { ...loadOf(outDir, manifest, keys), keys };
}

/** What opening `tab` downloads after the first load: its chunk and the chunks only it adds. */
export function tabLoad(outDir: string, manifest: Manifest, tab: Tab): Load {
  const shell = shellKeys(manifest);
  const own = [...staticClosure(manifest, [TAB_SOURCES[tab]])].filter((key) => !shell.has(key));
  return loadOf(outDir, manifest, own);
}

/** "name-hash.js 12.3" for each file, largest first: what a failing budget names. */
export function describeLoad(list: Sized[]): string {
  return list.map((f) => `${f.file.replace(/^assets\//, "")} ${f.kb.toFixed(1)}`).join(", ");
}
