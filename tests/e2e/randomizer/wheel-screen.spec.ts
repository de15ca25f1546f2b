import type { Page } from "@playwright/test";
import { classWithStudents, openWheel } from "../support/app-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

/**
 * The wheel fills the screen it is on (docs/decisions/0042-wheel-fills-the-screen.md): on a
 * projector's laptop, a tablet and a phone the wheel, Spin and the result all show at scroll 0,
 * the settings below; with 30 students and 3 winners the winners are marked on the wheel.
 */

const NAMES = [
  "Amelia Jones", "Bilal Hussain", "Chiara Rossi", "Dmitri Ivanov", "Esi Mensah",
  "Farah Khan", "Gabriel Silva", "Hana Sato", "Ibrahim Diallo", "Julia Novak",
  "Kofi Boateng", "Lena Fischer", "Mateo Garcia", "Nia Williams", "Oscar Berg",
  "Priya Patel", "Quinn Murphy", "Rosa Lopez", "Samir Haddad", "Tomás Costa",
  "Uma Reddy", "Viktor Petrov", "Wen Li", "Ximena Cruz", "Yusuf Aydin",
  "Zara Ahmed", "Aiden Walsh", "Beatriz Souza", "Chen Wei", "Daniela Ortiz",
]; // biome-ignore format: a roster reads better in rows

const VIEWPORTS = [
  { width: 1280, height: 800, shot: true },
  { width: 1366, height: 768, shot: false },
  { width: 1920, height: 1080, shot: true },
  { width: 768, height: 1024, shot: false },
  { width: 375, height: 812, shot: true },
] as const;

const spinButton = (page: Page) => page.getByRole("button", { name: "Spin", exact: true });
// The wheel's box (the canvas turns, so its own box grows with the angle).
const wheel = (page: Page) => page.getByTestId("wheel-stage");

async function insideViewport(page: Page, what: string, box: Awaited<ReturnType<typeof boxOf>>) {
  const size = page.viewportSize();
  if (!box || !size) throw new Error(`${what} is not drawn`);
  const where = `${what} at ${JSON.stringify(box)} in ${size.width}x${size.height}`;
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height, where).toBeLessThanOrEqual(size.height);
}
const boxOf = (page: Page, testId: string) => page.getByTestId(testId).boundingBox();

test("at 1280x800, 1366x768, 1920x1080, 768x1024 and 375x812 the wheel, Spin and 3 winners show at scroll 0, marked on the wheel", async ({
  page,
  teacher: _,
}) => {
  test.slow();
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { room } = await classWithStudents(page, "Year 4 Maple", NAMES);
  await openWheel(page, room.id, "Year 4 Maple");
  await page.getByLabel("Winners per spin").selectOption("3");
  for (const { width, height, shot } of VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(spinButton(page)).not.toHaveAttribute("aria-disabled", "true", { timeout: 5_000 });
    // The wheel takes its new size; then Spin is on screen.
    await expect
      .poll(async () => {
        const box = await spinButton(page).boundingBox();
        return box ? box.y + box.height <= height : false;
      })
      .toBe(true);
    // By keyboard: the last spin's toast may cover Spin on a phone, and a click would scroll.
    await spinButton(page).focus();
    await page.keyboard.press("Enter");
    const winner = page.getByTestId("winner");
    await expect(winner).toBeVisible({ timeout: 8_000 });
    const names = await page.getByTestId("winner-name").allTextContents();
    expect(names).toHaveLength(3);
    // The wheel numbers its winners as the card does, the first under the pointer.
    const stage = page.getByTestId("wheel-stage");
    const winnerNames = names.map((n) => n.replace(/^\d+\.\s*/, ""));
    await expect(stage).toHaveAttribute("data-marked", winnerNames.join("\n"));
    await expect(stage).toHaveAttribute("data-pointer", winnerNames[0] as string);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await insideViewport(page, "the wheel", await wheel(page).boundingBox());
    await insideViewport(page, "Spin", await spinButton(page).boundingBox());
    await insideViewport(page, "the result", await boxOf(page, "winner"));
    // The wheel uses the room it has: at least half the window's smaller side.
    const drawn = await wheel(page).boundingBox();
    expect(drawn?.width ?? 0).toBeGreaterThanOrEqual(Math.min(width, height) / 2);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    if (shot) {
      await page.screenshot({
        path: test.info().outputPath(`wheel-3-winners-${width}x${height}.png`),
      });
    }
    if (width === 1280 || width === 375) await expectNoAxeViolations(page);
  }
});
