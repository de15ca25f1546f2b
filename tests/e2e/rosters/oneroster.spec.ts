import type { Page } from "@playwright/test";
import { type FixtureClass, threeClasses } from "../../support/oneroster-fixtures";
import {
  classesOnServer,
  createClassViaApi,
  createStudentViaApi,
  sidewaysOverflow,
} from "../support/app-helpers";
import { watchRequests } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import {
  classCheckbox,
  exportCsvFiles,
  exportZip,
  importViaApi,
  reviewOf,
  rosterDialog,
  rosterFileInput,
  tabUntil,
} from "../support/oneroster-helpers";
import { openStudents, studentsOnServer } from "../support/roster-helpers";

const FOUND_12 = "Found 3 classes and 90 students in oneroster-1.2.zip (OneRoster 1.2).";

/** The fixture after a term: Math 7A's first student renamed and one newcomer. */
function nextTerm(): FixtureClass[] {
  const classes = threeClasses();
  const math = classes[0] as FixtureClass;
  (math.students[0] as FixtureClass["students"][number]).given = "Avery";
  math.students.push({ id: "stu-new", given: "Zoe", family: "Newcomer" });
  return classes;
}

async function openFromClasses(page: Page) {
  await page.goto("/classes");
  await page.getByRole("button", { name: "Import from OneRoster" }).first().click();
  const dialog = rosterDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("Import from OneRoster", () => {
  test("a new teacher imports two classes of a 1.2 zip, then re-imports: one rename, one newcomer, no duplicates", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/classes");
    await expect(page.getByRole("heading", { name: "No classes yet" })).toBeVisible();
    await page.getByRole("button", { name: "Import from OneRoster" }).click();
    const dialog = rosterDialog(page);
    await expect(
      dialog.getByText("Only the students' names and the roster's ids are stored"),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await rosterFileInput(dialog).setInputFiles(exportZip("1.2"));
    await expect(dialog.getByRole("status")).toHaveText(FOUND_12);
    await expect(dialog.getByRole("checkbox")).toHaveCount(3);
    await classCheckbox(dialog, "Math 7A").check();
    await classCheckbox(dialog, "Science 7B").check();
    await expect(dialog.getByLabel("Import Math 7A into")).toHaveValue("");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Review Import" }).click();
    const math = reviewOf(dialog, "Math 7A");
    await expect(math.getByRole("heading")).toHaveAccessibleName(
      'Math 7A into New class "Math 7A"',
    );
    await expect(math.getByRole("listitem")).toHaveText(["30 new students"]);
    await expect(reviewOf(dialog, "Science 7B").getByRole("listitem")).toHaveText([
      "30 new students",
    ]);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Import 2 Classes" }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText("2 new classes, 60 students added.");
    // The empty state's button is gone: focus is on the screen's heading.
    await expect(page.getByRole("heading", { name: "My Classes" })).toBeFocused();
    const classes = await classesOnServer(page);
    expect(classes.map((c) => [c.name, c.studentCount])).toEqual([
      ["Math 7A", 30],
      ["Science 7B", 30],
    ]);

    // Next term's export: the two linked classes are picked again and aimed at their classes.
    await page.getByRole("button", { name: "Import from OneRoster" }).click();
    await rosterFileInput(dialog).setInputFiles(exportZip("1.2", nextTerm()));
    await expect(dialog.getByRole("status")).toContainText("91 students");
    await expect(classCheckbox(dialog, "Math 7A")).toBeChecked();
    await expect(classCheckbox(dialog, "Science 7B")).toBeChecked();
    await expect(classCheckbox(dialog, "History 7C")).not.toBeChecked();
    await expect(dialog.getByText("Re-import")).toHaveCount(2);
    await expect(dialog.getByText("Imported before: updates Math 7A.")).toBeVisible();
    await dialog.getByRole("button", { name: "Review Import" }).click();
    await expect(reviewOf(dialog, "Math 7A").getByRole("listitem")).toHaveText([
      "1 new student: Zoe Newcomer",
      "1 renamed: Ava Okafor-1 → Avery Okafor-1",
      "29 unchanged",
    ]);
    await expect(reviewOf(dialog, "Science 7B").getByRole("listitem")).toHaveText(["30 unchanged"]);
    await dialog.getByRole("button", { name: "Import 2 Classes" }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText("2 classes updated, 1 student added, 1 renamed.");
    const after = await classesOnServer(page);
    expect(after.map((c) => [c.name, c.studentCount])).toEqual([
      ["Math 7A", 31],
      ["Science 7B", 30],
    ]);
    const names = (await studentsOnServer(page, after[0]?.id as string)).map((s) => s.name);
    expect(new Set(names).size).toBe(31);
    expect(names).toContain("Avery Okafor-1");
    expect(names).not.toContain("Ava Okafor-1");
  });

  test("a 1.1 export as three CSV files fills a class typed by hand, linking its students by name", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Period 3");
    // History 7C's first two students (stu-061, stu-062), typed in by hand.
    await createStudentViaApi(page, room.id, "Ava Nguyen-61");
    await createStudentViaApi(page, room.id, "ben  nguyen-62");
    const dialog = await openFromClasses(page);
    await rosterFileInput(dialog).setInputFiles(exportCsvFiles("1.1"));
    await expect(dialog.getByRole("status")).toHaveText(
      "Found 3 classes and 90 students in classes.csv, users.csv, enrollments.csv.",
    );
    await classCheckbox(dialog, "History 7C").check();
    await dialog.getByLabel("Import History 7C into").selectOption({ label: "Period 3" });
    await dialog.getByRole("button", { name: "Review Import" }).click();
    await expect(reviewOf(dialog, "History 7C").getByRole("heading")).toHaveAccessibleName(
      "History 7C into Period 3",
    );
    await expect(reviewOf(dialog, "History 7C").getByRole("listitem")).toHaveText([
      "28 new students",
      "2 linked by name: Ava Nguyen-61 and Ben Nguyen-62",
    ]);
    await dialog.getByRole("button", { name: "Import 1 Class" }).click();
    await expect(toasts(page)).toContainText(
      "1 class updated, 28 students added, 2 linked by name.",
    );
    const saved = await studentsOnServer(page, room.id);
    expect(saved).toHaveLength(30);
    expect(saved[1]?.name).toBe("Ben Nguyen-62");
  });

  test("a bad zip and an export missing a column are refused with the domain's words", async ({
    page,
    teacher: _,
  }) => {
    const dialog = await openFromClasses(page);
    await rosterFileInput(dialog).setInputFiles({
      name: "export.zip",
      mimeType: "application/zip",
      buffer: Buffer.from("sourcedId,title\nc-1,Math\n"),
    });
    await expect(dialog.getByRole("alert")).toHaveText(
      "Invalid File: This file isn't a zip that can be read. Choose the OneRoster export (.zip) or its CSV files.",
    );
    const [classes, users, enrollments] = exportCsvFiles("1.2");
    const broken = (users?.buffer.toString("utf8") ?? "").replace("familyName", "surname");
    await rosterFileInput(dialog).setInputFiles([
      classes as never,
      { name: "users.csv", mimeType: "text/csv", buffer: Buffer.from(broken) },
      enrollments as never,
    ]);
    await expect(dialog.getByRole("alert")).toHaveText(
      "Invalid Roster: users.csv is missing the column familyName.",
    );
    await expectNoAxeViolations(page);
    expect(await classesOnServer(page)).toEqual([]);
  });

  test("a student who left is kept by default, and removed only after a confirmation naming them", async ({
    page,
    teacher: _,
  }) => {
    const first = await importViaApi(page, ["Math 7A"]);
    const classId = first.classes[0]?.class_id as string;
    const classes = threeClasses();
    (classes[0] as FixtureClass).students.splice(1, 1); // stu-002, Ben Okafor-2, left
    const dialog = await openFromClasses(page);
    await rosterFileInput(dialog).setInputFiles(exportZip("1.2", classes));
    await expect(classCheckbox(dialog, "Math 7A")).toBeChecked();
    await dialog.getByRole("button", { name: "Review Import" }).click();
    const math = reviewOf(dialog, "Math 7A");
    await expect(
      math.getByRole("group", { name: "1 student is no longer in the roster" }),
    ).toBeVisible();
    const ben = math.getByRole("group", { name: "Ben Okafor-2" });
    await expect(ben.getByLabel("Keep")).toBeChecked();
    await ben.getByLabel("Remove").check();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Import 1 Class" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove 1 student?" });
    await expect(confirm).toContainText(
      "Ben Okafor-2 will be deleted from Math 7A, with their selection history. This cannot be undone.",
    );
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog.getByRole("button", { name: "Import 1 Class" })).toBeFocused();
    expect(await studentsOnServer(page, classId)).toHaveLength(30);
    await dialog.getByRole("button", { name: "Import 1 Class" }).click();
    await confirm.getByRole("button", { name: "Remove and Import" }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText("1 class updated, 1 removed.");
    const names = (await studentsOnServer(page, classId)).map((s) => s.name);
    expect(names).toHaveLength(29);
    expect(names).not.toContain("Ben Okafor-2");
  });

  test("the class limit is said before and answered by the server, nothing imported", async ({
    page,
    teacher: _,
  }) => {
    for (const name of ["A", "B", "C", "D"]) await createClassViaApi(page, name);
    const dialog = await openFromClasses(page);
    await rosterFileInput(dialog).setInputFiles(exportZip("1.2"));
    await classCheckbox(dialog, "Math 7A").check();
    await classCheckbox(dialog, "Science 7B").check();
    await expect(
      dialog.getByText(
        "This makes 6 classes, and you can have at most 5. Fill classes you already have, or pick fewer.",
      ),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Review Import" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "You can have at most 5 classes. Nothing was imported.",
    );
    await expectNoAxeViolations(page);
    // Filling a class instead is within the limit.
    await dialog.getByLabel("Import Science 7B into").selectOption({ label: "D" });
    await expect(dialog.getByRole("alert")).toBeHidden();
    await dialog.getByRole("button", { name: "Review Import" }).click();
    await dialog.getByRole("button", { name: "Import 2 Classes" }).click();
    await expect(dialog).toBeHidden();
    const classes = await classesOnServer(page);
    expect(classes.map((c) => [c.name, c.studentCount])).toEqual([
      ["A", 0],
      ["B", 0],
      ["C", 0],
      ["D", 30],
      ["Math 7A", 30],
    ]);
  });

  test("an empty class's Students screen offers the import, filling that class", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Period 3");
    await openStudents(page, room.id);
    await page.getByRole("button", { name: "Import from OneRoster" }).click();
    const dialog = rosterDialog(page);
    await rosterFileInput(dialog).setInputFiles(exportZip("1.2"));
    await classCheckbox(dialog, "Science 7B").check();
    await expect(dialog.getByLabel("Import Science 7B into")).toHaveValue(room.id);
    await classCheckbox(dialog, "Math 7A").check();
    await expect(dialog.getByLabel("Import Math 7A into")).toHaveValue("");
    await expect(
      dialog.getByLabel("Import Math 7A into").getByRole("option", { name: "Period 3" }),
    ).toBeDisabled();
    await classCheckbox(dialog, "Math 7A").uncheck();
    await dialog.getByRole("button", { name: "Review Import" }).click();
    await dialog.getByRole("button", { name: "Import 1 Class" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("30 students in this class")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Period 3" })).toBeFocused();
  });

  test("the demo imports in memory (a dropped zip) with no write request", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/classes");
    await expect(page.getByRole("heading", { name: "Sample Class" })).toBeVisible();
    await page.getByRole("button", { name: "Import from OneRoster" }).click();
    const dialog = rosterDialog(page);
    const zip = [...exportZip("1.2").buffer];
    const dropped = await page.evaluateHandle((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], "oneroster-1.2.zip"));
      return data;
    }, zip);
    await dialog.getByTestId("roster-drop-zone").dispatchEvent("drop", { dataTransfer: dropped });
    await expect(dialog.getByRole("status")).toHaveText(FOUND_12);
    await classCheckbox(dialog, "Math 7A").check();
    await dialog.getByRole("button", { name: "Review Import" }).click();
    await dialog.getByRole("button", { name: "Import 1 Class" }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText("1 new class, 30 students added.");
    await expect(page.getByRole("heading", { name: "Math 7A" })).toBeVisible();
    await expect(page.getByText("30 students").first()).toBeVisible();
    requests.expectNothingSent();
  });

  test("a school's export of 80 classes lists 50 and finds the others by title or code", async ({
    page,
  }) => {
    const school: FixtureClass[] = Array.from({ length: 80 }, (_, c) => ({
      id: `class-${c}`,
      title: `Homeroom ${String(c).padStart(2, "0")}`,
      code: `HR${c}`,
      students: [{ id: `stu-${c}`, given: "Kid", family: `Number ${c}` }],
    }));
    await page.goto("/classes");
    await page.getByRole("button", { name: "Import from OneRoster" }).click();
    const dialog = rosterDialog(page);
    await rosterFileInput(dialog).setInputFiles(exportZip("1.2", school, "school.zip"));
    await expect(dialog.getByRole("status")).toHaveText(
      "Found 80 classes and 80 students in school.zip (OneRoster 1.2).",
    );
    await expect(dialog.getByRole("checkbox")).toHaveCount(50);
    await expect(
      dialog.getByText(
        "Showing 50 of 80 classes: type part of a title or class code to find yours.",
      ),
    ).toBeVisible();
    await dialog.getByLabel("Find a class").fill("hr7");
    await expect(dialog.getByRole("checkbox")).toHaveCount(11);
    await classCheckbox(dialog, "Homeroom 72").check();
    await dialog.getByLabel("Find a class").fill("Homeroom 05");
    await expect(dialog.getByText("2 classes match.")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Review Import" }).click();
    await expect(reviewOf(dialog, "Homeroom 72").getByRole("listitem")).toHaveText([
      "1 new student: Kid Number 72",
    ]);
  });

  test("a class of more than 10,000 students can't be picked (docs/product.md#limits)", async ({
    page,
  }) => {
    const huge: FixtureClass[] = [
      {
        id: "all",
        title: "Whole School",
        code: "ALL",
        students: Array.from({ length: 10_001 }, (_, i) => ({
          id: `s-${i}`,
          given: "Kid",
          family: `${i}`,
        })),
      },
      {
        id: "c-1",
        title: "Math 7A",
        code: "M",
        students: [{ id: "m", given: "Ava", family: "Ode" }],
      },
    ];
    await page.goto("/classes");
    await page.getByRole("button", { name: "Import from OneRoster" }).click();
    const dialog = rosterDialog(page);
    await rosterFileInput(dialog).setInputFiles(exportZip("1.2", huge));
    const whole = classCheckbox(dialog, "Whole School");
    await expect(whole).toBeDisabled();
    await expect(whole).toHaveAccessibleDescription(
      "More than 10,000 students, more than a class can hold: it can't be imported.",
    );
    await expect(classCheckbox(dialog, "Math 7A")).toBeEnabled();
  });

  test("on a 320 px phone by keyboard only: no sideways scroll, axe clean, focus returned @phone", async ({
    page,
    teacher: _,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto("/classes");
    const open = page.getByRole("button", { name: "Import from OneRoster" });
    await tabUntil(page, open);
    await page.keyboard.press("Enter");
    const dialog = rosterDialog(page);
    const input = rosterFileInput(dialog);
    await expect(input).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(input).toBeFocused();
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Space");
    await (await chooser).setFiles(exportZip("1.2"));
    await expect(dialog.getByRole("heading", { name: "Choose Classes" })).toBeFocused();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    const science = classCheckbox(dialog, "Science 7B");
    await tabUntil(page, science);
    await page.keyboard.press("Space");
    await expect(science).toBeChecked();
    await tabUntil(page, dialog.getByRole("button", { name: "Review Import" }));
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("heading", { name: "Review the Import" })).toBeFocused();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await tabUntil(page, dialog.getByRole("button", { name: "Import 1 Class" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText("1 new class, 30 students added.");
    await expect(page.getByRole("heading", { name: "My Classes" })).toBeFocused();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
