import { createClassViaApi, sidewaysOverflow, tabBar } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

test.describe("the signed-in shell and its routes", () => {
  test("layout 2: every tab has its route, and switching tabs changes it", async ({
    page,
    teacher,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome, Test Teacher" })).toBeVisible();
    await expect(page.getByText("Let's set up your first class")).toBeVisible();
    await expect(page.getByTestId("user-email")).toHaveText(teacher.email);
    await expect(page.getByRole("button", { name: "Show Tutorial" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();

    const nav = tabBar(page);
    const tabs = [
      ["My Classes", "/classes"],
      ["Students", "/students"],
      ["Groups", "/groups"],
      ["Randomizer", "/randomizer"],
      ["Settings", "/settings"],
      ["Was this Useful?", "/useful"],
      ["Home", "/"],
    ] as const;
    for (const [label, path] of tabs) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace("?", "\\?")}$`));
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    }

    await page.goto("/classes");
    await expect(page.getByRole("heading", { name: "My Classes" })).toBeVisible();
    await page.goto("/groups");
    await expect(page.getByRole("heading", { name: "Groups", level: 1 })).toBeVisible();
    await page.goto("/randomizer");
    await expect(page.getByRole("heading", { name: "Random Student Selector" })).toBeVisible();
    await expect(page.getByText("Please select a class to use the randomizer")).toBeVisible();
    await page.goto("/home");
    await expect(page.getByRole("heading", { name: "Welcome, Test Teacher" })).toBeVisible();
  });

  test("Home greets the teacher and offers the tutorial; the tab bar, not Home, lists the tabs", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { name: "Welcome, Test Teacher", level: 1 }),
    ).toBeVisible();
    await expect(main.getByRole("button", { name: "View Tutorial" })).toBeVisible();
    for (const tab of ["My Classes", "Groups", "Randomizer", "Settings", "Was this Useful?"]) {
      await expect(main.getByRole("link", { name: tab })).toHaveCount(0);
      await expect(tabBar(page).getByRole("link", { name: tab })).toBeVisible();
    }
  });

  test("layout 1: /dashboard goes to its classes tab, unknown tabs show classes, links stay under /dashboard", async ({
    page,
    teacher: _,
  }) => {
    const created = await createClassViaApi(page, "Room 12");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard\/classes$/);
    await expect(page.getByRole("heading", { name: "My Classes" })).toBeVisible();

    await page.goto("/dashboard/no-such-tab");
    await expect(page.getByRole("heading", { name: "My Classes" })).toBeVisible();
    await expect(tabBar(page).getByRole("link", { name: "My Classes" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await tabBar(page).getByRole("link", { name: "Groups" }).click();
    await expect(page).toHaveURL(/\/dashboard\/groups$/);
    await tabBar(page).getByRole("link", { name: "My Classes" }).click();
    await expect(page).toHaveURL(/\/dashboard\/classes$/);

    await page.getByRole("button", { name: `Open ${created.name}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/students$/);
    await tabBar(page).getByRole("link", { name: "Randomizer" }).click();
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(created.id);
    await expect(page.getByText("No students available in this class")).toBeVisible();

    await tabBar(page).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the chosen class is kept across tabs and reloads; Home clears it", async ({
    page,
    teacher: _,
  }) => {
    const first = await createClassViaApi(page, "Math 7A");
    const second = await createClassViaApi(page, "Science 8B", "Lab group");
    await page.goto("/classes");
    await page.getByRole("button", { name: `Open ${second.name}` }).click();
    await expect(page).toHaveURL(/\/students$/);

    await tabBar(page).getByRole("link", { name: "Groups" }).click();
    const picker = page.getByLabel("Class", { exact: true });
    await expect(picker).toHaveValue(second.id);
    await expect(picker.locator("option")).toHaveText([
      "Select a class",
      "Math 7A (0 students)",
      "Science 8B (0 students)",
    ]);
    await picker.selectOption(first.id);
    await page.reload();
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(first.id);
    await tabBar(page).getByRole("link", { name: "Randomizer" }).click();
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(first.id);

    await tabBar(page).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await tabBar(page).getByRole("link", { name: "Randomizer" }).click();
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue("");
    await expect(page.getByText("Please select a class to use the randomizer")).toBeVisible();
  });

  test("a deleted class is no longer the chosen one", async ({ page, teacher: _ }) => {
    const doomed = await createClassViaApi(page, "Short-lived");
    await page.goto("/randomizer");
    await page.getByLabel("Class", { exact: true }).selectOption(doomed.id);
    await expect(page.getByText("No students available in this class")).toBeVisible();
    await page.request.delete(`/api/classes/${doomed.id}`, { headers: SAME_ORIGIN });
    await page.reload();
    await expect(page.getByText("Please select a class to use the randomizer")).toBeVisible();
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue("");
    expect(await page.evaluate(() => localStorage.getItem("classcharm.selectedClass"))).toBeNull();
  });

  test("signed out, the tab routes run the demo and /dashboard asks to sign in", async ({
    page,
  }) => {
    // Demo mode (docs/product.md#routes): tests/e2e/demo/demo.spec.ts covers it in full.
    await page.goto("/students");
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByText("20 students in this class")).toBeVisible();
    await page.goto("/dashboard/groups");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard%2Fgroups$/);
  });

  test("/test, /debug and 404", async ({ page, teacher: _ }) => {
    const created = await createClassViaApi(page, "Debuggable");
    await page.goto("/test");
    await expect(page.getByRole("heading", { name: "Test Page" })).toBeVisible();
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard\/classes$/);

    await page.goto("/debug");
    await expect(page.getByRole("heading", { name: "Debug" })).toBeVisible();
    await expect(page.getByText("1 classes", { exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name: created.id })).toBeVisible();
    await page.getByRole("tab", { name: "Students" }).click();
    await page.getByLabel("Class", { exact: true }).selectOption(created.id);
    await expect(page.getByText("0 students", { exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Groups" }).click();
    await expect(page.getByText("Groups are not stored")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/classes/extra");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("on a phone the tabs are a Menu side sheet @phone", async ({ page, teacher: _ }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(tabBar(page)).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await expect(sheet).toBeVisible();
    await expectNoAxeViolations(page);
    await sheet.getByRole("link", { name: "Randomizer" }).click();
    await expect(page).toHaveURL(/\/randomizer$/);
    await expect(sheet).toBeHidden();

    await page.getByRole("button", { name: "Menu" }).click();
    await expect(sheet.getByRole("link", { name: "Randomizer" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
