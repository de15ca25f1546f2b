import { expect, type Locator, type Page, type Route } from "@playwright/test";
import { SAME_ORIGIN } from "./same-origin";

/** Helpers for the signed-in app's specs (shell, classes, tutorial, offline). */

export type ApiClass = {
  id: string;
  name: string;
  description: string | null;
  studentCount: number;
  updated_at: string;
};

/** Creates a class through the API as the page's signed-in teacher. */
export async function createClassViaApi(
  page: Page,
  name: string,
  description: string | null = null,
): Promise<ApiClass> {
  const res = await page.request.post("/api/classes", {
    headers: SAME_ORIGIN,
    data: { name, description },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ApiClass;
}

/** Adds a student to a class through the API. */
export async function createStudentViaApi(page: Page, classId: string, name: string) {
  const res = await page.request.post("/api/students", {
    headers: SAME_ORIGIN,
    data: { name, number: 1, color: "Red", element: "Fire", shape: "Square", class_id: classId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

/** The teacher's classes as the server has them. */
/** Saves the signed-in teacher's Default balanced assignment (on unless `on` is false), through the API. */
export async function balancedDefaultViaApi(page: Page, on = true): Promise<void> {
  const saved = await page.request.post("/api/user-preferences", {
    headers: SAME_ORIGIN,
    data: { preference_key: "default_balanced_assignment", preference_value: on },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
}

export async function classesOnServer(page: Page): Promise<ApiClass[]> {
  const res = await page.request.get("/api/classes");
  expect(res.ok()).toBe(true);
  return (await res.json()) as ApiClass[];
}

/** How far the page scrolls sideways (0 means it fits). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

export const WIDTHS = [375, 768, 1280] as const;

/**
 * page.setViewportSize once the window is out of full screen. A present view or the wheel's
 * full screen closed just before may still be leaving it, and Chromium refuses to resize a
 * full-screen window ("restore it to normal state first"): that one refusal is waited out.
 */
export async function resizeViewport(
  page: Page,
  size: { width: number; height: number },
): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.fullscreenElement === null && !matchMedia("(display-mode: fullscreen)").matches,
      ),
    )
    .toBe(true);
  // The page may say it left full screen before the browser window is back to normal: wait for
  // the window itself (Chromium's own state), which is what setViewportSize needs.
  const cdp = await page.context().newCDPSession(page);
  try {
    const { windowId } = await cdp.send("Browser.getWindowForTarget");
    await expect
      .poll(
        async () => (await cdp.send("Browser.getWindowBounds", { windowId })).bounds.windowState,
        {
          timeout: 20_000,
        },
      )
      .toBe("normal");
  } finally {
    await cdp.detach();
  }
  for (let attempt = 0; ; attempt++) {
    try {
      await page.setViewportSize(size);
      return;
    } catch (error) {
      const leaving =
        error instanceof Error && error.message.includes("restore it to normal state");
      if (!leaving || attempt >= 50) throw error;
      await page.waitForTimeout(100);
    }
  }
}

/** Checks at 375, 768 and 1280 px that the page does not scroll sideways. */
export async function expectFitsAllWidths(page: Page, ready: () => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await resizeViewport(page, { width, height: 800 });
    await ready();
    expect(await sidewaysOverflow(page), `sideways scroll at ${width} px`).toBe(0);
  }
}

/**
 * Waits until focus is inside `container` (a dialog just opened). Radix moves focus in an effect
 * that may run after the dialog is drawn (a lazily loaded dialog): keys pressed before it would
 * go to the page, which no teacher's hand is fast enough to do.
 */
export async function focusInside(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((el) => el.contains(document.activeElement)))
    .toBe(true);
}

/** Presses Tab until the focused element has the given accessible text (or gives up). */
export async function tabTo(page: Page, name: string | RegExp, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const text = el?.getAttribute("aria-label") ?? el?.textContent ?? "";
      return text.replace(/\s+/g, " ").trim();
    });
    if (typeof name === "string" ? text === name : name.test(text)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** The main tab bar (wide screens). */
export const tabBar = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The browser's local date, YYYY-MM-DD: the school day attendance is taken for. */
export function localDay(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
}

/** A class with these students, created through the API; the students' ids by name. */
export async function classWithStudents(page: Page, name: string, names: readonly string[]) {
  const room = await createClassViaApi(page, name);
  const ids: Record<string, string> = {};
  for (const student of names) {
    ids[student] = (await createStudentViaApi(page, room.id, student)).id;
  }
  return { room, ids };
}

/** A selection-history entry as the API answers it. */
export type HistoryEntry = {
  id: string;
  student_id: string;
  student_name: string;
  created_at: string;
};

/** A class's selection history on the server, newest first. */
export async function historyOnServer(page: Page, classId: string): Promise<HistoryEntry[]> {
  const res = await page.request.get(`/api/selection-history/${classId}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as HistoryEntry[];
}

/** Opens a class's wheel in the Randomizer tab. */
export async function openWheel(page: Page, classId: string, title: string): Promise<void> {
  await page.goto("/randomizer");
  await page.getByLabel("Class", { exact: true }).selectOption(classId);
  await expect(page.getByRole("heading", { name: `${title} - Spinning Wheel` })).toBeVisible();
}

/** Holds every request matching `pattern` until the returned function is called. */
export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}
