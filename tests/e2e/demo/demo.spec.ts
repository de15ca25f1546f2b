import { sidewaysOverflow } from "../support/app-helpers";
import { countLine, demoBanner, openTab, watchRequests } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { card } from "../support/roster-helpers";

const BANNER = "You're exploring a demo class. Nothing is saved.";

test.describe("the signed-out demo (docs/product.md#routes)", () => {
  // Many screens, axe passes and a production build shared by parallel runs on two cores.
  test.describe.configure({ timeout: 120_000 });

  test("/students shows the Sample Class with the banner, and nothing is sent", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/students");
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByRole("heading", { name: "Sample Class" })).toBeVisible();
    await expect(countLine(page, 20)).toBeVisible();
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue("sample");
    await expect(demoBanner(page)).toContainText(BANNER);
    await expect(
      demoBanner(page).getByRole("link", { name: "Keep your own classes: sign up free" }),
    ).toHaveAttribute("href", "/auth?mode=signUp");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fstudents",
    );
    await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/auth?mode=signUp",
    );
    await expect(header.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
    await expect(page.getByTestId("user-email")).toHaveCount(0);
    await expectNoAxeViolations(page);
    requests.expectNothingSent();
    expect(requests.seen.some((r) => r.url.endsWith("/api/auth/get-session"))).toBe(true);
  });

  test("add, edit, delete, shuffle, balanced add, CSV import and export work in memory; a reload starts afresh", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/students");
    await expect(countLine(page, 20)).toBeVisible();

    await page.getByRole("button", { name: "Add Student", exact: true }).click();
    const add = page.getByRole("dialog", { name: "Add New Student" });
    await add.getByLabel("Student Name").fill("  Yara ");
    // Balanced assignment starts on; off, the teacher picks the colour.
    await add.getByRole("switch", { name: "Use Balanced Assignment" }).click();
    await add.getByLabel("Color").selectOption("Green");
    await add.getByRole("button", { name: "Add Student" }).click();
    await expect(toasts(page)).toContainText("Student added successfully");
    await expect(countLine(page, 21)).toBeVisible();

    await card(page, "Ben").getByRole("button", { name: "Edit Ben" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Student" });
    await edit.getByLabel("Student Name").fill("Benjamin");
    await edit.getByLabel("Element").selectOption("Air");
    await edit.getByRole("button", { name: "Update Student" }).click();
    await expect(toasts(page)).toContainText("Student updated successfully");
    await expect(card(page, "Benjamin")).toContainText("Air");

    await card(page, "Benjamin").getByRole("button", { name: "Delete Benjamin" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete Student" }).click();
    await expect(toasts(page)).toContainText("Student deleted successfully");
    await expect(countLine(page, 20)).toBeVisible();
    await expect(card(page, "Benjamin")).toHaveCount(0);

    await page.getByRole("button", { name: "Shuffle Categories" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Shuffle Categories" }).click();
    await expect(toasts(page)).toContainText("Categories Shuffled");

    await page.getByRole("button", { name: "Add Student", exact: true }).click();
    const balanced = page.getByRole("dialog", { name: "Add New Student" });
    // On from the start in the demo too.
    await expect(balanced.getByRole("switch", { name: "Use Balanced Assignment" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(balanced.getByLabel("Color")).toBeDisabled();
    await expect(balanced.getByRole("region", { name: "Balanced preview" })).toBeVisible();
    await balanced.getByLabel("Student Name").fill("Bala");
    await balanced.getByRole("button", { name: "Add Student" }).click();
    await expect(toasts(page)).toContainText("Student added successfully");
    await expect(countLine(page, 21)).toBeVisible();

    await page.getByRole("button", { name: "Import CSV" }).click();
    const csv = page.getByRole("dialog", { name: "Import Students from CSV" });
    const text = "name,number,color,element,shape\nCsv One,1,Red,Fire,Square\nCsv Two,2,,,\n";
    await csv.getByLabel("CSV file").setInputFiles({
      name: "demo.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text, "utf8"),
    });
    await csv.getByRole("button", { name: "Import 2 Students" }).click();
    await expect(csv).toBeHidden();
    await expect(countLine(page, 23)).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    expect((await download).suggestedFilename()).toBe("sample-class-students.csv");

    await openTab(page, "My Classes");
    await expect(page.getByText("23 students", { exact: true })).toBeVisible();
    // Home is the landing page signed out; coming back (no reload) finds the changes kept.
    await openTab(page, "Home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Fair groups/);
    await page.goBack();
    await expect(page.getByText("23 students", { exact: true })).toBeVisible();
    // Nothing of the demo is kept in browser storage (no offline mirror, no class choice).
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain("Sample Class");
    expect(stored).not.toContain("Yara");
    expect(stored).not.toContain("sample");
    requests.expectNothingSent();

    await page.reload();
    await expect(page.getByText("Example class to show the interface")).toBeVisible();
    await openTab(page, "Students");
    await expect(countLine(page, 20)).toBeVisible();
    await expect(card(page, "Ben")).toBeVisible();
    requests.expectNothingSent();
  });

  test("classes, settings, groups, the wheel and feedback work in memory, axe clean", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/classes");
    await expect(page.getByText("Example class to show the interface")).toBeVisible();
    await expect(demoBanner(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Create Class" }).click();
    await page.getByLabel("Class Name").fill("Period 2");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(toasts(page)).toContainText("Class created");
    await expect(page.getByRole("heading", { name: "Period 2" })).toBeVisible();

    await openTab(page, "Settings");
    const color = page.getByRole("main").getByRole("region", { name: "Color", exact: true });
    await expect(demoBanner(page)).toBeVisible();
    // The tab's code loads lazily: check the screen once it is there, not its loading state.
    await expect(color.getByRole("button", { name: "Edit Color" })).toBeVisible();
    await expectNoAxeViolations(page);
    await color.getByRole("button", { name: "Edit Color" }).click();
    await color.getByLabel("Display name").fill("House");
    await color.getByRole("textbox", { name: "Option 1" }).fill("Crimson");
    await color.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Settings saved successfully");

    await openTab(page, "Students");
    await expect(countLine(page, 20)).toBeVisible();
    const ava = card(page, "Ava");
    await expect(ava.locator("dt").nth(1)).toHaveText("House");
    await expect(ava.locator("dd").nth(1)).toHaveText("Crimson");

    await openTab(page, "Groups");
    await expect(page.getByRole("heading", { name: "Groups", level: 1 })).toBeVisible();
    await expect(demoBanner(page)).toBeVisible();
    await page.getByRole("button", { name: "Generate Groups" }).click();
    await expect(page.getByTestId("group-card").first()).toBeVisible();
    await expect(page.getByTestId("group-member")).toHaveCount(20);
    await expectNoAxeViolations(page);

    await openTab(page, "Randomizer");
    await expect(
      page.getByRole("heading", { name: "Sample Class - Spinning Wheel" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Spin", exact: true }).click();
    await expect(page.getByTestId("winner")).toBeVisible({ timeout: 15_000 });
    const history = page.getByRole("region", { name: "Selection History" });
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await expectNoAxeViolations(page);

    await openTab(page, "Was this Useful?");
    await page.getByLabel("Message").fill("Lovely demo");
    await page.getByRole("button", { name: "Send Feedback" }).click();
    await expect(toasts(page)).toContainText("Failed to send feedback");
    await expect(toasts(page)).toContainText("Sign up to send feedback");
    await expect(demoBanner(page)).toBeVisible();
    await expectNoAxeViolations(page);
    requests.expectNothingSent();
  });

  test("every demo screen fits a 375 px phone, passes axe there and keeps the banner", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/students");
    await expect(countLine(page, 20)).toBeVisible();
    for (const [label, heading] of [
      ["Students", "Sample Class"],
      ["My Classes", "My Classes"],
      ["Groups", "Groups"],
      ["Randomizer", "Random Student Selector"],
      ["Settings", "Teacher Settings"],
      ["Was this Useful?", "Was this Useful?"],
    ] as const) {
      await openTab(page, label);
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
      await expect(demoBanner(page)).toContainText(BANNER);
      expect(await sidewaysOverflow(page), `sideways scroll on ${label}`).toBe(0);
      await expectNoAxeViolations(page);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    requests.expectNothingSent();
  });

  test("the dark scheme passes axe with the banner", async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/students");
    await expect(countLine(page, 20)).toBeVisible();
    await expect(demoBanner(page)).toBeVisible();
    await expectNoAxeViolations(page);
    requests.expectNothingSent();
  });
});
