import type { Page } from "@playwright/test";
import { expect, PASSWORD, test, uniqueEmail } from "../support/fixtures";
import { printPdf } from "../support/pdf-helpers";
import { ARABIC, SPANISH } from "./flow-words";
import { printedColumns } from "./printed-columns";
import { SIZES, screens } from "./screen-check";

/**
 * The main flow in Spanish and in Arabic (docs/product.md#languages), as a teacher whose
 * browser speaks the language walks it: sign up, a first class, a pasted list of names, the
 * roll, a spin, groups and their printed sheet. Every screen is in the language (its words
 * from the language's catalogue), laid out in its direction, keeps each name as typed, passes
 * axe with its dialogs and menus open, and does not scroll sideways on a phone or a laptop.
 * One browser context walks the whole flow per language.
 */

/** A count as the page writes it in its language ("8", "٨"). */
const countIn = (page: Page, n: number) =>
  page.evaluate((value) => new Intl.NumberFormat(document.documentElement.lang).format(value), n);

/**
 * A text as pdftotext reads it back: without the embedding marks around right-to-left runs,
 * and the lam-alef ligature (one glyph on paper) as its letters in visual order.
 */
const asPrinted = (text: string) => text.replace(/[\u202a-\u202e]/g, "").replaceAll("لا", "ال");

