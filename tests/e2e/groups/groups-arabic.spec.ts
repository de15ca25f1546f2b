import type { Page } from "@playwright/test";
import { createClassViaApi, resizeViewport, sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { importViaApi } from "../support/roster-helpers";

/**
 * The Groups tab in Arabic (docs/product.md#languages): the page reads right to left, the
 * groups are made and named in Arabic, a class of Arabic and Latin names keeps every name as it
 * was written, and nothing scrolls sideways on a phone or a laptop.
 */
const GENERATE = "إنشاء المجموعات";
const MIXED = ["ليلى حسن", "Ava Brown", "عمر الفاروق", "Jean-Luc", "سارة 2", "Zoë O'Neil"];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("classcharm.language", "ar"));
  await page.emulateMedia({ reducedMotion: "reduce" });
});

const fits = (page: Page) => expect.poll(() => sidewaysOverflow(page)).toBe(0);

test("the demo's Groups tab makes groups right to left, without sideways scroll, and axe finds nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/groups");
  await expect(page.locator("html[dir=rtl][lang=ar]")).toHaveCount(1);
  await page.getByRole("button", { name: GENERATE }).click();
  const cards = page.getByTestId("group-card");
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "المجموعة 1", exact: true })).toBeVisible();
  // Group 2 stands to the left of Group 1: the cards' rows run right to left.
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(second?.x ?? 0).toBeLessThan(first?.x ?? 0);
  // The keyboard drag follows the reading direction: Left goes on to the next group.
  const member = cards.nth(0).getByTestId("group-member").first();
  const name = (await member.locator("bdi").textContent()) ?? "";
  await member.locator("[data-drag-handle]").focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("status").filter({ hasText: `${name} فوق المجموعة 2.` })).toHaveCount(
    1,
  );
  await page.keyboard.press("Space");
  await expect(cards.nth(1).getByTestId("group-member")).toHaveCount(6);
  await expect(cards.nth(1)).toContainText(name);
  await fits(page);
  await expectNoAxeViolations(page);

  await resizeViewport(page, { width: 375, height: 812 });
  await expect(cards).toHaveCount(4);
  await fits(page);
});

test("a class of Arabic and Latin names keeps every name intact in its groups", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "الصف الخامس - 5A");
  await importViaApi(
    page,
    room.id,
    MIXED.map((name, i) => ({ name, number: (i % 4) + 1 })),
  );
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/groups");
  await page.getByRole("combobox").first().selectOption(room.id);
  await page.getByRole("button", { name: GENERATE }).click();
  await expect(page.getByTestId("group-card")).toHaveCount(4);
  const names = page.getByTestId("group-member").locator("bdi");
  await expect(names).toHaveCount(MIXED.length);
  expect((await names.allTextContents()).sort()).toEqual([...MIXED].sort());
  await fits(page);
  await resizeViewport(page, { width: 1280, height: 800 });
  await fits(page);
});
