import type { Page } from "@playwright/test";
import { classWithStudents, historyOnServer, openWheel } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";

/**
 * After a spin the pointer rests on a winner in every picking mode, each winner is numbered on
 * the wheel, and winners leave the wheel (Remove the winner, Everyone gets a turn) only when the
 * next spin starts (docs/decisions/0042-wheel-fills-the-screen.md). The header counts who the next
 * spin can pick all along.
 */

const NAMES = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"];
const spinButton = (page: Page) => page.getByRole("button", { name: "Spin", exact: true });
const stage = (page: Page) => page.getByTestId("wheel-stage");
const wheelItems = (page: Page) => page.getByRole("img", { name: /^Spinning wheel with/ });
const header = (page: Page) => page.getByText(/available for random selection$/);

/** Spins and waits for the wheel to be ready again; the winners in the order revealed. */
async function spin(page: Page, picks: number): Promise<string[]> {
  await page.getByLabel("Winners per spin").selectOption(String(picks));
  await spinButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("winner")).toBeVisible({ timeout: 8_000 });
  // Past the cool-down: the moment winners used to leave the wheel.
  await expect(spinButton(page)).not.toHaveAttribute("aria-disabled", "true", { timeout: 5_000 });
  const names =
    picks === 1
      ? [(await stage(page).getAttribute("data-marked")) ?? ""]
      : (await page.getByTestId("winner-name").allTextContents()).map((n) =>
          n.replace(/^\d+\.\s*/, ""),
        );
  if (picks === 1) await expect(page.getByTestId("winner")).toContainText(names[0] as string);
  expect(names).toHaveLength(picks);
  await expect(stage(page)).toHaveAttribute("data-marked", names.join("\n"));
  await expect(stage(page)).toHaveAttribute("data-pointer", names[0] as string);
  return names;
}

for (const mode of ["equal", "remove", "turns"] as const) {
  test(`${mode}: the pointer rests on the first winner after 1 and 3 winners; winners leave at the next spin`, async ({
    page,
    teacher: _,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: "reduce" });
    const title = `Rest ${mode}`;
    const { room } = await classWithStudents(page, title, NAMES);
    await openWheel(page, room.id, title);
    await page.getByLabel("Picking mode").selectOption(mode);
    const leaves = mode !== "equal";

    const first = await spin(page, 1);
    // The winner is still drawn (10 wedges) while the header counts the next spin's entries.
    await expect(wheelItems(page)).toHaveAccessibleName("Spinning wheel with 10 items");
    await expect(header(page)).toHaveText(
      `${leaves ? 9 : 10} students available for random selection`,
    );

    const next = await spin(page, 3);
    expect(next).not.toContain(leaves ? first[0] : "");
    // The first winner left when this spin started; this spin's winners stay drawn.
    await expect(wheelItems(page)).toHaveAccessibleName(
      `Spinning wheel with ${leaves ? 9 : 10} items`,
    );
    await expect(header(page)).toHaveText(
      `${leaves ? 6 : 10} students available for random selection`,
    );
    // Undo (U) takes the draw back: its marks go, the history keeps the first pick only.
    await page.locator("#main").focus();
    await page.keyboard.press("u");
    await expect(page.getByTestId("winner")).toHaveCount(0);
    await expect(stage(page)).not.toHaveAttribute("data-marked", /./);
    await expect(header(page)).toHaveText(
      `${leaves ? 9 : 10} students available for random selection`,
    );
    await expect.poll(async () => (await historyOnServer(page, room.id)).length).toBe(1);
  });
}
