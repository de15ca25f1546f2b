/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU, performance only) on
 * the signed-in tabs, each page opened fresh: the browser cache, service worker and Cache
 * Storage are cleared by Lighthouse; the session cookie, the chosen class and the tutorial flag
 * are kept (teacherPage). Prints score, LCP, TBT, CLS and bytes transferred per page, with the
 * targets of docs/decisions/0025 beside them.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import lighthouse from "lighthouse";
import type { Browser } from "puppeteer-core";
import { teacherPage } from "./app-browser";
import type { AppServer } from "./app-server";

/** APP_LHR_DIR: a folder to write each run's Lighthouse report (JSON) to, to read what a page waits for. */
const LHR_DIR = process.env.APP_LHR_DIR;

export const TARGET_SCORE = 95;
export const TARGET_LCP_MS = 2000;

export type PageCase = { label: string; path: string; classId: string | null };

export type LighthouseFigures = {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
  requests: number;
};

type NetworkItem = { resourceType?: string; transferSize?: number };

async function runOnce(
  browser: Browser,
  server: AppServer,
  page: PageCase,
): Promise<LighthouseFigures> {
  const tab = await teacherPage(browser, server, page.classId);
  try {
    const result = await lighthouse(
      `${server.base}${page.path}`,
      { output: "json", logLevel: "error", onlyCategories: ["performance"] },
      undefined,
      tab,
    );
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (LHR_DIR) {
      await mkdir(LHR_DIR, { recursive: true });
      const name = `${page.label.replace(/[^A-Za-z0-9]+/g, "-")}-${Date.now()}.json`;
      await writeFile(join(LHR_DIR, name), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] };
    const items = details?.items ?? [];
    const bytes = (list: NetworkItem[]) => list.reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      jsBytes: bytes(items.filter((i) => i.resourceType === "Script")),
      totalBytes: bytes(items),
      requests: items.length,
    };
  } finally {
    await tab.close();
  }
}

/** Lighthouse sometimes fails to record a trace on a loaded machine (NO_NAVSTART): try again. */
async function withRetry<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries) throw error;
      console.log(`  (${error instanceof Error ? error.message : error}; trying again)`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const pad = (text: string, width: number) => text.padEnd(width);

/** Runs every page `runs` times (median of each figure) and prints one line per page. */
export async function lighthousePages(
  browser: Browser,
  server: AppServer,
  pages: readonly PageCase[],
  runs: number,
): Promise<Record<string, LighthouseFigures>> {
  console.log(
    `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}mobile, targets: score >= ${TARGET_SCORE}, LCP <= ${(TARGET_LCP_MS / 1000).toFixed(1)} s`,
  );
  console.log(
    `${pad("page", 22)}${pad("score", 14)}${pad("LCP", 16)}${pad("TBT", 10)}${pad("CLS", 8)}${pad("JS", 9)}${pad("total", 9)}requests`,
  );
  const all: Record<string, LighthouseFigures> = {};
  for (const page of pages) {
    const figures: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++)
      figures.push(await withRetry(() => runOnce(browser, server, page)));
    const pick = (key: keyof LighthouseFigures) => median(figures.map((f) => f[key]));
    const f: LighthouseFigures = {
      score: pick("score"),
      lcp: pick("lcp"),
      tbt: pick("tbt"),
      cls: pick("cls"),
      jsBytes: pick("jsBytes"),
      totalBytes: pick("totalBytes"),
      requests: pick("requests"),
    };
    all[page.label] = f;
    const scoreOk = f.score >= TARGET_SCORE ? "ok" : "MISS";
    const lcpOk = f.lcp <= TARGET_LCP_MS ? "ok" : "MISS";
    const scores = runs > 1 ? ` [${figures.map((x) => x.score).join(",")}]` : "";
    console.log(
      pad(page.label, 22) +
        pad(`${f.score} ${scoreOk}`, 14) +
        pad(`${(f.lcp / 1000).toFixed(2)} s ${lcpOk}`, 16) +
        pad(`${Math.round(f.tbt)} ms`, 10) +
        pad(f.cls.toFixed(3), 8) +
        pad(kb(f.jsBytes), 9) +
        pad(kb(f.totalBytes), 9) +
        String(f.requests) +
        scores,
    );
  }
  return all;
}
