import type { Browser, Page } from "@playwright/test";
import { classWithStudents, localDay } from "../support/app-helpers";
import {
  expect,
  expectNoAxeViolations,
  INTRO_COMPLETED_KEY,
  PASSWORD,
  test,
  toasts,
  uniqueEmail,
} from "../support/fixtures";

/** A browser of its own, signed out, past the intro tutorial; `viewport` a phone's or not. */
async function ownBrowser(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    reducedMotion: "reduce",
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [{ name: INTRO_COMPLETED_KEY, value: "true" }],
        },
      ],
    },
  });
  return context.newPage();
}

/**
 * A class shared three ways, each person in a browser of their own (docs/decisions/0058,
 * 0059 and 0060): the owner A, a colleague B who co-teaches until A removes them, and a
 * substitute with no account on a phone, until A turns the link off.
 */
test("an owner, a co-teacher and a substitute share one class, each in their own browser", async ({
  page,
  teacher,
  browser,
  baseURL,
}) => {
  test.slow();
  const base = String(baseURL);
  const { room } = await classWithStudents(page, "Year 4", ["Ann", "Ben", "Cy", "Dee"]);
  const other = await classWithStudents(page, "Year 5", ["Eve"]);
  await page.goto("/classes");
  const card = page.getByRole("article", { name: "Year 4" });

  // A invites B by e-mail address; B signs up through the link and accepts.
  await card.getByRole("button", { name: "Share Year 4" }).click();
  const dialog = page.getByRole("dialog", { name: 'Share "Year 4"' });
  const email = uniqueEmail("bea");
  await dialog.getByRole("textbox", { name: "Colleague's e-mail address" }).fill(email);
  await dialog.getByRole("button", { name: "Invite" }).click();
  const invitation = await dialog.getByRole("textbox", { name: "Invitation link" }).inputValue();
  await page.keyboard.press("Escape");

  const b = await ownBrowser(browser, base);
  await b.goto(invitation);
  await b.getByRole("link", { name: "Create an account" }).click();
  await b.getByLabel("Name").fill("Bea Colleague");
  await b.getByLabel("Email").fill(email);
  await b.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await b.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(
    b.getByRole("heading", { name: `${teacher.name} invited you to co-teach "Year 4"` }),
  ).toBeVisible();
  await b.getByRole("button", { name: "Accept" }).click();
  await b.getByRole("link", { name: "Open My Classes" }).click();

  // B adds a student; A sees it.
  const shared = b.getByRole("article", { name: "Year 4" });
  await expect(shared).toContainText(`Shared by ${teacher.name}`);
  await expect(b.getByRole("article", { name: "Year 5" })).toHaveCount(0);
  await shared.getByRole("button", { name: "Open Year 4" }).click();
  await b.getByRole("button", { name: "Add Student" }).click();
  const add = b.getByRole("dialog", { name: "Add New Student" });
  await add.getByLabel("Student Name").fill("Fin");
  await add.getByRole("button", { name: "Add Student" }).click();
  await expect(toasts(b)).toContainText("Student added successfully");
  await page.reload();
  await expect(card).toContainText("5 students");

  // A removes B; B's next click says their access ended.
  await card.getByRole("button", { name: "Share Year 4" }).click();
  await dialog.getByRole("button", { name: "Remove Bea Colleague" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(dialog.getByText("No co-teachers yet: invite a colleague above.")).toBeVisible();
  await b.getByRole("button", { name: "Add Student" }).click();
  await add.getByLabel("Student Name").fill("Too late");
  await add.getByRole("button", { name: "Add Student" }).click();
  await expect(toasts(b)).toContainText("You no longer have access to this class");

  // A makes a substitute link (from today, so the test's substitute can use it now).
  const section = dialog.getByRole("region", { name: "Substitute links" });
  await section.getByLabel("First day").fill(await localDay(page));
  await section.getByRole("button", { name: "Make link" }).click();
  const link = await section.getByRole("textbox", { name: "Substitute link" }).inputValue();
  await page.keyboard.press("Escape");

  // A third browser, no account, a phone: two absent, one spin.
  const sub = await ownBrowser(browser, base, { width: 375, height: 812 });
  await sub.goto(link);
  await expect(sub.getByRole("heading", { level: 1 })).toContainText("Year 4");
  await sub.getByRole("button", { name: "Ann" }).click();
  await sub.getByRole("button", { name: "Ben" }).click();
  await expect(sub.getByText("3 present, 2 absent")).toBeVisible();
  await sub.getByRole("tab", { name: "Wheel" }).click();
  await sub.getByRole("button", { name: "Spin" }).click();
  const winner = sub.getByTestId("winner");
  await expect(winner).toHaveText(/^(Cy|Dee|Fin)$/);
  const picked = (await winner.textContent()) ?? "";
  await expectNoAxeViolations(sub);

  // No Students' edit and no other class, from the link or beside it.
  await expect(sub.getByRole("button", { name: /add|edit|delete|export|import/i })).toHaveCount(0);
  const beside = await sub.context().newPage();
  await beside.goto("/students");
  await expect(beside.getByText("Year 5")).toHaveCount(0);
  await expect(beside.getByText("Eve")).toHaveCount(0);
  const foreign = await sub.request.get(`/api/students/${other.room.id}`);
  expect(foreign.status()).toBe(401);
  await beside.close();

  // The pick is in A's history, marked as the substitute's.
  await page.goto("/randomizer");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  const history = page.getByRole("list", { name: "Selection History" });
  await expect(history.getByRole("listitem").first()).toContainText(picked);
  await expect(history.getByRole("listitem").first()).toContainText("Substitute");

  // A turns the link off; the substitute's next click says so.
  await page.goto("/classes");
  await card.getByRole("button", { name: "Share Year 4" }).click();
  await section.getByRole("button", { name: /^Turn off the link for/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Turn off" }).click();
  await expect(section.getByRole("list", { name: "Substitute links" })).toContainText("Turned off");
  await sub.getByRole("tab", { name: "Roll" }).click();
  await sub.getByRole("button", { name: "Cy" }).click();
  await expect(
    sub.getByRole("heading", { name: "This link was turned off by the class's teacher" }),
  ).toBeVisible();
  await b.context().close();
  await sub.context().close();
});
