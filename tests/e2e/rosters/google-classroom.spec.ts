import type { APIRequestContext, Page } from "@playwright/test";
import { fakeStudents } from "../../support/fake-google";
import { classesOnServer, sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { studentsOnServer } from "../support/roster-helpers";

/** The fake Google the e2e server talks to (playwright.config.ts, fake-google-server.ts). */
const fakeGoogle = `http://127.0.0.1:${process.env.E2E_GOOGLE_PORT}`;

type Course = {
  id: string;
  name: string;
  section?: string;
  students: ReturnType<typeof fakeStudents>;
};

/** The courses the teacher's Google account teaches, as Google Classroom has them now. */
async function setCourses(request: APIRequestContext, email: string, courses: Course[]) {
  const res = await request.post(`${fakeGoogle}/__control/courses`, { data: { email, courses } });
  expect(res.ok()).toBe(true);
}

/** A course id of this teacher's own (Google's ids are digits or aliases: no "@"). */
const idOf = (email: string) => email.replace(/[^A-Za-z0-9]/g, "");

const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Import from Google Classroom" });

/** Classes -> Import from Google Classroom -> Connect -> Google's consent -> back, by keyboard. */
async function connect(page: Page) {
  await page.goto("/classes");
  await page.getByRole("button", { name: "Import from Google Classroom" }).press("Enter");
  const dialog = dialogOf(page);
  await expect(dialog.getByText("read only", { exact: false })).toBeVisible();
  await expect(
    dialog.getByText("Only your courses' titles and your students' names"),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Connect Google Classroom" }).press("Enter");
  await expect(dialog.getByRole("heading", { name: "Choose Courses" })).toBeVisible();
  await expect(toasts(page)).toContainText("Google Classroom connected");
  expect(new URL(page.url()).search).toBe("");
  return dialog;
}

test.describe("Google Classroom", () => {
  test("connect, import a course of 95 students (four pages), then sync a newcomer and a removal", async ({
    page,
    teacher,
  }) => {
    test.slow(); // 95 students imported, then synced: about 30 s on CI's shared cores
    const science: Course = {
      id: `${idOf(teacher.email)}-sci`,
      name: "Year 7 Science",
      students: fakeStudents(95),
    };
    const art: Course = {
      id: "c-art",
      name: "Art",
      section: "Period 2",
      students: fakeStudents(2, "7"),
    };
    await setCourses(page.request, teacher.email, [science, art]);
    const dialog = await connect(page);
    await expect(dialog.getByRole("status")).toContainText("2 active courses where you teach");
    await dialog.getByRole("checkbox", { name: /Year 7 Science/ }).press("Space");
    await expect(dialog.getByLabel("Import into")).toHaveValue("new");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Review Import" }).press("Enter");
    await expect(dialog.getByRole("heading", { name: "Review the Import" })).toBeFocused();
    await expect(dialog).toContainText("95 new students");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Import 1 Course" }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText("95 students added");
    const [made] = await classesOnServer(page);
    expect(made?.name).toBe("Year 7 Science");
    expect(await studentsOnServer(page, String(made?.id))).toHaveLength(95);

    // A term later: one pupil left, one joined.
    science.students = science.students.slice(1);
    science.students.push({ userId: "newcomer-1", fullName: "Zoe Newcomer" });
    await setCourses(page.request, teacher.email, [science, art]);
    await page.getByRole("button", { name: "Open Year 7 Science" }).press("Enter");
    await page.getByRole("button", { name: "Sync with Google Classroom" }).press("Enter");
    const sync = page.getByRole("dialog", { name: "Sync with Google Classroom" });
    await expect(sync).toContainText("1 new student: Zoe Newcomer");
    await expect(sync).toContainText("1 student is no longer in the roster");
    await expectNoAxeViolations(page);
    await sync.getByRole("group", { name: "Student 001" }).getByLabel("Remove").press("Space");
    await sync.getByRole("button", { name: "Sync", exact: true }).press("Enter");
    const confirm = page.getByRole("alertdialog", { name: "Remove 1 student?" });
    await expect(confirm).toContainText("Student 001 will be deleted from Year 7 Science");
    await confirm.getByRole("button", { name: "Remove and Sync" }).press("Enter");
    await expect(sync).toBeHidden();
    await expect(toasts(page)).toContainText("1 added, 1 removed");
    const names = (await studentsOnServer(page, String(made?.id))).map((s) => s.name);
    expect(names).toHaveLength(95);
    expect(names).toContain("Zoe Newcomer");
    expect(names).not.toContain("Student 001");
  });

  test("a revoked grant shows Reconnect Google Classroom", async ({ page, teacher }) => {
    await setCourses(page.request, teacher.email, [
      { id: `${idOf(teacher.email)}-1`, name: "History", students: fakeStudents(3) },
    ]);
    const dialog = await connect(page);
    await dialog.getByRole("button", { name: "Cancel" }).press("Enter");
    await page.request.post(`${fakeGoogle}/__control/revoke`, { data: { email: teacher.email } });
    await page.getByRole("button", { name: "Import from Google Classroom" }).press("Enter");
    await expect(dialog.getByRole("button", { name: "Reconnect Google Classroom" })).toBeVisible();
    await expect(dialog).toContainText("the access was withdrawn or has expired");
    await expectNoAxeViolations(page);
    // Reconnecting mends it.
    await dialog.getByRole("button", { name: "Reconnect Google Classroom" }).press("Enter");
    await expect(dialog.getByRole("heading", { name: "Choose Courses" })).toBeVisible();
  });

  test("reconnecting from Sync on the Students tab comes back to it: says so and syncs", async ({
    page,
    teacher,
  }) => {
    test.slow(); // two trips through Google's consent and a course import
    const course = { id: `${idOf(teacher.email)}-r`, name: "Latin", students: fakeStudents(2) };
    await setCourses(page.request, teacher.email, [course]);
    await connect(page);
    const imported = await page.request.post("/api/google-classroom/imports", {
      headers: { origin: new URL(page.url()).origin },
      data: { courses: [{ course_id: course.id, target_class_id: null }] },
    });
    expect(imported.status(), await imported.text()).toBe(200);
    await page.request.post(`${fakeGoogle}/__control/revoke`, { data: { email: teacher.email } });
    course.students.push({ userId: "late-1", fullName: "Lucia Late" });
    await setCourses(page.request, teacher.email, [course]);

    await page.goto("/classes");
    await page.getByRole("button", { name: "Open Latin" }).press("Enter");
    await expect(page).toHaveURL(/\/students$/);
    await page.getByRole("button", { name: "Sync with Google Classroom" }).press("Enter");
    const sync = page.getByRole("dialog", { name: "Sync with Google Classroom" });
    await sync.getByRole("button", { name: "Reconnect Google Classroom" }).press("Enter");
    // Back from Google's consent on the Students tab: told so, the address cleaned, and the sync
    // it was reconnected for is open again.
    // (The dialog, open again, hides the page's other parts from the accessibility tree.)
    const notices = page.getByRole("region", { name: "Notifications (F8)", includeHidden: true });
    await expect(notices).toContainText("Google Classroom connected");
    await expect(page).toHaveURL(/\/students$/);
    await expect(sync).toContainText("1 new student: Lucia Late");
  });

  test("Disconnect, confirmed, says so in a toast the dialog does not hide", async ({
    page,
    teacher,
  }) => {
    await setCourses(page.request, teacher.email, [
      { id: `${idOf(teacher.email)}-1`, name: "Music", students: fakeStudents(2) },
    ]);
    const dialog = await connect(page);
    await dialog.getByRole("button", { name: "Disconnect Google Classroom" }).press("Enter");
    const confirm = page.getByRole("alertdialog", { name: "Disconnect Google Classroom?" });
    await confirm.getByRole("button", { name: "Disconnect" }).press("Enter");
    // The import dialog stays open behind the toast, and the toast is still in reach of
    // assistive technology (the region is a live region outside the app's root).
    await expect(toasts(page)).toContainText("Google Classroom disconnected");
    await expect(dialog.getByRole("button", { name: "Connect Google Classroom" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("fits a phone, keyboard only, axe clean @phone", async ({ page, teacher }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await setCourses(page.request, teacher.email, [
      {
        id: `${idOf(teacher.email)}-p`,
        name: "Geography with a rather long course title",
        section: "Room 12",
        students: fakeStudents(4),
      },
    ]);
    const dialog = await connect(page);
    await dialog.getByRole("checkbox", { name: /Geography/ }).press("Space");
    await expect(dialog.getByLabel("Import into")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Review Import" }).press("Enter");
    await expect(dialog).toContainText("4 new students");
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test("the demo says Google Classroom needs an account", async ({ page }) => {
    await page.goto("/classes");
    await page.getByRole("button", { name: "Import from Google Classroom" }).press("Enter");
    const dialog = dialogOf(page);
    await expect(dialog).toContainText("Google Classroom needs an account");
    await expect(dialog.getByRole("link", { name: "Sign Up" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
