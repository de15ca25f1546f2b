import { createClassViaApi, expectFitsAllWidths } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

// Offline is tested here: the offline shell (service worker) runs, as for a teacher.
test.use({ serviceWorkers: "allow" });

test.describe("the shell's screens", () => {
  // One test per screen: each scans three widths and runs axe twice, which on a loaded CI
  // machine was too much for one test's time.
  for (const [path, heading] of [
    ["/", "Welcome, Test Teacher"],
    ["/groups", "Groups"],
    ["/randomizer", "Random Student Selector"],
    ["/debug", "Debug"],
  ] as const) {
    test(`${path} fits 375, 768 and 1280 px and passes axe`, async ({ page, teacher: _ }) => {
      await createClassViaApi(page, "A class with a rather long name to test wrapping on phones");
      await page.goto(path);
      const ready = () =>
        expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expectFitsAllWidths(page, ready);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("the dark colour scheme", () => {
  test.use({ colorScheme: "dark" });

  test("the shell, Home, My Classes and the confirm pass axe in dark mode", async ({
    page,
    teacher: _,
  }) => {
    await createClassViaApi(page, "Night Owls", "Evening class");
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome, Test Teacher" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/classes");
    await page.getByRole("button", { name: "Create Class" }).click();
    await expect(page.getByRole("form", { name: "Create New Class" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Delete Night Owls" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("a tab that fails to load", () => {
  test.use({ serviceWorkers: "block" });

  test("shows Dashboard Error with Reload Page", async ({ page, teacher: _ }) => {
    await page.route(/\/assets\/groups-tab-[^/]*\.js$/, (route) => route.abort());
    await page.goto("/groups");
    await expect(page.getByRole("heading", { name: "Dashboard Error" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await page.unroute(/\/assets\/groups-tab-[^/]*\.js$/);
    await page.getByRole("button", { name: "Reload Page" }).click();
    await expect(page.getByRole("heading", { name: "Groups", level: 1 })).toBeVisible();
  });
});
