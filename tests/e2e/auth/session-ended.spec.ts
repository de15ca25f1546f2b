import { createClassViaApi } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { openStudents } from "../support/roster-helpers";
import { endSessionsElsewhere } from "../support/session-helpers";

test("a session that ends while the teacher works says so, not only that the save failed", async ({
  page,
  baseURL,
  teacher,
}) => {
  const room = await createClassViaApi(page, "Period 9");
  await openStudents(page, room.id);
  await page.getByRole("button", { name: "Add Student" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add New Student" });
  await dialog.getByLabel("Student Name").fill("Ben Two");

  // Meanwhile every session of the teacher ends (signed out on another device, or expired).
  await endSessionsElsewhere(String(baseURL), teacher.email);

  await dialog.getByRole("button", { name: "Add Student" }).click();
  // The tabs now show the demo's sample class: the teacher is told why.
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(toasts(page)).toContainText(
    "Your session has ended. Sign in again to get back to your classes.",
  );
});

test.describe("offline", () => {
  // The offline shell (service worker) runs, as for a teacher.
  test.use({ serviceWorkers: "allow" });

  test("a session found gone when the network comes back says so too", async ({
    page,
    context,
    baseURL,
    teacher,
  }) => {
    await createClassViaApi(page, "Period 10");
    await page.goto("/classes");
    await expect(page.getByRole("article", { name: "Period 10" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("classcharm.queryCache")))
      .toContain("Period 10");

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId("user-email")).toHaveText(teacher.email);
    await endSessionsElsewhere(String(baseURL), teacher.email);
    await context.setOffline(false);

    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(toasts(page)).toContainText(
      "Your session has ended. Sign in again to get back to your classes.",
    );
  });
});
