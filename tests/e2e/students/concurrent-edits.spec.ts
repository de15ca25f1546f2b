import { createClassViaApi } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { card, importViaApi, openStudents, studentsOnServer } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * A change made somewhere else (another tab, another device) while a form is open is
 * never silently overwritten. The other change is made through the API with the version it was
 * made from (If-Match), then the open form's save is refused and offers to reload.
 */
test.describe("concurrent edits", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the student dialog offers to reload instead of overwriting a change made elsewhere", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Period 5");
    await importViaApi(page, room.id, [
      { name: "Ann", number: 1, color: "Red", element: "Fire", shape: "Square" },
    ]);
    await openStudents(page, room.id);
    await card(page, "Ann").getByRole("button", { name: "Edit Ann" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Student" });
    await expect(dialog.getByLabel("Student Name")).toHaveValue("Ann");

    // Meanwhile, somewhere else: the same student changes, from the version the dialog loaded.
    const [loaded] = await studentsOnServer(page, room.id);
    const elsewhere = await page.request.put(`/api/students/${loaded?.id}`, {
      headers: { ...SAME_ORIGIN, "If-Match": '"1"' },
      data: { name: "Annabel", number: 2, color: "Yellow", element: "Water", shape: "Circle" },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);
    expect(elsewhere.headers().etag).toBe('"2"');

    await dialog.getByLabel("Student Name").fill("Ann Lee");
    await dialog.getByLabel("Color").selectOption("Green");
    await dialog.getByRole("button", { name: "Update Student" }).click();

    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("This student was changed somewhere else.");
    await expect(alert).toBeFocused();
    // The teacher's input is kept, and the other change is still what is stored.
    await expect(dialog.getByLabel("Student Name")).toHaveValue("Ann Lee");
    await expect(dialog.getByLabel("Color")).toHaveValue("Green");
    expect(await studentsOnServer(page, room.id)).toMatchObject([
      { name: "Annabel", color: "Yellow", element: "Water", version: 2 },
    ]);
    await expectNoAxeViolations(page);

    // Keyboard: Tab reaches Reload, Enter loads the stored version into the form.
    await page.keyboard.press("Tab");
    await expect(alert.getByRole("button", { name: "Reload" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(dialog.getByLabel("Student Name")).toHaveValue("Annabel");
    await expect(dialog.getByLabel("Student Name")).toBeFocused();
    await expect(dialog.getByLabel("Number")).toHaveValue("2");
    await expect(dialog.getByLabel("Color")).toHaveValue("Yellow");
    await expect(dialog.getByLabel("Element")).toHaveValue("Water");
    await expect(dialog.getByLabel("Shape")).toHaveValue("Circle");

    // Saving from the reloaded version works.
    await dialog.getByLabel("Shape").selectOption("Diamond");
    await dialog.getByRole("button", { name: "Update Student" }).click();
    await expect(toasts(page)).toContainText("Student updated successfully");
    await expect(dialog).toBeHidden();
    await expect(card(page, "Annabel")).toContainText("Diamond");
    expect(await studentsOnServer(page, room.id)).toMatchObject([
      { name: "Annabel", color: "Yellow", element: "Water", shape: "Diamond", version: 3 },
    ]);
    await expectNoAxeViolations(page);
  });

  test("keeping one's changes after a conflict saves them over the other change, knowingly", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Period 6");
    await importViaApi(page, room.id, [{ name: "Bo", number: 1, color: "Red" }]);
    await openStudents(page, room.id);
    await card(page, "Bo").getByRole("button", { name: "Edit Bo" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Student" });
    const [loaded] = await studentsOnServer(page, room.id);
    const elsewhere = await page.request.put(`/api/students/${loaded?.id}`, {
      headers: { ...SAME_ORIGIN, "If-Match": '"1"' },
      data: { name: "Bob", number: 1, color: "Red" },
    });
    expect(elsewhere.status()).toBe(200);
    await dialog.getByLabel("Student Name").fill("Bobby");
    await dialog.getByRole("button", { name: "Update Student" }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toBeVisible();
    await alert.getByRole("button", { name: "Keep my changes" }).click();
    await expect(dialog.getByLabel("Student Name")).toHaveValue("Bobby");
    await dialog.getByRole("button", { name: "Update Student" }).click();
    await expect(dialog).toBeHidden();
    expect(await studentsOnServer(page, room.id)).toMatchObject([{ name: "Bobby", version: 3 }]);
  });

  test("the class form offers to reload instead of overwriting a rename made elsewhere", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Room 1", "First floor");
    await page.goto("/classes");
    await page.getByRole("button", { name: "Edit Room 1" }).click();
    const form = page.getByRole("form", { name: "Edit Class" });
    await expect(form.getByLabel("Class Name")).toHaveValue("Room 1");

    const elsewhere = await page.request.put(`/api/classes/${room.id}`, {
      headers: { ...SAME_ORIGIN, "If-Match": '"1"' },
      data: { name: "Room 2", description: "Second floor" },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);

    await form.getByLabel("Class Name").fill("Room 1A");
    await form.getByRole("button", { name: "Update" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("This class was changed somewhere else.");
    await expect(form.getByLabel("Class Name")).toHaveValue("Room 1A");
    await expectNoAxeViolations(page);
    await alert.getByRole("button", { name: "Reload" }).click();
    await expect(form.getByLabel("Class Name")).toHaveValue("Room 2");
    await expect(form.getByLabel("Description")).toHaveValue("Second floor");
    await form.getByLabel("Class Name").fill("Room 2B");
    await form.getByRole("button", { name: "Update" }).click();
    await expect(toasts(page)).toContainText("Class updated");
    const list = await page.request.get("/api/classes");
    expect(await list.json()).toMatchObject([
      { name: "Room 2B", description: "Second floor", version: 3 },
    ]);
  });
});
