/**
 * The main thread's work as each page loads, from the CPU time of its tasks (a Chromium trace's
 * thread time, `tdur`), not their wall time: a loaded machine stretches wall time (and with it
 * Lighthouse's simulated TBT) but hardly the CPU a task uses. Printed per page, median of runs:
 * - "TBT est.": each task's CPU time x4 (Lighthouse's mobile slowdown), the part beyond 50 ms,
 *   summed: what Lighthouse's TBT would be on a quiet machine, roughly;
 * - the page's main-thread CPU in all and its longest task.
 * Phone-sized window as Lighthouse's mobile preset; the page is watched until the network is
 * idle and 1.5 s more.
 */
import type { Browser } from "puppeteer-core";
import { teacherPage } from "./app-browser";
import type { PageCase } from "./app-lighthouse";
import type { AppServer } from "./app-server";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

const CATEGORIES = ["devtools.timeline", "toplevel", "disabled-by-default-devtools.timeline"];
const SLOWDOWN = 4;
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const BLOCKING_MS = 50;

/** The CPU time (ms) of each task the page's main thread ran while it loaded. */
async function taskTimes(browser: Browser, server: AppServer, page: PageCase): Promise<number[]> {
  const tab = await teacherPage(browser, server, page.classId);
  try {
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await tab.tracing.start({ categories: CATEGORIES });
    await tab.goto(`${server.base}${page.path}`, { waitUntil: "networkidle0" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const trace = await tab.tracing.stop();
    const events = (
      JSON.parse(Buffer.from(trace ?? []).toString()) as { traceEvents: TraceEvent[] }
    ).traceEvents;
    // A navigation may move the page to another renderer: the busiest renderer's main thread.
    const mains = events.filter(
      (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain",
    );
    let best: number[] = [];
    for (const main of mains) {
      const tasks = events
        .filter(
          (e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.name === "RunTask",
        )
        .map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
      if (sum(tasks) > sum(best)) best = tasks;
    }
    if (best.length === 0) throw new Error("no renderer main thread in the trace");
    return best;
  } finally {
    await tab.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Loads every page `runs` times and prints the medians, one line per page. */
export async function mainThreadPages(
  browser: Browser,
  server: AppServer,
  pages: readonly PageCase[],
  runs: number,
): Promise<void> {
  console.log(`Main thread as each page loads (task CPU time; median of ${runs} runs)`);
  console.log(`${"page".padEnd(22)}${"TBT est.".padEnd(12)}${"CPU".padEnd(10)}longest task`);
  for (const page of pages) {
    const tbt: number[] = [];
    const cpu: number[] = [];
    const longest: number[] = [];
    for (let i = 0; i < runs; i++) {
      const tasks = await taskTimes(browser, server, page);
      tbt.push(sum(tasks.map((t) => Math.max(0, SLOWDOWN * t - BLOCKING_MS))));
      cpu.push(sum(tasks));
      longest.push(Math.max(0, ...tasks));
    }
    console.log(
      page.label.padEnd(22) +
        `${Math.round(median(tbt))} ms`.padEnd(12) +
        `${Math.round(median(cpu))} ms`.padEnd(10) +
        `${median(longest).toFixed(1)} ms [${tbt.map(Math.round).join(",")}]`,
    );
  }
}
