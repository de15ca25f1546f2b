/**
 * The shell paints before data arrives (skeletons while the session is checked and
 * while a tab's code loads), and the tab a teacher most likely opens next is downloaded when
 * the browser is idle, before it is clicked.
 */
import { classWithStudents, holdBack, tabBar } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

test("while the session is checked, the shell's skeleton, with no one's data", async ({
  page,
  teacher,
}) => {
  const release = await holdBack(page, /\/api\/auth\/get-session/);
  await page.goto("/classes");
  const skeleton = page.getByTestId("shell-skeleton");
  await expect(skeleton).toBeVisible();
  await expect(skeleton.getByRole("banner")).toContainText("ClassCharm");
  await expect(page.getByRole("status")).toHaveText("Loading ClassCharm...");
  await expect(page.getByText(teacher.email)).toHaveCount(0);
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByTestId("user-email")).toHaveText(teacher.email);
  await expect(page.getByRole("heading", { name: "My Classes" })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
});

test("while a tab's code loads, the shell stays and the tab shows a skeleton", async ({
  page,
  teacher,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome, Test Teacher" })).toBeVisible();
  const release = await holdBack(page, /\/assets\/settings-tab-[\w-]+\.js$/);
  await tabBar(page).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByTestId("tab-skeleton")).toBeVisible();
  await expect(page.getByTestId("user-email")).toHaveText(teacher.email);
  await expect(tabBar(page).getByRole("link", { name: "Settings" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  release();
  await expect(page.getByRole("heading", { name: "Teacher Settings", level: 1 })).toBeVisible();
  await expect(page.getByTestId("tab-skeleton")).toHaveCount(0);
});

test("the next likely tab's code is downloaded when idle, before it is opened", async ({
  page,
  teacher: _,
}) => {
  const students = page.waitForRequest(/\/assets\/students-tab-[\w-]+\.js$/);
  await page.goto("/classes");
  await expect(page.getByRole("heading", { name: "My Classes" })).toBeVisible();
  // Nothing clicked: My Classes is followed by Students. Fetched into the cache, not run: a
  // prefetch link, not an import (running a tab's module costs the main thread).
  await students;
  await expect(page.locator('link[rel="prefetch"][href*="/assets/students-tab-"]')).toHaveCount(1);
  const groups = page.waitForRequest(/\/assets\/groups-tab-[\w-]+\.js$/);
  await tabBar(page).getByRole("link", { name: "Students" }).click();
  await groups;
});

test("the tab's code downloads while the session is still being checked", async ({
  page,
  teacher: _,
}) => {
  const release = await holdBack(page, /\/api\/auth\/get-session/);
  const tab = page.waitForRequest(/\/assets\/students-tab-[\w-]+\.js$/);
  const shell = page.waitForRequest(/\/assets\/signed-in-app-[\w-]+\.js$/);
  await page.goto("/students");
  await expect(page.getByTestId("shell-skeleton")).toBeVisible();
  // Both asked for before the session's answer, which is still held back.
  await Promise.all([tab, shell]);
  release();
  await expect(page.getByRole("heading", { name: "Students", level: 1 })).toBeVisible();
});

test("the page's own HTML paints the shell's outline before any script has run", async ({
  page,
  teacher: _,
}) => {
  // No script at all: what shows is index.html with its stylesheet (first paint).
  await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/classes");
  const skeleton = page.getByTestId("shell-skeleton");
  await expect(skeleton).toBeVisible();
  await expect(skeleton.getByRole("banner")).toContainText("ClassCharm");
  await expect(page.getByRole("status")).toHaveText("Loading ClassCharm...");
  await expectNoAxeViolations(page);
});

test("a class tab asks for its class's data without waiting for the class list", async ({
  page,
  teacher: _,
}) => {
  await page.goto("/");
  // The offline mirror now holds a class list without the class made next (as when it was made
  // on another device): the older list, shown while the server's is on its way, must not drop
  // the choice.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("classcharm.queryCache")))
    .not.toBeNull();
  const { room } = await classWithStudents(page, "Prefetch 7B", ["Ada", "Ben"]);
  // Chosen from an address that runs no app code (Home clears the choice as it opens).
  await page.goto("/api/health");
  await page.evaluate((id) => localStorage.setItem("classcharm.selectedClass", id), room.id);
  const release = await holdBack(page, /\/api\/classes\?/);
  const reads = [
    `/api/students/${room.id}`,
    `/api/attendance/${room.id}?day=`,
    "/api/teacher-settings/",
    "/api/user-preferences/",
  ].map((part) => page.waitForRequest((request) => request.url().includes(part)));
  await page.goto("/students");
  // All asked for while the class list is still held back: one round trip, not two.
  await Promise.all(reads);
  release();
  await expect(page.getByRole("heading", { name: "Students", level: 1 })).toBeVisible();
  await expect(page.getByText("Ada")).toBeVisible();
});

test("the next tab's files wait until this tab's reads have answered", async ({
  page,
  teacher: _,
}) => {
  // On a slow connection they would compete with this tab's own data.
  const release = await holdBack(page, /\/api\/classes\?/);
  const early: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/students-tab-/.test(request.url())) early.push(request.url());
  });
  await page.goto("/classes");
  await expect(page.getByRole("heading", { name: "My Classes" })).toBeVisible();
  // Idle for a while with the class list still on its way: nothing of the next tab is fetched.
  await page.waitForTimeout(1500);
  expect(early).toEqual([]);
  const students = page.waitForRequest(/\/assets\/students-tab-[\w-]+\.js$/);
  release();
  await students;
});

