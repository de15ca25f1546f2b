import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createClassViaApi, createStudentViaApi, openWheel } from "../support/app-helpers";
import { rollDialog } from "../support/attendance-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { openGroups } from "../support/group-helpers";

/** The keyboard path to Spin, the shortcuts and what axe finds with the roll and the menus open. */

/** axe's check, with the rule that a control's name contains the text it shows switched on. */
async function expectNameMatchesText(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .withRules(["label-content-name-mismatch", "aria-hidden-focus"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.html).join(", ")})`),
  ).toEqual([]);
}

async function openClass(page: Page, name: string, students: readonly string[]) {
  const room = await createClassViaApi(page, name);
  for (const student of students) await createStudentViaApi(page, room.id, student);
  await openWheel(page, room.id, name);
  return room;
}

const spinButton = (page: Page) => page.getByRole("button", { name: "Spin", exact: true });

test("Spin is at most 3 Tab presses after the class picker, past the roll and the mode", async ({
  page,
  teacher: _,
}) => {
  await openClass(page, "Keys 1", ["Amelia Jones", "Bilal Hussain", "Chiara Rossi"]);
  await page.getByLabel("Class", { exact: true }).focus();
  const passed: string[] = [];
  let presses = 0;
  while (presses < 60) {
    await page.keyboard.press("Tab");
    presses++;
    if (await spinButton(page).evaluate((el) => el === document.activeElement)) break;
    passed.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim();
      }),
    );
  }
  await expect(spinButton(page)).toBeFocused();
  expect(presses, passed.join(" | ")).toBeLessThanOrEqual(3);
  // Passing "Who's here today" and the picking mode on the way.
  expect(passed.join(" | ")).toMatch(/Who's here today/);
  await expect(page.getByLabel("Picking mode")).toBeVisible();
  expect(
    await page
      .getByLabel("Picking mode")
      .evaluate(
        (el) =>
          el.compareDocumentPosition(document.activeElement as Node) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ),
  ).toBeTruthy();
});

test("the wheel's hint, Space to spin and the Keyboard shortcuts help on ?", async ({
  page,
  teacher: _,
}) => {
  await openClass(page, "Keys 2", ["Amelia Jones", "Bilal Hussain", "Chiara Rossi"]);
  await expect(page.getByText("Space or click the wheel to spin")).toBeVisible();
  await page.locator("#main").focus();
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  for (const key of ["Space", "Click the wheel", "U", "F", "G"]) {
    await expect(help.getByText(key, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
  await expect(help).toBeVisible();
  await page.keyboard.press("Escape");

  // Space spins when no control wants it; typing in a field does not.
  await page.getByLabel("Add an item to the wheel").fill("");
  await page.getByLabel("Add an item to the wheel").press("Space");
  await expect(page.getByRole("status").filter({ hasText: "Spinning the wheel..." })).toHaveCount(
    0,
  );
  await page.locator("#main").focus();
  await page.keyboard.press(" ");
  await expect(page.getByTestId("winner")).toBeVisible({ timeout: 15_000 });
});

test("the roll's toggles are named by what they show, and axe finds nothing with the roll open", async ({
  page,
  teacher: _,
}) => {
  await openClass(page, "Keys 3", ["Amelia Jones", "Bilal Hussain"]);
  await page.getByRole("button", { name: /Who's here today/ }).click();
  const amelia = rollDialog(page).getByRole("button", { name: "Amelia Jones, here", exact: true });
  await expect(amelia).toHaveAttribute("aria-pressed", "false");
  await amelia.click();
  const away = rollDialog(page).getByRole("button", { name: "Amelia Jones, absent", exact: true });
  await expect(away).toHaveAttribute("aria-pressed", "true");
  await expectNameMatchesText(page);
  await expectNoAxeViolations(page);
});

test("the Move to... menu leaves nothing focusable hidden from assistive technology", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Keys 4");
  for (const name of ["Ava", "Ben", "Cal", "Dee"]) await createStudentViaApi(page, room.id, name);
  await openGroups(page, room.id, 4);
  await page.getByRole("button", { name: "Generate Groups" }).click();
  const trigger = page.getByRole("button", { name: "Move Ava to..." });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNameMatchesText(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("G generates groups on the Groups tab", async ({ page, teacher: _ }) => {
  const room = await createClassViaApi(page, "Keys 5");
  for (const name of ["Ava", "Ben", "Cal", "Dee"]) await createStudentViaApi(page, room.id, name);
  await openGroups(page, room.id, 4);
  await page.locator("#main").focus();
  await page.keyboard.press("g");
  await expect(page.getByTestId("group-card").first()).toBeVisible();
});

test("the roll and the mode beside the wheel (under the result on a phone), Spin in view: no sideways scroll at 375, 1280 and 1920", async ({
  page,
  teacher: _,
}) => {
  await openClass(page, "Keys 6", ["Amelia Jones", "Bilal Hussain", "Chiara Rossi"]);
  for (const width of [375, 1280, 1920]) {
    const height = width === 375 ? 812 : width === 1280 ? 800 : 1080;
    await page.setViewportSize({ width, height });
    const roll = page.getByRole("button", { name: /Who's here today/ });
    const mode = page.getByLabel("Picking mode");
    // Decision 0042: beside the wheel on a wide screen, under Spin on a phone.
    await expect
      .poll(async () => {
        const [r, m, w, s] = await Promise.all([
          roll.boundingBox(),
          mode.boundingBox(),
          page.getByTestId("wheel-stage").boundingBox(),
          spinButton(page).boundingBox(),
        ]);
        if (!r || !m || !w || !s) return "not drawn";
        if (s.y + s.height > height) return "Spin below the fold";
        if (width >= 1280)
          return r.x >= w.x + w.width && m.x >= w.x + w.width ? "ok" : "not beside";
        return r.y >= s.y + s.height && m.y >= s.y + s.height ? "ok" : "not under";
      })
      .toBe("ok");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `sideways scroll at ${width} px`,
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`wheel-${width}.png`), fullPage: true });
  }
});
