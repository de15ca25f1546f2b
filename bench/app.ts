/**
 * The app a teacher sees (docs/decisions/0025-app-bench.md). Starts the
 * production build on a free port with a fresh SQLite database, signs a teacher up through the
 * API and fills classes of 30, 1,000 and 5,000 students through the bulk import API, then:
 * - Lighthouse mobile on Home, Classes, Students (30 and 1,000), Groups, Randomizer and
 *   Settings (app-lighthouse.ts; targets score >= 95, LCP <= 2.0 s);
 * - the main thread's work as each of those pages loads, from its tasks' CPU time
 *   (app-main-thread.ts): an estimate of Lighthouse's TBT that a loaded machine hardly moves;
 * - the big-class interactions under a 4x CPU slowdown (app-interactions.ts; target 200 ms).
 * Prints the load average beside the figures: on a shared machine they are noisy.
 * APP_LHR_DIR keeps each Lighthouse report (JSON). APP_RUNS sets Lighthouse's runs per page (median; default 3); APP_PARTS (lighthouse,
 * main-thread,interactions by default) runs some parts; APP_PAGES picks pages by label; APP_INTERACTION_STUDENTS sets the interactions' class
 * size (5,000).
 */
import { loadavg } from "node:os";
import { launchBrowser, teacherPage } from "./app-browser";
import { bigClassInteractions, printInteractions } from "./app-interactions";
import { lighthousePages, type PageCase } from "./app-lighthouse";
import { mainThreadPages } from "./app-main-thread";
import { startAppServer } from "./app-server";

/** The class the interactions run on (APP_INTERACTION_STUDENTS: another size, to compare). */
const BIG_CLASS = Number(process.env.APP_INTERACTION_STUDENTS ?? 5000);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

export async function run(): Promise<void> {
  const runs = Math.max(1, Number(process.env.APP_RUNS ?? 3));
  const parts = (process.env.APP_PARTS ?? "lighthouse,main-thread,interactions").split(",");
  const server = await startAppServer();
  const browser = await launchBrowser().catch(async (error) => {
    await server.close();
    throw error;
  });
  try {
    const small = await server.classOf("Class of 30", 30);
    const large = await server.classOf("Class of 1,000", 1000);
    const big = await server.classOf(`Class of ${BIG_CLASS.toLocaleString("en-US")}`, BIG_CLASS);
    console.log(`load average before: ${load()} (a shared machine: the figures are noisy)`);
    const pages: PageCase[] = [
      { label: "Home", path: "/", classId: small },
      { label: "Classes", path: "/classes", classId: small },
      { label: "Students (30)", path: "/students", classId: small },
      { label: "Students (1,000)", path: "/students", classId: large },
      { label: "Groups", path: "/groups", classId: small },
      { label: "Randomizer", path: "/randomizer", classId: small },
      { label: "Settings", path: "/settings", classId: small },
    ];
    // APP_PAGES: only the pages whose label contains one of these (comma-separated), e.g. "Students".
    const only = process.env.APP_PAGES?.split(",").map((p) => p.trim().toLowerCase());
    const chosen = only
      ? pages.filter((p) => only.some((o) => p.label.toLowerCase().includes(o)))
      : pages;
    if (parts.includes("lighthouse")) {
      await lighthousePages(browser, server, chosen, runs);
      console.log(`load average: ${load()}`);
    }
    if (parts.includes("main-thread")) {
      // Cheap (no Lighthouse): more runs than Lighthouse's for a steadier median.
      await mainThreadPages(browser, server, chosen, Math.max(5, runs));
      console.log(`load average: ${load()}`);
    }
    if (parts.includes("interactions")) {
      const page = await teacherPage(browser, server, big);
      try {
        printInteractions(await bigClassInteractions(page, server.base, BIG_CLASS));
      } finally {
        await page.close();
      }
      console.log(`load average: ${load()}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
