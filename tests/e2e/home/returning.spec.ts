import type { Page } from "@playwright/test";
import { classWithStudents, createClassViaApi, sidewaysOverflow } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/** docs/product.md#home: a returning teacher's Home is their classes, each with quick actions. */

const classCard = (page: Page, name: string) =>
  page.getByRole("main").getByRole("article", { name });

test.describe("Home for a returning teacher", () => {
  test("greets by name; Students, Spin, Groups and Who's here today lead to that class", async ({
    page,
    teacher: _,
  }) => {
    const { room: art } = await classWithStudents(page, "Art", ["Ann", "Ben"]);
    const { room: music } = await classWithStudents(page, "Music", ["Cy", "Dee", "Eve"]);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Test Teacher");
    await expect(page.getByRole("heading", { name: "Your classes", level: 2 })).toBeVisible();
    // No first-class flow and no cards repeating the tab bar.
    await expect(page.getByText("Step 1 of 3")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: /^Settings/ })).toHaveCount(0);
    await expect(classCard(page, "Art")).toContainText("2 students");
    await expect(classCard(page, "Music")).toContainText("3 students");

    await classCard(page, "Art").getByRole("link", { name: "Spin for Art" }).click();
    await expect(page).toHaveURL(/\/randomizer$/);
    await expect(page.getByRole("heading", { name: "Art - Spinning Wheel" })).toBeVisible();
    await page.goBack();

    await page.getByRole("link", { name: "Groups for Music" }).click();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(music.id);
    await page.goBack();

    await page.getByRole("link", { name: "Students in Music" }).click();
    await expect(page).toHaveURL(/\/students$/);
    await expect(page.getByRole("heading", { name: "Music", level: 2 })).toBeVisible();
    await page.goBack();

    await page.getByRole("link", { name: "Students in Art" }).click();
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue(art.id);
    await page.goBack();

    await page.getByRole("button", { name: /^Who's here today in Music/ }).click();
    const roll = page.getByRole("dialog", { name: "Who's here today" });
    await expect(roll).toContainText("Music");
    await roll.getByRole("button", { name: "Dee, here" }).click();
    await expect(roll.getByRole("button", { name: "Dee, absent" })).toBeVisible();
  });

  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    test(`fits and is axe clean at ${width}x${height}, with the roll open @phone`, async ({
      page,
      teacher: _,
    }) => {
      await classWithStudents(page, "Year 6 Blue with a long name that has to wrap", ["Ann"]);
      await createClassViaApi(page, "Science Club");
      await page.setViewportSize({ width, height });
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "Your classes" })).toBeVisible();
      await expect(page.getByRole("button", { name: /^Who's here today in Year 6/ })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: /^Who's here today in Year 6/ }).click();
      await expect(page.getByRole("dialog", { name: "Who's here today" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
