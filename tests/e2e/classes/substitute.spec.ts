import type { Browser, Page } from "@playwright/test";
import {
  classWithStudents,
  historyOnServer,
  localDay,
  sidewaysOverflow,
} from "../support/app-helpers";
import { watchRequests } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";

const SHOTS = "/tmp/shots-substitute";

/** The substitute's phone: no account, no storage, a 375 x 812 screen. */
async function substitutePhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    reducedMotion: "reduce",
  });
  return context.newPage();
}

/** docs/decisions/0059-substitute-links.md: the class's teacher makes a link; a substitute uses it. */
test.describe("a substitute link", () => {
  test("the owner makes a link with a PIN; the substitute takes the roll, spins and makes groups until it is turned off", async ({
    page,
    teacher,
    browser,
    baseURL,
  }) => {
    test.slow();
    const { room, ids } = await classWithStudents(page, "Covered", ["Ann", "Ben", "Cy", "Dee"]);
    const today = await localDay(page);
    await page.goto("/classes");
    const card = page.getByRole("article", { name: "Covered" });
    await card.getByRole("button", { name: "Share Covered" }).click();
    const dialog = page.getByRole("dialog", { name: 'Share "Covered"' });
    const section = dialog.getByRole("region", { name: "Substitute links" });
    await expect(section.getByText("No substitute links yet.")).toBeVisible();
    await section.getByLabel("First day").fill(today);
    await section.getByRole("checkbox", { name: "Ask for a PIN" }).check();
    await section.getByLabel("PIN (6 digits)").fill("482913");
    await section.getByRole("button", { name: "Make link" }).click();
    const linkField = section.getByRole("textbox", { name: "Substitute link" });
    await expect(linkField).toHaveValue(/\/substitute#.+/);
    const link = await linkField.inputValue();
    await expect(section).toContainText(
      "Whoever opens this link can take the roll, spin the wheel and make groups in Covered from",
    );
    const made = section.getByRole("list", { name: "Substitute links" }).getByRole("listitem");
    await expect(made).toHaveCount(1);
    await expect(made).toContainText("Active");
    await expect(made).toContainText("PIN");
    await expect(made).toContainText(`Made by ${teacher.name}`);
    await expectNoAxeViolations(page);
    await section.screenshot({ path: `${SHOTS}/share-dialog-section.png` });
    await page.keyboard.press("Escape");

    // The substitute, with no account, on a phone.
    const sub = await substitutePhone(browser, String(baseURL));
    await sub.goto(link);
    await expect(sub.getByRole("heading", { name: "Enter the PIN" })).toBeVisible();
    // The token leaves the address bar at once.
    await expect(sub).toHaveURL(/\/substitute$/);
    await expectNoAxeViolations(sub);
    await sub.screenshot({ path: `${SHOTS}/pin-375.png` });
    const pin = sub.getByLabel("PIN", { exact: true });
    await pin.fill("111111");
    await sub.getByRole("button", { name: "Open the class" }).click();
    await expect(sub.getByRole("alert")).toContainText("That PIN is not right");
    await pin.fill("482913");
    await sub.getByRole("button", { name: "Open the class" }).click();
    await expect(sub.getByRole("heading", { level: 1 })).toContainText(
      "Covered — substitute access until",
    );
    await expect(sub.getByText(`Class of ${teacher.name}`)).toBeVisible();

    // Roll: two absent, saved for the class.
    await sub.getByRole("button", { name: "Ann" }).click();
    await sub.getByRole("button", { name: "Ben" }).click();
    await expect(sub.getByRole("button", { name: "Ann" })).toHaveAttribute("aria-pressed", "true");
    await expect(sub.getByText("2 present, 2 absent")).toBeVisible();
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/attendance/${room.id}?day=${today}`);
        return ((await res.json()).absent_student_ids as string[]).sort();
      })
      .toEqual([ids.Ann, ids.Ben].sort());
    await expectNoAxeViolations(sub);
    expect(await sidewaysOverflow(sub)).toBe(0);
    await sub.screenshot({ path: `${SHOTS}/roll-375.png`, fullPage: true });

    // Wheel: a present student is picked and saved to the class's history.
    await sub.getByRole("tab", { name: "Wheel" }).click();
    await expect(sub.getByText("2 present students on the wheel.")).toBeVisible();
    await sub.getByRole("button", { name: "Spin" }).click();
    const winner = sub.getByTestId("winner");
    await expect(winner).toHaveText(/^(Cy|Dee)$/);
    const picked = (await winner.textContent()) ?? "";
    await expect(sub.getByRole("region", { name: "Picked today" })).toContainText(picked);
    await expectNoAxeViolations(sub);
    expect(await sidewaysOverflow(sub)).toBe(0);
    await sub.screenshot({ path: `${SHOTS}/wheel-375.png`, fullPage: true });

    // Groups: groups of two among the present students; the saved groupings read-only.
    await sub.getByRole("tab", { name: "Groups" }).click();
    await sub.getByLabel("Students per group").fill("2");
    await sub.getByRole("button", { name: "Make groups" }).click();
    await expect(sub.getByRole("heading", { name: "Group 1" })).toBeVisible();
    await expect(sub.getByRole("heading", { name: "Group 2" })).toHaveCount(0);
    await expect(sub.getByText("The class has no saved groupings.")).toBeVisible();
    await expectNoAxeViolations(sub);
    expect(await sidewaysOverflow(sub)).toBe(0);
    await sub.screenshot({ path: `${SHOTS}/groups-375.png`, fullPage: true });

    // No edit or export control anywhere, no link out of the page.
    for (const tab of ["Roll", "Wheel", "Groups"]) {
      await sub.getByRole("tab", { name: tab }).click();
      await expect(
        sub.getByRole("button", {
          name: /add|edit|delete|export|import|remove|clear|save|rename/i,
        }),
      ).toHaveCount(0);
      await expect(sub.getByRole("link")).toHaveCount(0);
    }

    // On a projector.
    await sub.setViewportSize({ width: 1280, height: 800 });
    await sub.getByRole("tab", { name: "Wheel" }).click();
    await sub.screenshot({ path: `${SHOTS}/wheel-1280.png` });
    await sub.getByRole("tab", { name: "Roll" }).click();
    await sub.screenshot({ path: `${SHOTS}/roll-1280.png` });

    // The pick is in the owner's history after a reload.
    const history = await historyOnServer(page, room.id);
    expect(history.map((entry) => entry.student_name)).toContain(picked);
    await page.goto("/randomizer");
    await page.getByLabel("Class", { exact: true }).selectOption(room.id);
    await expect(page.getByRole("region", { name: "Selection History" })).toContainText(picked);

    // The same browser reaches no class of the teacher's: signed out, /classes is the demo.
    const elsewhere = await sub.context().newPage();
    await elsewhere.goto("/classes");
    await expect(elsewhere.getByRole("article", { name: "Covered" })).toHaveCount(0);
    await elsewhere.close();

    // The owner turns the link off, after a question.
    await page.goto("/classes");
    await card.getByRole("button", { name: "Share Covered" }).click();
    await section.getByRole("button", { name: /^Turn off the link for/ }).click();
    const question = page.getByRole("alertdialog");
    await expect(question).toContainText("can't be turned back on");
    await question.getByRole("button", { name: "Turn off" }).click();
    await expect(made).toContainText("Turned off");
    await expect(section.getByRole("button", { name: /^Turn off the link for/ })).toHaveCount(0);

    // The substitute's next click meets the turned-off page at once.
    await sub.getByRole("button", { name: "Cy" }).click();
    await expect(
      sub.getByRole("heading", { name: "This link was turned off by the class's teacher" }),
    ).toBeVisible();
    await expect(sub.getByText("Dee")).toHaveCount(0);
    await expectNoAxeViolations(sub);
    await sub.setViewportSize({ width: 375, height: 812 });
    await sub.screenshot({ path: `${SHOTS}/turned-off-375.png` });
    await sub.context().close();
  });

  test("a link that was not copied whole says so plainly", async ({ browser, baseURL }) => {
    const sub = await substitutePhone(browser, String(baseURL));
    await sub.goto("/substitute#not-a-real-token");
    await expect(
      sub.getByRole("heading", { name: "This link doesn't work — check that it was copied whole" }),
    ).toBeVisible();
    await expectNoAxeViolations(sub);
    await sub.context().close();
  });

  test("the demo's Share dialog makes a substitute link and sends nothing", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/classes");
    await page.getByRole("button", { name: "Share Sample Class" }).click();
    const dialog = page.getByRole("dialog", { name: 'Share "Sample Class"' });
    const section = dialog.getByRole("region", { name: "Substitute links" });
    await section.getByRole("button", { name: "Make link" }).click();
    await expect(section.getByRole("textbox", { name: "Substitute link" })).toHaveValue(
      /\/substitute#demo-/,
    );
    await expect(section).toContainText("This is a demo: nothing was sent");
    await expect(section.getByRole("list", { name: "Substitute links" })).toContainText("Upcoming");
    await expectNoAxeViolations(page);
    requests.expectNothingSent();
  });
});
