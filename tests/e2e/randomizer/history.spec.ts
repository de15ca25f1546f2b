import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { unescapeFormula } from "#src/domain/csv/format";
import { formulaCells, quotedCells } from "../../support/csv-cells";
import {
  classWithStudents,
  createClassViaApi,
  expectFitsAllWidths,
  type HistoryEntry,
  historyOnServer,
  localDay,
  openWheel,
  resizeViewport,
  sidewaysOverflow,
} from "../support/app-helpers";
import { watchRequests } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { importViaApi } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

/** "Who haven't I asked?" (and Undo in the history, docs/product.md#attendance). */

const HYPERLINK = '=HYPERLINK("x")';
const NAMES = ["Ann", "Ben", "Cleo", "Dev", HYPERLINK, "Fay"];

const historyCard = (page: Page) => page.getByRole("region", { name: "Selection History" });
const tally = (page: Page) => page.getByRole("table", { name: "Picks per student" });
const picks = (page: Page) =>
  page.getByRole("list", { name: "Selection History" }).getByRole("listitem");
const period = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const exportButton = (page: Page) => page.getByRole("button", { name: "Export CSV" });

/** Records one draw through the API, as a spin of the wheel would. */
async function seedDraw(
  page: Page,
  classId: string,
  studentIds: string[],
): Promise<HistoryEntry[]> {
  const res = await page.request.post("/api/selection-history/draws", {
    headers: SAME_ORIGIN,
    data: { class_id: classId, student_ids: studentIds },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as HistoryEntry[];
}

async function downloadedText(download: Download): Promise<string> {
  return readFile(await download.path(), "utf8");
}

/** The rows a spreadsheet honouring quotes reads from the export, header first. */
const csvRows = (text: string) => {
  const cells = quotedCells(text, ",");
  const rows: string[][] = [];
  for (let i = 0; i + 1 < cells.length; i += 2) rows.push([cells[i], cells[i + 1]] as string[]);
  return rows;
};

test.describe("the selection history", () => {
  test("picks per student with never-picked first and absent marked, the filter by keyboard, Export CSV, Undo last pick", async ({
    page,
    teacher: _,
  }) => {
    test.slow();
    const { room, ids } = await classWithStudents(page, "Room 9", NAMES);
    const id = (name: string) => ids[name] as string;
    await seedDraw(page, room.id, [id("Ben"), id(HYPERLINK)]);
    await seedDraw(page, room.id, [id("Dev"), id(HYPERLINK)]);
    await seedDraw(page, room.id, [id(HYPERLINK), id("Ben")]);
    await seedDraw(page, room.id, [id("Ann")]);
    const put = await page.request.put(`/api/attendance/${room.id}`, {
      headers: { ...SAME_ORIGIN, "If-Match": '"0"' },
      data: { day: await localDay(page), absent_student_ids: [id("Cleo")] },
    });
    expect(put.ok(), await put.text()).toBe(true);

    await openWheel(page, room.id, "Room 9");
    const card = historyCard(page);
    await expect(picks(page)).toHaveCount(7);
    await expect(card.getByText("2 of 6 students not picked since the history")).toBeVisible();
    await expect(tally(page).getByRole("row")).toHaveText([
      /^Student\s*Picks$/,
      "Not picked yet (2)",
      /^Cleo\s*Absent today\s*0$/,
      /^Fay\s*0$/,
      "Picked (4)",
      /^Ann\s*1$/,
      /^Dev\s*1$/,
      /^Ben\s*2$/,
      /^=HYPERLINK\("x"\)\s*3$/,
    ]);
    // Each bar's length is its count against the most picks shown (3).
    const barShare = (name: string) =>
      tally(page)
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name, exact: true }) })
        .locator("[aria-hidden=true]")
        .evaluate((track) => {
          const bar = track.firstElementChild as HTMLElement;
          return bar.getBoundingClientRect().width / track.getBoundingClientRect().width;
        });
    expect(await barShare(HYPERLINK)).toBeCloseTo(1, 2);
    expect(await barShare("Ann")).toBeCloseTo(1 / 3, 2);
    expect(await barShare("Fay")).toBe(0);
    await expectNoAxeViolations(page);

    // The filter by keyboard: Tab from Clear History reaches the chosen period, arrows choose.
    await expect(period(page, "All")).toBeChecked();
    await card.getByRole("button", { name: "Clear History" }).focus();
    await page.keyboard.press("Tab");
    await expect(period(page, "All")).toBeFocused();
    const outline = await period(page, "All").evaluate(
      (input) => getComputedStyle(input.parentElement as HTMLElement).outlineStyle,
    );
    expect(outline).toBe("solid");
    await page.keyboard.press("ArrowLeft");
    await expect(period(page, "This week")).toBeChecked();
    await page.keyboard.press("ArrowLeft");
    await expect(period(page, "Today")).toBeChecked();
    await expect(card.getByText("2 of 6 students not picked today.")).toBeVisible();
    await expect(picks(page)).toHaveCount(7);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(period(page, "All")).toBeChecked();

    // Export CSV: the header, every pick newest first, no formula cell with any separator.
    const stored = await historyOnServer(page, room.id);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exportButton(page).click(),
    ]);
    expect(download.suggestedFilename()).toBe("room-9-selection-history.csv");
    const text = await downloadedText(download);
    expect(text.startsWith("\uFEFFdate_time,student\r\n")).toBe(true);
    const times = await page.evaluate(
      (all) =>
        all.map((iso) => {
          const d = new Date(iso);
          const p = (n: number) => String(n).padStart(2, "0");
          return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
        }),
      stored.map((e) => e.created_at),
    );
    expect(csvRows(text).map(([time, name]) => [time, unescapeFormula(name ?? "")])).toEqual([
      ["date_time", "student"],
      ...stored.map((e, i) => [times[i], e.student_name]),
    ]);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(formulaCells(text)).toEqual([]);

    // Undo last pick, with no draw made on this page: the newest entry (Ann's) goes.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/selection-history/undo", async (route) => {
      await held;
      await route.continue();
    });
    const undo = card.getByRole("button", { name: "Undo last pick" });
    await expect(undo).toHaveAccessibleDescription("Removes the pick of Ann from the history.");
    await undo.click();
    await expect(card.getByRole("button", { name: "Undoing..." })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    release();
    await expect(toasts(page)).toContainText("Pick undone");
    await expect(picks(page)).toHaveCount(6);
    await expect(picks(page).first()).toContainText("Ben");
    expect((await historyOnServer(page, room.id)).map((e) => e.id)).toEqual(
      stored.slice(1).map((e) => e.id),
    );
    await expect(tally(page).getByRole("row").nth(1)).toHaveText("Not picked yet (3)");
    await expect(tally(page).getByRole("row").nth(2)).toHaveText(/^Ann\s*0$/);
    await expect(card.getByRole("button", { name: "Undo last pick" })).toHaveAccessibleDescription(
      "Removes the pick of Ben from the history.",
    );

    // Phones and the dark scheme.
    await expectFitsAllWidths(page, async () => {
      await expect(tally(page)).toBeVisible();
    });
    await resizeViewport(page, { width: 320, height: 700 });
    expect(await sidewaysOverflow(page), "sideways scroll at 320 px").toBe(0);
    const undoBox = await card.getByRole("button", { name: "Undo last pick" }).boundingBox();
    const todayBox = await period(page, "Today").locator("xpath=..").boundingBox();
    expect(Math.min(undoBox?.height ?? 0, todayBox?.height ?? 0)).toBeGreaterThanOrEqual(44);
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page);
  });

  test("a week later: Today and This week show no picks, All shows them", async ({
    page,
    teacher: _,
  }) => {
    const { room, ids } = await classWithStudents(page, "Room 10", ["Ann", "Ben"]);
    await seedDraw(page, room.id, [ids.Ann as string]);
    // The browser's clock a week ahead: the picks were made in an earlier week.
    await page.clock.setFixedTime(Date.now() + 7 * 24 * 3_600_000);
    await openWheel(page, room.id, "Room 10");
    const card = historyCard(page);
    await expect(picks(page)).toHaveText([/Ann.*7 days ago/]);
    await period(page, "All").focus();
    await page.keyboard.press("ArrowLeft");
    await expect(period(page, "This week")).toBeChecked();
    await expect(card.getByText("No picks this week.")).toBeVisible();
    await expect(picks(page)).toHaveCount(0);
    await expect(card.getByText("2 of 2 students not picked this week.")).toBeVisible();
    await expect(exportButton(page)).toBeDisabled();
    await page.keyboard.press("ArrowLeft");
    await expect(card.getByText("No picks today.")).toBeVisible();
    await expect(tally(page).getByRole("row").nth(1)).toHaveText("Not picked yet (2)");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(picks(page)).toHaveCount(1);
    await expect(exportButton(page)).toBeEnabled();
    await expect(tally(page).getByRole("row").nth(1)).toHaveText("Not picked yet (1)");
  });

  test("1,000 students: the chart stays compact and scrolls by keyboard", async ({
    page,
    teacher: _,
  }) => {
    test.slow();
    const room = await createClassViaApi(page, "Hall");
    const names = Array.from({ length: 1000 }, (_, i) => `Student ${String(i).padStart(4, "0")}`);
    await importViaApi(
      page,
      room.id,
      names.map((name) => ({ name })),
    );
    const students = (await (await page.request.get(`/api/students/${room.id}`)).json()) as {
      id: string;
    }[];
    await seedDraw(page, room.id, [students[0]?.id as string]);
    await openWheel(page, room.id, "Hall");
    await expect(tally(page).getByRole("row")).toHaveCount(1000 + 3);
    const region = page.getByRole("region", { name: "Picks per student" });
    expect((await region.boundingBox())?.height ?? 0).toBeLessThanOrEqual(300);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("End");
    await expect.poll(() => region.evaluate((el) => el.scrollTop)).toBeGreaterThan(1000);
    await resizeViewport(page, { width: 320, height: 700 });
    expect(await sidewaysOverflow(page), "sideways scroll at 320 px").toBe(0);
  });

  test("the demo exports its history and sends nothing", async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/randomizer");
    await expect(
      page.getByRole("heading", { name: "Sample Class - Spinning Wheel" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Spin", exact: true }).click();
    await expect(page.getByTestId("winner")).toBeVisible({ timeout: 15_000 });
    await expect(picks(page)).toHaveCount(1);
    const name = ((await picks(page).first().locator("span").first().textContent()) ?? "").trim();
    await expect(tally(page).getByRole("row").nth(1)).toHaveText("Not picked yet (19)");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exportButton(page).click(),
    ]);
    expect(download.suggestedFilename()).toBe("sample-class-selection-history.csv");
    const rows = csvRows(await downloadedText(download));
    expect(rows.map(([, student]) => student)).toEqual(["student", name]);
    expect(rows[1]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    requests.expectNothingSent();
  });
});
