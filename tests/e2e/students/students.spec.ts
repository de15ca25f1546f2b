import {
  createClassViaApi,
  expectFitsAllWidths,
  sidewaysOverflow,
  tabTo,
} from "../support/app-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import {
  card,
  importViaApi,
  openStudents,
  studentsOnServer,
  tally,
} from "../support/roster-helpers";

const THREE = [
  { name: "Ann", number: 1, color: "Red", element: "Fire", shape: "Square" },
  { name: "Ben", number: 2, color: "Yellow", element: "Water", shape: "Circle" },
  { name: "Cleo", number: 3, color: "Green", element: "Earth", shape: "Triangle" },
];

test.describe("the Students tab", () => {
  // Several axe passes and server round trips per test on a shared two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test("asks for a class, then adds, edits and deletes a student; a blank name blocks save", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Period 3");
    await page.goto("/students");
    await expect(page.getByText("Please select a class to view students")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Class", { exact: true }).selectOption(room.id);
    await expect(page.getByRole("heading", { name: "Period 3" })).toBeVisible();
    await expect(page.getByText("0 students in this class")).toBeVisible();
    await expect(page.getByRole("button", { name: "Shuffle Categories" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Print List" })).toHaveAttribute(
      "href",
      `/print/students/${room.id}`,
    );
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add First Student" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Student" });
    await expect(dialog).toContainText(
      "Add a new student to your class with their qualifying attributes",
    );
    await expect(dialog.getByLabel("Student Name")).toHaveAttribute("placeholder", "John Doe");
    // Balanced assignment starts on (the preference, never set); turned off, the first options.
    const balanced = dialog.getByRole("switch", { name: "Use Balanced Assignment" });
    await expect(balanced).toHaveAttribute("aria-checked", "true");
    await balanced.click();
    await expect(balanced).toHaveAttribute("aria-checked", "false");
    await expect(dialog.getByLabel("Number")).toHaveValue("1");
    await expect(dialog.getByLabel("Color")).toHaveValue("Red");
    await expect(dialog.getByLabel("Element")).toHaveValue("Fire");
    await expect(dialog.getByLabel("Shape")).toHaveValue("Square");
    await expectNoAxeViolations(page);

    const save = dialog.getByRole("button", { name: "Add Student" });
    await expect(save).toBeDisabled();
    await dialog.getByLabel("Student Name").fill("   ");
    await expect(save).toBeDisabled();
    await dialog.getByLabel("Student Name").press("Enter");
    await expect(dialog).toBeVisible();
    expect(await studentsOnServer(page, room.id)).toEqual([]);

    await dialog.getByLabel("Student Name").fill("  Ada Lovelace ");
    await dialog.getByLabel("Color").selectOption("Green");
    await save.click();
    await expect(toasts(page)).toContainText("Student added successfully");
    await expect(dialog).toBeHidden();
    await expect(page.getByText("1 student in this class")).toBeVisible();
    const ada = card(page, "Ada Lovelace");
    await expect(ada).toContainText("Green");
    expect(await studentsOnServer(page, room.id)).toMatchObject([
      { name: "Ada Lovelace", number: 1, color: "Green", element: "Fire", shape: "Square" },
    ]);

    await ada.getByRole("button", { name: "Edit Ada Lovelace" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Student" });
    await expect(edit).toContainText("Update student information and attributes");
    await expect(edit.getByRole("switch")).toHaveCount(0);
    await expect(edit.getByLabel("Student Name")).toHaveValue("Ada Lovelace");
    await expect(edit.getByLabel("Color")).toHaveValue("Green");
    await edit.getByLabel("Student Name").fill("Ada King");
    await edit.getByLabel("Element").selectOption("Water");
    await edit.getByRole("button", { name: "Update Student" }).click();
    await expect(toasts(page)).toContainText("Student updated successfully");
    await expect(card(page, "Ada King")).toContainText("Water");
    expect(await studentsOnServer(page, room.id)).toMatchObject([
      { name: "Ada King", color: "Green", element: "Water" },
    ]);

    await card(page, "Ada King").getByRole("button", { name: "Delete Ada King" }).click();
    const ask = page.getByRole("alertdialog", { name: "Delete Ada King?" });
    await expectNoAxeViolations(page);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(
      card(page, "Ada King").getByRole("button", { name: "Delete Ada King" }),
    ).toBeFocused();
    await card(page, "Ada King").getByRole("button", { name: "Delete Ada King" }).click();
    await page.getByRole("button", { name: "Delete Student" }).click();
    await expect(toasts(page)).toContainText("Student deleted successfully");
    await expect(page.getByRole("button", { name: "Add First Student" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Period 3" })).toBeFocused();
    expect(await studentsOnServer(page, room.id)).toEqual([]);
  });

  test("badges use the product's colours, icons with labels, white numbers and N/A", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Badges");
    await importViaApi(page, room.id, [
      ...THREE,
      { name: "Dee", number: 4, color: "Purple", element: "Air", shape: "Diamond" },
      { name: "Eli", number: null, color: null, element: null, shape: null },
    ]);
    await openStudents(page, room.id);
    const ann = card(page, "Ann");
    const badge = (student: string, label: string) =>
      card(page, student)
        .locator("dd > span")
        .filter({ hasText: new RegExp(`^${label}$`) });
    await expect(badge("Ann", "Red")).toHaveCSS("background-color", "rgb(220, 38, 38)");
    await expect(badge("Ben", "Yellow")).toHaveCSS("background-color", "rgb(234, 179, 8)");
    await expect(badge("Ben", "Yellow")).toHaveCSS("color", "rgb(0, 0, 0)");
    await expect(badge("Cleo", "Green")).toHaveCSS("background-color", "rgb(22, 163, 74)");
    await expect(badge("Dee", "Purple")).toHaveCSS("background-color", "rgb(147, 51, 234)");
    const number = badge("Ann", "1");
    await expect(number).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(number).toHaveCSS("border-top-style", "solid");
    for (const [student, label] of [
      ["Ann", "Fire"],
      ["Ben", "Water"],
      ["Cleo", "Earth"],
      ["Dee", "Air"],
      ["Ann", "Square"],
      ["Dee", "Diamond"],
    ] as const) {
      await expect(badge(student, label).locator("svg")).toHaveCount(1);
    }
    await expect(card(page, "Eli").getByText("N/A")).toHaveCount(4);
    await expect(ann.locator("dt")).toHaveText(["Number", "Color", "Element", "Shape"]);
    await expectNoAxeViolations(page);
    await expectFitsAllWidths(page, () => expect(ann).toBeVisible());
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await sidewaysOverflow(page), "sideways scroll at 320 px").toBe(0);
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page);
  });

  test("balanced assignment previews the least-used values and saves them", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Balanced");
    await importViaApi(page, room.id, THREE);
    await openStudents(page, room.id);
    await expect(page.getByText("3 students in this class")).toBeVisible();
    await page.getByRole("button", { name: "Add Student" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Student" });
    // On from the start (the preference's default).
    await expect(dialog.getByRole("switch", { name: "Use Balanced Assignment" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(dialog.getByLabel("Color")).toBeDisabled();
    await expect(dialog.getByLabel("Number")).toBeDisabled();
    const preview = dialog.getByRole("region", { name: "Balanced preview" });
    for (const value of ["4", "Purple", "Air", "Diamond"]) {
      await expect(preview.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel("Color")).toHaveValue("Purple");
    await dialog.getByRole("button", { name: "Preview Balanced" }).click();
    await expect(preview.getByText("Purple", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Student Name").fill("Dee");
    await dialog.getByRole("button", { name: "Add Student" }).click();
    await expect(toasts(page)).toContainText("Student added successfully");
    const dee = (await studentsOnServer(page, room.id)).find((s) => s.name === "Dee");
    expect(dee).toMatchObject({ number: 4, color: "Purple", element: "Air", shape: "Diamond" });
  });

  test("Shuffle Categories asks first, then spreads every attribute evenly", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Shuffle");
    const same = { number: 1, color: "Red", element: "Fire", shape: "Square" };
    await importViaApi(
      page,
      room.id,
      Array.from({ length: 9 }, (_, i) => ({ name: `Kid ${i + 1}`, ...same })),
    );
    await openStudents(page, room.id);
    await page.getByRole("button", { name: "Shuffle Categories" }).click();
    const ask = page.getByRole("alertdialog", { name: "Shuffle categories?" });
    await expect(ask).toContainText("Shuffle");
    await ask.getByRole("button", { name: "Cancel" }).click();
    expect(tally(await studentsOnServer(page, room.id), "color").get("Red")).toBe(9);

    await page.getByRole("button", { name: "Shuffle Categories" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Shuffle Categories" }).click();
    await expect(toasts(page)).toContainText("Categories Shuffled");
    await expect(toasts(page)).toContainText(
      "All student categories have been redistributed for balanced grouping",
    );
    const after = await studentsOnServer(page, room.id);
    for (const attribute of ["number", "color", "element", "shape"] as const) {
      const counts = [...tally(after, attribute).values()];
      expect(counts.length, attribute).toBe(4);
      expect(Math.max(...counts) - Math.min(...counts), attribute).toBeLessThanOrEqual(1);
    }
    await expect(card(page, "Kid 1")).toBeVisible();
  });

  test("Export CSV downloads the class roster", async ({ page, teacher: _ }) => {
    const room = await createClassViaApi(page, "Period 3");
    await importViaApi(page, room.id, [{ ...THREE[0], name: "=HYPERLINK(1)" }, ...THREE.slice(1)]);
    await openStudents(page, room.id);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("period-3-students.csv");
    const text = await file.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    });
    expect(text).toContain("name,number,color,element,shape");
    expect(text).toContain('"Ben",2,"Yellow","Water","Circle"');
    expect(text).toContain(`"'=HYPERLINK(1)"`);
  });

  test("adding a student works by keyboard alone, and focus comes back", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Keys");
    await openStudents(page, room.id);
    await tabTo(page, "Add Student");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add New Student" });
    await expect(dialog.getByLabel("Student Name")).toBeFocused();
    await page.keyboard.type("Kim Keys");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("switch")).toBeFocused();
    // Balanced assignment starts on: Space turns it off, and the selects take the keyboard.
    await expect(dialog.getByRole("switch")).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("switch")).toHaveAttribute("aria-checked", "false");
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Number")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByLabel("Color")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(dialog.getByLabel("Color")).toHaveValue("Yellow");
    await tabTo(page, "Add Student");
    await page.keyboard.press("Enter");
    await expect(toasts(page)).toContainText("Student added successfully");
    await expect(page.getByRole("button", { name: "Add Student" })).toBeFocused();
    expect(await studentsOnServer(page, room.id)).toMatchObject([
      { name: "Kim Keys", color: "Yellow" },
    ]);

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Add Student" })).toBeFocused();
  });

  test("a class of 5,000 renders only the cards on screen and still scrolls to the end", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Big");
    const colors = ["Red", "Yellow", "Green", "Purple"];
    await importViaApi(
      page,
      room.id,
      Array.from({ length: 5000 }, (_, i) => ({
        name: `Student ${String(i + 1).padStart(4, "0")}`,
        number: (i % 4) + 1,
        color: colors[i % 4] ?? null,
      })),
    );
    await page.goto("/students");
    const started = Date.now();
    await page.getByLabel("Class", { exact: true }).selectOption(room.id);
    await expect(card(page, "Student 0001")).toBeVisible();
    const ms = Date.now() - started;
    await expect(page.getByText("5,000 students in this class")).toBeVisible();
    const rendered = await page.getByTestId("student-card").count();
    console.info(`5,000 students: first cards after ${ms} ms, ${rendered} cards in the DOM`);
    expect(rendered).toBeLessThan(120);
    await page.keyboard.press("End");
    await expect(card(page, "Student 5000")).toBeVisible();
    expect(await page.getByTestId("student-card").count()).toBeLessThan(120);
    await expectNoAxeViolations(page);
  });
});
