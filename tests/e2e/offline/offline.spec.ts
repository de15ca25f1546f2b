import { createClassViaApi, createStudentViaApi, tabBar } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { openStudents } from "../support/roster-helpers";
import { endSessionsElsewhere } from "../support/session-helpers";

// Offline is tested here: the offline shell (service worker) runs, as for a teacher.
test.use({ serviceWorkers: "allow" });

/** Every value the page's browser storage holds, as one string. */
const storedText = (page: import("@playwright/test").Page) =>
  page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));

test.describe("offline mirror (docs/product.md#offline)", () => {
  test("offline, a reload shows the cached classes read-only until the network is back", async ({
    page,
    context,
    teacher,
  }) => {
    await createClassViaApi(page, "History 9", "Room 4");
    await page.goto("/classes");
    const card = page.getByRole("article", { name: "History 9" });
    await expect(card).toBeVisible();
    // The page and every tab are stored for offline use once the offline shell is ready.
    await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");
    // The mirror is written a moment after the classes arrive (throttled): the reload below
    // reads it, so it must hold them before the network goes.
    await expect.poll(() => storedText(page)).toContain("Room 4");

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
    await expect(page).toHaveURL(/\/\?signed-out$/);
    await expect(page.getByRole("link", { name: /Get Started/ }).first()).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });

  test("a session ended on another device takes the roster with it, reload or not", async ({
    page,
    baseURL,
    teacher,
  }) => {
    const room = await createClassViaApi(page, "Period 5");
    await createStudentViaApi(page, room.id, "Zelda Quill");
    await openStudents(page, room.id);
    await expect(page.getByText("Zelda Quill").first()).toBeVisible();
    await expect.poll(() => storedText(page)).toContain("Zelda Quill");

    await endSessionsElsewhere(String(baseURL), teacher.email);
    // Every paint after the reload is checked: the name must never be on screen again.
    await page.addInitScript(() => {
      const seen = () => document.body?.innerText.includes("Zelda Quill");
      new MutationObserver(() => {
        if (seen()) sessionStorage.setItem("rosterWasShown", "yes");
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.reload();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByText("Zelda Quill")).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("rosterWasShown"))).toBeNull();
    const stored = await storedText(page);
    expect(stored).not.toContain("Zelda Quill");
    expect(stored).not.toContain("Period 5");
    expect(stored).not.toContain(teacher.email);
  });

  test("any 401 while the app is open wipes the mirror and signs the screen out", async ({
    page,
    baseURL,
    teacher,
  }) => {
    const room = await createClassViaApi(page, "Period 6");
    await createStudentViaApi(page, room.id, "Yusuf Brandt");
    await page.goto("/classes");
    await expect(page.getByRole("article", { name: "Period 6" })).toBeVisible();
    await expect.poll(() => storedText(page)).toContain("Period 6");

    await endSessionsElsewhere(String(baseURL), teacher.email);
    // The next call the open app makes answers 401.
    await page
      .getByRole("article", { name: "Period 6" })
      .getByRole("button", { name: "Open Period 6" })
      .click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByText("Yusuf Brandt")).toHaveCount(0);
    await expect.poll(() => storedText(page)).not.toContain("Period 6");
    expect(await storedText(page)).not.toContain("Yusuf Brandt");
  });
});
