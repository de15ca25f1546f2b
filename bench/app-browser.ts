/**
 * The app benchmark's browser: Debian's Chromium driven by puppeteer-core (the version
 * Lighthouse itself uses), and a page prepared as a returning teacher's: the session cookie,
 * the chosen class and the tutorial already seen. Nothing else is kept between pages (the
 * offline mirror of the query cache is cleared, so each page reads its data from the server).
 */
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { STORAGE_KEYS } from "../src/client/lib/constants";
import type { AppServer } from "./app-server";

export const CHROMIUM = "/usr/bin/chromium";

const CHROME_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROME_FLAGS,
    defaultViewport: null,
  });
}

/** A new page signed in as the bench teacher with `classId` chosen (none: no class chosen). */
export async function teacherPage(
  browser: Browser,
  server: AppServer,
  classId: string | null,
): Promise<Page> {
  await browser.setCookie({
    name: server.cookie.name,
    value: server.cookie.value,
    domain: "127.0.0.1",
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
  });
  const page = await browser.newPage();
  // A same-origin address that loads no app code, to write localStorage.
  await page.goto(`${server.base}/api/health`);
  await page.evaluate(
    (entries) => {
      localStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    [
      [STORAGE_KEYS.hasSeenTutorial, "true"],
      [STORAGE_KEYS.introCompleted, "true"],
      ...(classId ? [[STORAGE_KEYS.selectedClass, classId]] : []),
    ] as [string, string][],
  );
  return page;
}
