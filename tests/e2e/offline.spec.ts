import { createClassViaApi, tabBar } from "./app-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("offline mirror (D13)", () => {
  test("offline, a reload shows the cached classes read-only until the network is back", async ({
    page,
    context,
    teacher,
  }) => {
    await createClassViaApi(page, "History 9", "Room 4");
    await page.goto("/classes");
    const card = page.getByRole("article", { name: "History 9" });
    await expect(card).toBeVisible();
    // The page itself is stored for offline use once the offline shell is ready.
    await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");
    await expect(page.locator("html")).toHaveAttribute("data-offline-tabs", "true");

    await context.setOffline(true);
    const banner = page.getByRole("status").filter({ hasText: "Offline: changes are paused" });
    await expect(banner).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Class" })).toBeDisabled();
    await expect(page.getByText("Not available while offline")).toBeVisible();
    await expect(card.getByRole("button", { name: "Edit History 9" })).toBeDisabled();

    await page.reload();
    await expect(page.getByTestId("user-email")).toHaveText(teacher.email);
    await expect(card).toContainText("Room 4");
    await expect(banner).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Class" })).toBeDisabled();
    await expect(card.getByRole("button", { name: "Delete History 9" })).toBeDisabled();
    await expectNoAxeViolations(page);

    // Opening the class still works offline (a choice, not a change).
    await card.getByRole("button", { name: "Open History 9" }).click();
    await expect(page).toHaveURL(/\/students$/);
    const title = page.getByRole("main").getByRole("heading", { level: 1 });
    await expect(title).toBeVisible();
    await expect(title).not.toHaveText("Dashboard Error");
    await tabBar(page).getByRole("link", { name: "Groups" }).click();
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(/.+/);
    await expect(page.getByRole("heading", { name: "Dashboard Error" })).toHaveCount(0);
    await tabBar(page).getByRole("link", { name: "My Classes" }).click();

    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await expect(page.getByRole("button", { name: "Create Class" })).toBeEnabled();
    await expect(card.getByRole("button", { name: "Edit History 9" })).toBeEnabled();
  });

  test("a reload shows the cached classes at once, then the server's", async ({
    page,
    teacher: _,
  }) => {
    await createClassViaApi(page, "Cached");
    await page.goto("/classes");
    await expect(page.getByRole("article", { name: "Cached" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("classcharm.queryCache")))
      .toContain("Cached");

    // Changed elsewhere meanwhile; this server answer is held back for a while.
    await createClassViaApi(page, "Added elsewhere");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/classes\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole("article", { name: "Cached" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Added elsewhere" })).toHaveCount(0);
    release();
    await expect(page.getByRole("article", { name: "Added elsewhere" })).toBeVisible();
  });

  test("signing out clears the mirror", async ({ page, teacher: _ }) => {
    await createClassViaApi(page, "Private");
    await page.goto("/classes");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("classcharm.queryCache")))
      .toContain("Private");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: /Get Started/ }).first()).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });
});
