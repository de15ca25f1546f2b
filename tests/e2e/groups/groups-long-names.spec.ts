import type { Page } from "@playwright/test";
import { createClassViaApi, sidewaysOverflow } from "../support/app-helpers";
import { expect, test, toasts } from "../support/fixtures";
import { importViaApi } from "../support/roster-helpers";

/**
 * Names are one word as often as not, and may be long (up to 100 characters: a class named
 * after its room and year, a double-barrelled surname). On a 320 px phone the Groups tab, its
 * print sheet and the Randomizer wrap them, never scroll sideways (design: no sideways scroll).
 */
const LONG = "Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschafers";

const fits = async (page: Page) => expect.poll(() => sidewaysOverflow(page)).toBe(0);

test("one-word names of 100 characters fit 320 px on Groups, its print sheet and the Randomizer", async ({
  page,
  teacher: _,
}) => {
  const className = `Class${LONG}`.slice(0, 100);
  const room = await createClassViaApi(page, className);
  await importViaApi(
    page,
    room.id,
    ["A", "B", "C"].map((first) => ({ name: `${first}${LONG}`.slice(0, 100), number: 1 })),
  );
  await page.setViewportSize({ width: 320, height: 640 });
  await page.emulateMedia({ reducedMotion: "reduce" });

  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(page.getByTestId("group-card")).toHaveCount(3);
  await fits(page);

  const savedName = `Saved${LONG}`.slice(0, 100);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const save = page.getByRole("dialog", { name: "Save groups" });
  await save.getByLabel("Name").fill(savedName);
  await save.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toasts(page)).toContainText("Groups saved");
  await expect(page.getByText(`These groups are saved as "${savedName}".`)).toBeVisible();
  await fits(page);

  await page.getByRole("button", { name: "Print Groups", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(savedName);
  await fits(page);

  await page.goto("/randomizer");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await page.getByRole("button", { name: "Spin", exact: true }).click();
  await expect(page.getByTestId("winner")).toContainText(LONG.slice(0, 20));
  await fits(page);
});