test("a tab's page paints the tab's heading and description before any script has run", async ({
  page,
  teacher: _,
}) => {
  // Words that need no data come with the HTML (tabs/<tab>.html): the tab's largest
  // text is on screen at the first paint. Shown, but not a heading yet for screen readers.
  await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/students");
  const skeleton = page.getByTestId("shell-skeleton");
  await expect(
    skeleton.getByText("Add students and give each a number, color, element and shape."),
  ).toBeVisible();
  await expect(skeleton.getByText("Students", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Students" })).toHaveCount(0);
  await expect(page.getByRole("status")).toHaveText("Loading ClassCharm...");
  await expectNoAxeViolations(page);
});

test("the app's code is asked for only once the page has painted", async ({ page, teacher: _ }) => {
  // On a slow connection the app's 150-230 KB would otherwise share it with the stylesheet
  // before the first paint, which needs no script.
  await page.goto("/groups");
  await expect(page.getByRole("heading", { name: "Groups", level: 1 })).toBeVisible();
  const html = await (await page.request.get("/groups")).text();
  const own = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)]
    .map((m) => m[1] as string)
    .sort();
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/[\w-]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
  }));
  expect(timing.paint).not.toBeNull();
  // The page names only its small script; React, the shell and the tab come after the paint.
  expect(own.length).toBeGreaterThan(0);
  expect(own.length).toBeLessThanOrEqual(3);
  const before = timing.scripts.filter(
    (s) => !own.includes(s.file) && s.start < (timing.paint ?? 0),
  );
  expect(before).toEqual([]);
  const app = timing.scripts.filter((s) => !own.includes(s.file)).map((s) => s.file);
  expect(app.some((file) => /\/assets\/react-[\w-]+\.js$/.test(file))).toBe(true);
  expect(app.some((file) => /\/assets\/groups-tab-[\w-]+\.js$/.test(file))).toBe(true);
});

test("an address outside the tabs shows the loading screen while the session is checked, with its heading", async ({
  page,
}) => {
  // The app's code now runs after the page's load event (boot.ts): a check made as soon as the
  // page has loaded can meet this screen, which must pass axe like any other.
  const release = await holdBack(page, /\/api\/auth\/get-session/);
  await page.goto("/auth");
  await expect(page.getByTestId("shell-skeleton")).toHaveCount(0);
  await expect(page.getByRole("status")).toHaveText("Loading ClassCharm...");
  await expect(page.getByRole("heading", { level: 1, name: "ClassCharm" })).toHaveCount(1);
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
});