for (const [locale, words] of [
  ["es", SPANISH],
  ["ar", ARABIC],
] as const) {
  test.describe(`the main flow in ${locale}`, () => {
    test.use({ locale });
    // Thirteen screens, each checked by axe and at two widths, in one walk.
    test.describe.configure({ timeout: 180_000 });

    test(`sign up, a class, pasted names, the roll, a spin, groups and their print, all in ${locale}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize(SIZES.LAPTOP);
      const screen = screens(page, words);
      const total = words.names.length;
      await page.goto("/auth?mode=signUp");
      const eight = await countIn(page, total);
      const present = words.names.filter((name) => name !== words.absent);

      // Sign up: the browser's language chose the page's.
      const heading = page.getByRole("heading", { name: words.signUp.heading, level: 1 });
      await screen.check("sign-up", () => expect(heading).toBeVisible());
      await page.getByLabel(words.signUp.name, { exact: true }).fill(words.teacher);
      await page.getByLabel(words.signUp.email, { exact: true }).fill(uniqueEmail(locale));
      await page.getByLabel(words.signUp.password, { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: words.signUp.submit, exact: true }).click();

      // Home: the first class, named.
      const welcome = page.getByRole("heading", { level: 1 });
      await expect(welcome).toHaveText(words.welcome(words.teacher));
      await expect(welcome.locator("bdi")).toHaveText(words.teacher);
      const step = (name: string) => page.getByRole("heading", { name, level: 2 });
      await screen.check("home-first-class", async () => {
        await expect(step(words.firstClass)).toBeVisible();
        await expect(page.getByText(words.step(await countIn(page, 1)))).toBeVisible();
      });
      await page.getByLabel(words.classNameLabel).fill(words.className);
      await page.getByRole("button", { name: words.createClass }).click();

      // Add students: the class's name as typed, inside the language's sentence.
      const addHeading = step(words.addStudents(words.className));
      await expect(addHeading).toBeFocused();
      await expect(addHeading.locator("bdi")).toHaveText(words.className);
      await screen.check("home-add-students", async () => {
        await expect(addHeading).toBeVisible();
        await expect(page.getByText(words.step(await countIn(page, 2)))).toBeVisible();
      });

      // The paste dialog: every name in the preview as typed.
      await page.getByRole("button", { name: words.pasteNames }).click();
      const paste = page.getByRole("dialog", { name: words.pasteDialog });
      await paste.getByLabel(words.pasteField).fill(words.names.join("\n"));
      await screen.check("paste-names", async () => {
        await expect(paste.getByRole("status")).toContainText(words.readyToImport(eight));
        for (const name of words.names) {
          await expect(paste.getByRole("cell", { name, exact: true })).toBeVisible();
        }
      });
      await paste.getByRole("button", { name: words.importButton(eight) }).click();
      await expect(paste).toBeHidden();

      // The class is ready.
      const ready = step(words.ready(words.className));
      await expect(ready).toBeFocused();
      await screen.check("home-ready", async () => {
        await expect(ready).toBeVisible();
        await expect(page.getByText(words.studentsIn(eight))).toBeVisible();
        for (const link of [words.spinNow, words.makeGroups, words.seeStudents]) {
          await expect(
            page.getByRole("link", { name: link(words.className), exact: true }),
          ).toBeVisible();
        }
      });
      await page
        .getByRole("link", { name: words.seeStudents(words.className), exact: true })
        .click();

      // Students: every name on its card, as typed.
      await expect(page).toHaveURL(/\/students$/);
      const cardNames = page.getByTestId("student-card").locator("h3 bdi");
      await screen.check("students", async () => {
        await expect(page.getByText(words.inThisClass(eight), { exact: true })).toBeVisible();
        await expect
          .poll(() => cardNames.allTextContents())
          .toEqual(expect.arrayContaining([...words.names]));
        await expect(cardNames).toHaveCount(total);
      });

      // The roll: one student marked absent.
      const rollButton = page.getByRole("button", {
        name: new RegExp(`^${literal(words.rollButton)}`),
      });
      await expect(rollButton).toContainText(words.here(eight, eight));
      await rollButton.click();
      const roll = page.getByRole("dialog", { name: words.rollButton });
      const toggle = (name: string, state: "here" | "absent") =>
        roll.getByRole("button", { name: words.toggle(name, state), exact: true });
      for (const name of words.names) {
        await expect(toggle(name, "here").locator("bdi")).toHaveText(name);
      }
      await toggle(words.absent, "here").click();
      await expect(toggle(words.absent, "absent")).toHaveAttribute("aria-pressed", "true");
      const seven = await countIn(page, total - 1);
      await screen.check("roll", () =>
        expect(roll.getByRole("status")).toHaveText(words.hereOneAbsent(seven, eight)),
      );
      await page.keyboard.press("Escape");
      await expect(roll).toBeHidden();
      await expect(rollButton).toContainText(words.here(seven, eight));

      // The wheel, by the tab bar: the absent student is off it; a spin names a winner.
      await page
        .getByRole("navigation", { name: words.tabs.main })
        .getByRole("link", { name: words.tabs.randomizer, exact: true })
        .click();
      const wheelHeading = page.getByRole("heading", {
        name: words.wheelHeading(words.className),
      });
      const wheel = page.getByRole("img", { name: new RegExp(`^${words.wheelImage}`) });
      // Everyone here today is an entry of the wheel, as typed; the absent student is not.
      const entries = page
        .getByRole("list", { name: new RegExp(`^${literal(words.availableItems)}`) })
        .getByRole("listitem")
        .locator("bdi");
      await screen.check("wheel", async () => {
        await expect
          .poll(async () => (await entries.allTextContents()).sort())
          .toEqual([...present].sort());
        await expect(wheelHeading).toBeVisible();
        await expect(wheel).toBeVisible();
        // The hint before a spin (a phone shows the wheel and the Spin button alone).
        await expect(page.getByText(words.spinHint, { exact: true })).toBeAttached();
      });
      await page.getByRole("button", { name: words.spin, exact: true }).click();
      const winner = page.getByTestId("winner");
      await expect(winner).toContainText(words.selected, { timeout: 15_000 });
      const announcement = page
        .getByRole("status")
        .filter({ hasText: new RegExp(`^${literal(words.announced)}`) });
      await expect(announcement).toHaveCount(1);
      const announced = ((await announcement.textContent()) ?? "")
        .slice(words.announced.length)
        .replace(/^\u2068(.*)\u2069$/, "$1");
      expect(present).toContain(announced);
      await expect(winner.locator("bdi").first()).toHaveText(announced);
      await screen.check("wheel-winner", () => expect(winner).toContainText(announced), winner);

      // Groups, by the phone's Menu: two groups of the students here today.
      await page.setViewportSize(SIZES.PHONE);
      await page.getByRole("button", { name: words.tabs.menu, exact: true }).click();
      const sheet = page.getByRole("dialog", { name: words.tabs.menu });
      await screen.check("menu", () =>
        expect(sheet.getByRole("link", { name: words.tabs.groups, exact: true })).toBeVisible(),
      );
      await page.setViewportSize(SIZES.PHONE);
      await sheet.getByRole("link", { name: words.tabs.groups, exact: true }).click();
      await expect(sheet).toBeHidden();
      await page.setViewportSize(SIZES.LAPTOP);
      await page.getByLabel(words.numberOfGroups).fill(await countIn(page, 2));
      await page.getByRole("button", { name: words.generate, exact: true }).click();
      const cards = page.getByTestId("group-card");
      await expect(cards).toHaveCount(2);
      const members = page.getByTestId("group-member").locator("bdi");
      await screen.check(
        "groups",
        async () => {
          for (const n of [1, 2]) {
            await expect(
              page.getByRole("heading", { name: words.group(await countIn(page, n)), exact: true }),
            ).toBeVisible();
          }
          await expect(members).toHaveCount(present.length);
        },
        cards.first(),
      );
      expect((await members.allTextContents()).sort()).toEqual([...present].sort());
      const byGroup = await Promise.all(
        [0, 1].map((g) =>
          cards.nth(g).getByTestId("group-member").locator("bdi").allTextContents(),
        ),
      );

      // A member's Move to... menu, open.
      const moveTrigger = cards.nth(0).locator("[data-move-trigger]").first();
      await moveTrigger.click();
      const menu = page.getByRole("menu");
      const two = await countIn(page, 2);
      await screen.check(
        "groups-move-menu",
        () => expect(menu.getByRole("menuitem", { name: words.group(two) })).toBeVisible(),
        moveTrigger,
      );
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      // The group sheet to print: its heading and each group's names, in reading order.
      await page.getByRole("button", { name: words.printGroups }).click();
      await expect(page).toHaveURL(/\/print\/groups$/);
      const sheetHeading = page.getByRole("heading", { level: 1 });
      await screen.check("print-groups", async () => {
        await expect(sheetHeading).toHaveText(words.printSheet(words.className));
        await expect(page.getByRole("heading", { level: 2 })).toHaveText([
          words.group(await countIn(page, 1)),
          words.group(await countIn(page, 2)),
        ]);
        await expect(page.getByRole("button", { name: words.print, exact: true })).toBeVisible();
        await expect(page.getByRole("button", { name: words.back, exact: true })).toBeVisible();
      });
      const pdf = await printPdf(page, "css", `main-flow-groups-${words.code}`);
      // Its title first (pdftotext reads the colon between two right-to-left runs apart from
      // them, so the title's words are found one after the other), then the group headings.
      const flat = asPrinted(pdf.flat);
      const headings = [words.group(await countIn(page, 1)), words.group(two)];
      let from = 0;
      for (const part of [words.groupsWord, words.className, ...headings]) {
        const at = flat.indexOf(asPrinted(part), from);
        expect(at, `"${part}" after position ${from} in: ${flat}`).toBeGreaterThanOrEqual(0);
        from = at + part.length;
      }
      // The groups side by side, Group 1 at the inline start, each one's names under it in order.
      const columns = printedColumns(asPrinted(pdf.text), headings.map(asPrinted), words.dir);
      expect(columns.map((column) => column.lines)).toEqual(
        byGroup.map((names) => names.map(asPrinted)),
      );
      const [first, second] = columns;
      if (words.dir === "rtl") expect(first?.start).toBeGreaterThan(second?.end ?? 0);
      else expect(first?.end).toBeLessThan(second?.start ?? 0);
      await page.emulateMedia({ media: "screen" });
    });
  });
}

/** A text as a regular expression's literal. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
