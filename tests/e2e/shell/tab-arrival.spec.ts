import type { Page } from "@playwright/test";
import { classWithStudents, createClassViaApi, tabBar } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

const focusInMain = (page: Page) =>
  page.getByRole("main").evaluate((main) => main.contains(document.activeElement));
const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

// A tab opened within the app used to leave the keyboard focus where it was (or on the page's
// body when the link was gone, as after a Home card) and said nothing to a screen reader; the
// page's title never changed. Now the new tab's heading takes the focus and the title names it.
test.describe("arriving on a tab", () => {
  test("a page load keeps the browser's start; a move within the app focuses the tab's heading and names the page", async ({
    page,
    teacher: _,
  }) => {
    await classWithStudents(page, "Room 12", ["Ada"]);
    await page.goto("/classes");
    await expect(page.getByRole("heading", { name: "My Classes", level: 1 })).toBeVisible();
    await expect(page).toHaveTitle("My Classes - ClassCharm");
    expect(await focusOnBody(page)).toBe(true);

    // By keyboard on the tab bar: the next Tab starts in the new tab, not in the tab bar.
    await tabBar(page).getByRole("link", { name: "Students" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByRole("heading", { name: "Students", level: 1 })).toBeFocused();
    await expect(page).toHaveTitle("Students - ClassCharm");
    await page.keyboard.press("Tab");
    expect(await focusInMain(page)).toBe(true);

    // By mouse, Home and one of its quick actions (whose link is gone once the tab changes).
    await tabBar(page).getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("heading", { name: "Welcome, Test Teacher" })).toBeFocused();
    await expect(page).toHaveTitle("ClassCharm");
    await page.getByRole("main").getByRole("link", { name: "Spin for Room 12" }).click();
    await expect(page.getByRole("heading", { name: "Random Student Selector" })).toBeFocused();
    await expect(page).toHaveTitle("Random Student Selector - ClassCharm");
    await expectNoAxeViolations(page);

    // The browser's Back is a move within the app too.
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Welcome, Test Teacher" })).toBeFocused();
  });

  test("a class's Open lands in the Students tab, and choosing a class keeps the focus on the picker", async ({
    page,
    teacher: _,
  }) => {
    await createClassViaApi(page, "Art Club");
    await createClassViaApi(page, "Choir");
    await page.goto("/classes");
    await page.getByRole("button", { name: "Open Art Club" }).click();
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByRole("heading", { name: "Art Club" })).toBeVisible();
    expect(await focusInMain(page)).toBe(true);

    // The same tab showing another class moves nothing: the teacher stays on the picker.
    const picker = page.getByLabel("Class", { exact: true });
    await picker.focus();
    await picker.selectOption({ label: "Choir (0 students)" });
    await expect(page.getByRole("heading", { name: "Choir" })).toBeVisible();
    await expect(picker).toBeFocused();
  });
});
