import {
  classesOnServer,
  createClassViaApi,
  createStudentViaApi,
  expectFitsAllWidths,
  tabTo,
} from "../support/app-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

// Offline is tested here: the offline shell (service worker) runs, as for a teacher.
test.use({ serviceWorkers: "allow" });

test.describe("My Classes", () => {
  // page.route can miss requests once the app's service worker controls the page (it claims
  // the page a moment after the first load), so routed tests run without it; the offline
  // tests cover the worker.
  test.use({ serviceWorkers: "block" });

  test("create, edit and delete a class, with the confirm", async ({ page, teacher: _ }) => {
    await page.goto("/classes");
    await expect(page.getByRole("heading", { name: "No classes yet" })).toBeVisible();
    await expect(page.getByText("Create your first class to get started")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Create First Class" }).click();
    const form = page.getByRole("form", { name: "Create New Class" });
    await expect(form).toContainText("Create a new class to manage students and activities");
    const create = form.getByRole("button", { name: "Create", exact: true });
    await expect(create).toBeDisabled();
    await form.getByLabel("Class Name").fill("   ");
    await expect(create).toBeDisabled();
    await expectNoAxeViolations(page);
    await form.getByLabel("Class Name").fill("  Period 3 Science  ");
    await create.click();
    await expect(toasts(page)).toContainText("Class created");
    await expect(form).toBeHidden();

    const card = page.getByRole("article", { name: "Period 3 Science" });
    await expect(card).toContainText("No description");
    await expect(card).toContainText("0 students");
    await expect(card).toContainText(`Updated ${new Date().toLocaleDateString("en-US")}`);
    expect((await classesOnServer(page)).map((c) => [c.name, c.description])).toEqual([
      ["Period 3 Science", null],
    ]);
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: "Edit Period 3 Science" }).click();
    const edit = page.getByRole("form", { name: "Edit Class" });
    await expect(edit).toContainText("Update class information");
    await expect(edit.getByLabel("Class Name")).toHaveValue("Period 3 Science");
    await edit.getByLabel("Class Name").fill("Period 4 Science");
    await edit.getByLabel("Description").fill("Lab days:\nTuesday and Thursday");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toasts(page)).toContainText("Class updated");
    const edited = page.getByRole("article", { name: "Period 4 Science" });
    await expect(edited).toContainText("Tuesday and Thursday");
    expect((await classesOnServer(page))[0]?.description).toBe("Lab days:\nTuesday and Thursday");

    await edited.getByRole("button", { name: "Delete Period 4 Science" }).click();
    const dialog = page.getByRole("alertdialog", {
      name: "Delete this class and all its students?",
    });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(edited.getByRole("button", { name: "Delete Period 4 Science" })).toBeFocused();

    await edited.getByRole("button", { name: "Delete Period 4 Science" }).click();
    await dialog.getByRole("button", { name: "Delete Class" }).click();
    await expect(toasts(page)).toContainText("Class deleted");
    await expect(page.getByRole("heading", { name: "No classes yet" })).toBeVisible();
    // The card and its buttons are gone: focus goes to the tab's heading, not the page's body.
    await expect(page.getByRole("heading", { name: "My Classes" })).toBeFocused();
    expect(await classesOnServer(page)).toEqual([]);
  });

  test("clicking a card or Open selects the class and goes to Students", async ({
    page,
    teacher: _,
  }) => {
    const created = await createClassViaApi(page, "Art Club", "Fridays");
    await createStudentViaApi(page, created.id, "Ada");
    await page.goto("/classes");
    const card = page.getByRole("article", { name: "Art Club" });
    await expect(card).toContainText("1 student");
    // Anywhere on the card: Open's click area covers it (the text itself is not a control).
    const text = await card.getByText("Fridays").boundingBox();
    const box = await card.boundingBox();
    if (!text || !box) throw new Error("card not laid out");
    await card.click({ position: { x: text.x - box.x + 5, y: text.y - box.y + 5 } });
    await expect(page).toHaveURL(/\/students$/);
    expect(await page.evaluate(() => localStorage.getItem("classcharm.selectedClass"))).toBe(
      created.id,
    );
  });

  test("the form saves once however often it is submitted, showing Saving...", async ({
    page,
    teacher: _,
  }) => {
    await createClassViaApi(page, "Existing");
    await page.goto("/classes");
    // The create is held until both submits are in, however slow the machine: a fixed delay
    // let the first save finish (and the form close) before the second Enter on a loaded CI.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let posts = 0;
    await page.route("**/api/classes", async (route) => {
      if (route.request().method() === "POST") {
        posts += 1;
        await held;
      }
      await route.continue();
    });
    await page.getByRole("button", { name: "Create Class" }).click();
    const form = page.getByRole("form", { name: "Create New Class" });
    await form.getByLabel("Class Name").fill("Only once");
    await form.getByLabel("Class Name").press("Enter");
    await form.getByLabel("Class Name").press("Enter");
    await expect(form.getByRole("button", { name: "Saving..." })).toBeDisabled();
    release();
    await expect(toasts(page)).toContainText("Class created");
    expect((await classesOnServer(page)).map((c) => c.name)).toEqual(["Existing", "Only once"]);
    expect(posts).toBe(1);
  });

  test("at the class limit, Create is disabled with the reason", async ({ page, teacher: _ }) => {
    for (let i = 1; i <= 4; i++) await createClassViaApi(page, `Class ${i}`);
    await page.goto("/classes");
    // The fifth by keyboard: Create Class turns disabled, so focus goes to the heading.
    const create = page.getByRole("button", { name: "Create Class" });
    await create.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.type("Class 5");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("article")).toHaveCount(5);
    await expect(create).toBeDisabled();
    await expect(page.getByRole("heading", { name: "My Classes" })).toBeFocused();
    await expect(page.getByText("You can have at most 5 classes")).toBeVisible();
    await expect(create).toHaveAccessibleDescription("You can have at most 5 classes");
    const sixth = await page.request.post("/api/classes", {
      headers: SAME_ORIGIN,
      data: { name: "Class 6" },
    });
    expect(sixth.status()).toBe(409);
    expect(await sixth.json()).toMatchObject({ error: "You can have at most 5 classes" });
    await expectNoAxeViolations(page);
  });

  test("a class the server refuses shows Failed to save class with its reason", async ({
    page,
    teacher: _,
  }) => {
    for (let i = 1; i <= 4; i++) await createClassViaApi(page, `Class ${i}`);
    await page.goto("/classes");
    await page.getByRole("button", { name: "Create Class" }).click();
    await createClassViaApi(page, "Made elsewhere meanwhile");
    const form = page.getByRole("form", { name: "Create New Class" });
    await form.getByLabel("Class Name").fill("One too many");
    await form.getByRole("button", { name: "Create", exact: true }).click();
    await expect(toasts(page)).toContainText("Failed to save class");
    await expect(toasts(page)).toContainText("You can have at most 5 classes");
    await expect(form).toBeVisible();
  });

  test("a failed load shows an error with Try again", async ({ page, teacher: _ }) => {
    await createClassViaApi(page, "Survivor");
    let failing = true;
    await page.route(/\/api\/classes\?/, async (route) => {
      if (failing) {
        return route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"error":"Database down"}',
        });
      }
      return route.continue();
    });
    await page.goto("/classes");
    const alert = page.getByRole("alert").filter({ hasText: "Could not load your classes" });
    await expect(alert).toContainText("Database down");
    await expectNoAxeViolations(page);
    failing = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("article", { name: "Survivor" })).toBeVisible();
  });

  test("a class can be created and the form cancelled with the keyboard alone", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/classes");
    await expect(page.getByRole("heading", { name: "No classes yet" })).toBeVisible();
    await tabTo(page, "Create First Class");
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Class Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("form", { name: "Create New Class" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Create First Class" })).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Class Name")).toBeFocused();
    await page.keyboard.type("Keyboard Kids");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Description")).toBeFocused();
    await page.keyboard.type("Made without a mouse");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Create", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toasts(page)).toContainText("Class created");
    await expect(page.getByRole("article", { name: "Keyboard Kids" })).toBeVisible();

    await tabTo(page, "Open Keyboard Kids");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/students$/);
  });

  test("the classes screen fits 375, 768 and 1280 px", async ({ page, teacher: _ }) => {
    await createClassViaApi(
      page,
      "Supercalifragilisticexpialidocious-and-more-words-without-spaces",
      "A description that goes on for a while, to see that it wraps nicely on a narrow phone.",
    );
    await createClassViaApi(page, "Short");
    await page.goto("/classes");
    await expectFitsAllWidths(page, () => expect(page.getByRole("article")).toHaveCount(2));
    await page.getByRole("button", { name: "Create Class" }).click();
    await expectFitsAllWidths(page, () =>
      expect(page.getByRole("form", { name: "Create New Class" })).toBeVisible(),
    );
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);
  });
});
