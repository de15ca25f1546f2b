import type { Page } from "@playwright/test";
import { createClassViaApi } from "../support/app-helpers";
import { countLine, openTab, watchRequests } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { tabUntil } from "../support/oneroster-helpers";
import { importViaApi, studentsOnServer } from "../support/roster-helpers";

/** The Groups notice for students without values, and "Assign evenly now". */

const notice = (page: Page) => page.getByRole("region", { name: "Students without values" });

/** Chooses a grouping method by keyboard: from the focused first method, arrow keys. */
async function methodByKeyboard(page: Page, label: string) {
  const first = page.getByRole("radio", { name: /Completely Random/ });
  await first.focus();
  const target = page.getByRole("radio", { name: new RegExp(label) });
  for (let i = 0; i < 4 && !(await target.isChecked()); i++) await page.keyboard.press("ArrowDown");
  await expect(target).toBeChecked();
}

test.describe("Groups: students without values", () => {
  test.describe.configure({ timeout: 120_000 });

  test("18 of 28 without a Color: said next to the method; Assign evenly now by keyboard fills only the missing values", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Mixed");
    // 10 with every value, 18 with a number only.
    const colors = ["Red", "Yellow", "Green", "Purple"];
    await importViaApi(page, room.id, [
      ...Array.from({ length: 10 }, (_, i) => ({
        name: `Set ${i + 1}`,
        number: (i % 4) + 1,
        color: colors[i % 4] ?? null,
        element: "Fire",
        shape: "Square",
      })),
      ...Array.from({ length: 18 }, (_, i) => ({ name: `New ${i + 1}`, number: (i % 4) + 1 })),
    ]);
    const before = await studentsOnServer(page, room.id);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/groups");
    await page.getByLabel("Class", { exact: true }).selectOption(room.id);
    await expect(page.getByText("28 of 28 students selected")).toBeVisible();
    // Completely Random uses no attribute: nothing to say.
    await expect(notice(page)).toHaveCount(0);

    await methodByKeyboard(page, "Group by Same Categories");
    await page.getByLabel("Category", { exact: true }).selectOption("color");
    await expect(notice(page)).toContainText("18 of 28 students have no Color yet");
    await methodByKeyboard(page, "Diverse Categories");
    await expect(notice(page).getByRole("listitem")).toHaveText([
      "18 of 28 students have no Color yet",
      "18 of 28 students have no Element yet",
      "18 of 28 students have no Shape yet",
    ]);
    await expectNoAxeViolations(page);
    await notice(page).screenshot({ path: test.info().outputPath("groups-notice-1280.png") });
    await page.screenshot({ path: "/tmp/imports-balanced-groups-notice-1280.png" });
    await page.setViewportSize({ width: 375, height: 812 });
    await notice(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "/tmp/imports-balanced-groups-notice-375.png" });

    const assign = notice(page).getByRole("button", { name: "Assign evenly now" });
    await tabUntil(page, assign, 5);
    await page.keyboard.press("Enter");
    const ask = page.getByRole("alertdialog", { name: "Assign missing values evenly?" });
    await expect(ask).toContainText(
      "Every student in Mixed who has no Color, Element or Shape gets one",
    );
    await expect(ask).toContainText("Values already set stay as they are.");
    await tabUntil(page, ask.getByRole("button", { name: "Assign evenly" }), 4);
    const writes: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET" && r.url().includes("/api/")) writes.push(r.url());
    });
    await page.keyboard.press("Enter");
    const form = page.getByRole("form", { name: "Group settings" });
    const status = form.getByRole("status").filter({ hasText: "Assigned evenly:" });
    await expect(status).toHaveText(
      "Assigned evenly: 18 students in Mixed got the values they were missing.",
    );
    await expect(status).toBeFocused();
    await expect(toasts(page)).toContainText("Values assigned evenly");
    await expect(notice(page)).toHaveCount(0);
    expect(writes).toEqual([expect.stringContaining(`/api/classes/${room.id}/shuffle`)]);

    const after = await studentsOnServer(page, room.id);
    for (const s of before) {
      const now = after.find((a) => a.id === s.id);
      // Values already set are kept: every number, and the first ten's colours.
      expect(now?.number).toBe(s.number);
      if (s.color !== null) expect(now?.color).toBe(s.color);
      expect(now?.color).not.toBeNull();
      expect(now?.shape).not.toBeNull();
    }
    const colorCounts = colors.map((c) => after.filter((s) => s.color === c).length);
    expect(Math.max(...colorCounts) - Math.min(...colorCounts)).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page);
  });

  test("the demo fills in missing values in memory, with no write request", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/students");
    await expect(countLine(page, 20)).toBeVisible();
    await page.getByRole("button", { name: "Paste Names" }).click();
    const dialog = page.getByRole("dialog", { name: "Paste Student Names" });
    await dialog.getByLabel("Use Balanced Assignment").uncheck();
    const names = Array.from({ length: 22 }, (_, i) => `Newcomer ${i + 1}`);
    await dialog.getByLabel("Names or spreadsheet rows").fill(names.join("\n"));
    await dialog.getByRole("button", { name: "Import 22 Students" }).click();
    await expect(toasts(page)).toContainText("Imported 22 students");
    await expect(countLine(page, 42)).toBeVisible();

    await openTab(page, "Groups");
    await methodByKeyboard(page, "Diverse Categories");
    await expect(notice(page).getByRole("listitem").first()).toHaveText(
      "22 of 42 students have no Number yet",
    );
    await notice(page).getByRole("button", { name: "Assign evenly now" }).click();
    await page
      .getByRole("alertdialog", { name: "Assign missing values evenly?" })
      .getByRole("button", { name: "Assign evenly" })
      .click();
    const form = page.getByRole("form", { name: "Group settings" });
    await expect(form.getByRole("status").filter({ hasText: "Assigned evenly:" })).toContainText(
      "22 students",
    );
    await expect(notice(page)).toHaveCount(0);
    requests.expectNothingSent();
  });
});
