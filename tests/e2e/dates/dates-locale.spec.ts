import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { classWithStudents, historyOnServer, openWheel } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * Dates as the teacher's browser writes them: a British browser reads 28/11/2026 on the class
 * cards, the saved groupings and the picking history, while the history's CSV keeps the
 * spreadsheet's YYYY-MM-DD HH:MM.
 */
test.use({ locale: "en-GB", timezoneId: "Pacific/Auckland" });
test.describe.configure({ timeout: 120_000 });

const ZONE = { timeZone: "Pacific/Auckland" } as const;
const britishDay = (at: Date | string) =>
  new Intl.DateTimeFormat("en-GB", {
    ...ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date(at));
// The hour as the locale writes it by default: "2:31" before ten in the morning, "14:05" after.
const britishDayTime = (at: Date | string) =>
  new Intl.DateTimeFormat("en-GB", {
    ...ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(at));

async function seedDraw(page: Page, classId: string, studentIds: string[]) {
  const res = await page.request.post("/api/selection-history/draws", {
    headers: SAME_ORIGIN,
    data: { class_id: classId, student_ids: studentIds },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("class cards, saved groupings and the picking history show dates in en-GB; the CSV stays YYYY-MM-DD", async ({
  page,
  teacher: _,
}) => {
  const { room, ids } = await classWithStudents(page, "Room GB", ["Ann", "Ben", "Cleo", "Dev"]);

  // My Classes: the card's day, in the browser's time zone.
  await page.goto("/classes");
  const card = page.getByRole("article", { name: "Room GB" });
  const updated = card.locator("time");
  await expect(updated).toHaveText(britishDay(new Date()));
  await expect(updated).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

  // Saved groupings: the list's day.
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await expect(page.getByText("4 of 4 students selected")).toBeVisible();
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(page.getByTestId("group-card").first()).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Save groups" });
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toasts(page)).toContainText("Groups saved");
  const saved = page.getByRole("region", { name: "Saved groupings" }).locator("article time");
  await expect(saved).toHaveText(britishDay(new Date()));
  await expect(saved).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

  // The picking history: "Just now", the day and time in en-GB on hover.
  await seedDraw(page, room.id, [ids.Ann as string]);
  const [entry] = await historyOnServer(page, room.id);
  await openWheel(page, room.id, "Room GB");
  const pick = page.getByRole("list", { name: "Selection History" }).locator("time");
  await expect(pick).toHaveText("Just now");
  await expect(pick).toHaveAttribute("title", britishDayTime(entry?.created_at ?? ""));
  await expect(pick).toHaveAttribute("title", /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}$/);
  await expectNoAxeViolations(page);

  // The export keeps the spreadsheet's date and time, whatever the locale.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const text = await readFile(await download.path(), "utf8");
  const rows = text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(rows[0]).toBe("date_time,student");
  expect(rows[1]).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","Ann"$/);
});
