import { rollDialog } from "../support/attendance-helpers";
import { countLine, demoBanner, openTab, watchRequests } from "../support/demo-helpers";
import { expect, test, toasts } from "../support/fixtures";
import {
  classCheckbox,
  exportZip,
  rosterDialog,
  rosterFileInput,
} from "../support/oneroster-helpers";

// The demo (docs/product.md#routes) keeps its classes in the page: with the network gone it has nothing to wait for.
// Its reads and writes used to pause like a signed-in teacher's (the offline queue, docs/product.md#offline) and never come
// back: a class not read yet said "Loading students..." for good, and a student was never added.
test("the demo goes on working offline: reads and writes are answered in the page", async ({
  page,
  context,
  baseURL,
}) => {
  const requests = watchRequests(page, baseURL);
  // Online first: the Students and My Classes screens' code is in the page, and a new class.
  await page.goto("/students");
  await expect(countLine(page, 20)).toBeVisible();
  await openTab(page, "My Classes");
  await page.getByRole("button", { name: "Create Class" }).click();
  await page.getByLabel("Class Name").fill("Period 3");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(toasts(page)).toContainText("Class created");
  await expect(page.getByRole("heading", { name: "Period 3" })).toBeVisible();

  await context.setOffline(true);
  await openTab(page, "Students");
  await page.getByLabel("Class", { exact: true }).selectOption({ label: "Period 3 (0 students)" });
  await expect(page.getByRole("heading", { name: "Period 3" })).toBeVisible();
  await expect(page.getByText("Loading students...")).toHaveCount(0);
  await page.getByRole("button", { name: "Add First Student" }).click();
  const add = page.getByRole("dialog", { name: "Add New Student" });
  await add.getByLabel("Student Name").fill("Offline Olu");
  await add.getByRole("button", { name: "Add Student" }).click();
  await expect(toasts(page)).toContainText("Student added successfully");
  await expect(countLine(page, 1)).toBeVisible();
  await expect(demoBanner(page)).toBeVisible();
  await context.setOffline(false);
  requests.expectNothingSent();
});

// The read-only rule of docs/product.md#offline is for a teacher's data on the server: My Classes and today's roll
// had applied it to the demo too (Create Class disabled "while offline", the roll read-only).
test("offline, the demo's classes and today's roll go on changing in the page", async ({
  page,
  context,
  baseURL,
}) => {
  const requests = watchRequests(page, baseURL);
  // Online first, so both screens' code is in the page.
  await page.goto("/classes");
  await expect(page.getByRole("heading", { name: "Sample Class" })).toBeVisible();
  await openTab(page, "Students");
  await expect(countLine(page, 20)).toBeVisible();

  await context.setOffline(true);
  const open = page.getByRole("button", { name: /Who's here today/ });
  await expect(open).toContainText("20 of 20 here");
  await open.click();
  const roll = rollDialog(page);
  await expect(roll).not.toContainText("You are offline");
  const first = roll.getByRole("button", { name: /, (here|absent)$/ }).first();
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await expect(roll.getByRole("status")).toHaveText("19 of 20 here, 1 absent");
  await roll.getByRole("button", { name: "Done" }).click();
  await expect(open).toContainText("19 of 20 here");

  await openTab(page, "My Classes");
  await expect(page.getByText("Not available while offline")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit Sample Class" })).toBeEnabled();
  await page.getByRole("button", { name: "Create Class" }).click();
  await page.getByLabel("Class Name").fill("Period 5");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(toasts(page)).toContainText("Class created");
  await expect(page.getByRole("heading", { name: "Period 5" })).toBeVisible();
  await expect(demoBanner(page)).toBeVisible();
  await context.setOffline(false);
  requests.expectNothingSent();
});

// The same for the Randomizer's picking mode and the Groups screen's saved groupings: they had
// kept the teacher's offline rule ("Not available while offline") in the demo too.
test("offline, the demo's picking mode and saved groupings go on changing in the page", async ({
  page,
  context,
  baseURL,
}) => {
  const requests = watchRequests(page, baseURL);
  // Online first, so both screens' code is in the page.
  await page.goto("/randomizer");
  const mode = page.getByLabel("Picking mode");
  await expect(mode).toBeVisible();
  await openTab(page, "Groups");
  await expect(page.getByRole("button", { name: "Generate Groups" })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(page.getByTestId("group-card").first()).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const save = page.getByRole("dialog", { name: "Save groups" });
  await save.getByLabel("Name").fill("Offline lab");
  await save.getByRole("button", { name: "Save", exact: true }).click();
  await expect(save).toBeHidden();
  await expect(toasts(page)).toContainText("Groups saved");
  const saved = page
    .getByRole("region", { name: "Saved groupings" })
    .getByRole("article", { name: "Offline lab", exact: true });
  await expect(saved.getByRole("button", { name: /^Rename / })).toBeEnabled();
  await expect(saved.getByRole("button", { name: /^Delete / })).toBeEnabled();

  await openTab(page, "Randomizer");
  await expect(mode).toBeEnabled();
  await mode.selectOption({ label: "Remove the winner" });
  await expect(mode).toHaveValue("remove");
  await expect(page.getByText("the mode can be changed once you are back online")).toHaveCount(0);
  await expect(demoBanner(page)).toBeVisible();
  await context.setOffline(false);
  requests.expectNothingSent();
});

// The demo's imports need no network: OneRoster reads the export in the page and writes into the
// demo's classes there, and Google Classroom's dialog says it needs an account. Their buttons
// had kept the teacher's offline rule and were disabled.
test.describe("with the offline shell", () => {
  // The export is read by a Web Worker, whose script comes from the offline shell's storage.
  test.use({ serviceWorkers: "allow" });

  test("offline, the demo imports a OneRoster export into the page", async ({
    page,
    context,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    // Online first, so the screen's and the dialog's code is in the page, the rest stored.
    await page.goto("/classes");
    await expect(page.getByRole("heading", { name: "Sample Class" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true", {
      timeout: 30_000,
    });
    const importButton = page.getByRole("button", { name: "Import from OneRoster" });
    await importButton.click();
    const dialog = rosterDialog(page);
    await expect(rosterFileInput(dialog)).toBeAttached();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await context.setOffline(true);
    await expect(page.getByRole("button", { name: "Import from Google Classroom" })).toBeEnabled();
    await expect(importButton).toBeEnabled();
    await importButton.click();
    await rosterFileInput(dialog).setInputFiles(exportZip("1.2"));
    await expect(dialog.getByRole("status")).toHaveText(
      "Found 3 classes and 90 students in oneroster-1.2.zip (OneRoster 1.2).",
    );
    await classCheckbox(dialog, "Math 7A").check();
    await dialog.getByRole("button", { name: "Review Import" }).click();
    await dialog.getByRole("button", { name: "Import 1 Class" }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText("1 new class, 30 students added.");
    await expect(page.getByRole("heading", { name: "Math 7A" })).toBeVisible();
    await expect(demoBanner(page)).toBeVisible();
    await context.setOffline(false);
    requests.expectNothingSent();
  });
});
