/**
 * The router's behaviour the screens rely on (React Router 7's data router,
 * docs/decisions/0040-router-and-guarding-budgets.md): links, history entries, Back on a print
 * view, location state through sign-in, matching, and a screen kept on show while the next
 * one's code loads.
 */
import type { Page } from "@playwright/test";
import { holdBack, tabBar } from "../support/app-helpers";
import { demoBanner } from "../support/demo-helpers";
import { expect, PASSWORD, test } from "../support/fixtures";

const myClasses = (page: Page) => page.getByRole("heading", { name: "My Classes" });

test.describe("navigation", () => {
  test("a link to the screen shown adds no history entry; the shell stays mounted across tabs", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/classes");
    await expect(myClasses(page)).toBeVisible();
    await page.getByRole("banner").evaluate((header) => header.setAttribute("data-kept", "yes"));
    const students = tabBar(page).getByRole("link", { name: "Students" });
    await students.click();
    await expect(page).toHaveURL(/\/students$/);
    await students.click();
    await students.click();
    await page.goBack();
    await expect(page).toHaveURL(/\/classes$/);
    await expect(myClasses(page)).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/students$/);
    await expect(students).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner")).toHaveAttribute("data-kept", "yes");
  });

  test("a modified click is the browser's: the address opens in a new page, this one stays", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/classes");
    await expect(myClasses(page)).toBeVisible();
    const opened = page.context().waitForEvent("page");
    await tabBar(page)
      .getByRole("link", { name: "Groups" })
      .click({ modifiers: ["ControlOrMeta"] });
    const other = await opened;
    await expect(other).toHaveURL(/\/groups$/);
    await expect(page).toHaveURL(/\/classes$/);
    await expect(myClasses(page)).toBeVisible();
  });

  test("Back on a print view: to the screen before it, or to its tab when opened directly", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/settings");
    await page.getByRole("link", { name: "Print Reference" }).click();
    await expect(page).toHaveURL(/\/print\/reference$/);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    // It went back in history: Forward returns to the print view.
    await page.goForward();
    await expect(page).toHaveURL(/\/print\/reference$/);

    // Opened directly (a new tab, a bookmark): there is no screen of ours to go back to.
    await page.goto("about:blank");
    await page.goto("/print/reference");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { name: "Teacher Settings", level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/print\/reference$/);
  });

  test("sign-in returns to the address asked for, query and hash included, also from the entry's state", async ({
    page,
    teacher,
  }) => {
    await page.context().clearCookies();
    await page.goto("/dashboard/groups?from=mail#generate");
    await expect(page).toHaveURL(
      /\/auth\?redirect=%2Fdashboard%2Fgroups%3Ffrom%3Dmail%23generate$/,
    );
    // The guard also hands the address over as the history entry's state (React Router's
    // `location.state`): with the query gone, a reload still brings the teacher back there.
    await page.evaluate(() => window.history.replaceState(window.history.state, "", "/auth"));
    await page.reload();
    await page.getByLabel("Email").fill(teacher.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/groups\?from=mail#generate$/);
    await expect(page.getByRole("heading", { name: "Groups", level: 1 })).toBeVisible();
  });

  test("addresses match in any case and with trailing slashes; others are 404", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/Privacy/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Privacy");
    await page.goto("/dashboard/groups/");
    await expect(page.getByRole("heading", { name: "Groups", level: 1 })).toBeVisible();
    await page.goto("/classes/");
    await expect(myClasses(page)).toBeVisible();
    await page.goto("/privacy/extra");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("the demo screen stays on show while the next screen's code loads", async ({ page }) => {
    await page.goto("/students");
    await expect(page.getByRole("heading", { name: "Sample Class" })).toBeVisible();
    const landing = /\/assets\/signed-out-landing-[\w-]+\.js$/;
    const release = await holdBack(page, landing);
    const requested = page.waitForRequest(landing);
    await tabBar(page).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // The landing page's code is asked for (the new screen has rendered, and waits for it)...
    await requested;
    // (Home has cleared the class choice at once, as it does: docs/product.md#screens.)
    await expect(page.getByRole("heading", { name: "Students", level: 1 })).toBeVisible();
    await expect(demoBanner(page)).toBeVisible();
    // ...and it takes the old one's place once it is there.
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Fair groups/);
  });
});
