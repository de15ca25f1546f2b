import type { Browser, Page } from "@playwright/test";
import { createClassViaApi, createStudentViaApi, sidewaysOverflow } from "../support/app-helpers";
import { watchRequests } from "../support/demo-helpers";
import {
  expect,
  expectNoAxeViolations,
  INTRO_COMPLETED_KEY,
  PASSWORD,
  test,
  toasts,
  uniqueEmail,
} from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

/** A second teacher's browser, signed out, past the intro tutorial. */
async function colleagueBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
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

/** Makes an account in that browser (signed in afterwards). */
async function signUpThere(other: Page, baseURL: string, prefix: string): Promise<void> {
  const res = await other.request.post("/api/auth/sign-up/email", {
    data: { name: "Cy", email: uniqueEmail(prefix), password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);
}

/** The owner invites an address through the API: answers the link. */
async function inviteViaApi(page: Page, classId: string, email: string): Promise<string> {
  const res = await page.request.post(`/api/classes/${classId}/invitations`, {
    data: { email },
    headers: SAME_ORIGIN,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { link: string }).link;
}

/** docs/decisions/0058-sharing-a-class.md: an owner and a co-teacher, each in their own browser. */
test.describe("sharing a class", () => {
  test("the owner invites a colleague, who signs up through the link and co-teaches until removed", async ({
    page,
    teacher,
    browser,
    baseURL,
  }) => {
    test.slow();
    const room = await createClassViaApi(page, "Co-taught");
    await createStudentViaApi(page, room.id, "Ann");
    await page.goto("/classes");
    const card = page.getByRole("article", { name: "Co-taught" });
    await card.getByRole("button", { name: "Share Co-taught" }).click();
    const dialog = page.getByRole("dialog", { name: 'Share "Co-taught"' });
    await expect(dialog.getByText("No pending invitations.")).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong address is said at once, on the field.
    const field = dialog.getByRole("textbox", { name: "Colleague's e-mail address" });
    await field.fill("not an address");
    await dialog.getByRole("button", { name: "Invite" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Enter a valid e-mail address");

    const colleagueEmail = uniqueEmail("colleague");
    await field.fill(colleagueEmail);
    await dialog.getByRole("button", { name: "Invite" }).click();
    const linkField = dialog.getByRole("textbox", { name: "Invitation link" });
    await expect(linkField).toHaveValue(/\/invitations\/accept#.+/);
    const link = await linkField.inputValue();
    await expect(
      dialog.getByRole("button", { name: `Withdraw the invitation to ${colleagueEmail}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // On a phone the dialog fits without sideways scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await sidewaysOverflow(page)).toBe(0);
    const box = await dialog.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(375);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The colleague opens the link signed out: signs up and comes back to accept.
    const other = await colleagueBrowser(browser, String(baseURL));
    await other.setViewportSize({ width: 375, height: 800 });
    await other.goto(link);
    await expect(
      other.getByRole("heading", { name: "Invitation to co-teach a class" }),
    ).toBeVisible();
    // The token leaves the address bar at once.
    await expect(other).toHaveURL(/\/invitations\/accept$/);
    await expectNoAxeViolations(other);
    expect(await sidewaysOverflow(other)).toBe(0);
    await other.getByRole("link", { name: "Create an account" }).click();
    await other.getByLabel("Name").fill("Bea Colleague");
    await other.getByLabel("Email").fill(colleagueEmail);
    await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await other.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(other).toHaveURL(/\/invitations\/accept$/);
    // Before accepting, the invitation says whose class it is and where it went.
    await expect(
      other.getByRole("heading", { name: `${teacher.name} invited you to co-teach "Co-taught"` }),
    ).toBeVisible();
    await expect(other.getByText(`The invitation went to ${colleagueEmail}`)).toBeVisible();
    await expect(other.getByRole("button", { name: "Not now" })).toBeVisible();
    await expect(other.getByRole("button", { name: "Accept" })).toBeVisible();
    await expectNoAxeViolations(other);
    expect(await sidewaysOverflow(other)).toBe(0);
    await other.getByRole("button", { name: "Accept" }).click();
    await expect(
      other.getByRole("heading", { name: 'You now co-teach "Co-taught"' }),
    ).toBeVisible();
    await other.getByRole("link", { name: "Open My Classes" }).click();

    // The co-teacher's card: who shared it, Leave instead of Delete.
    const shared = other.getByRole("article", { name: "Co-taught" });
    await expect(shared).toContainText(`Shared by ${teacher.name}`);
    await expect(shared.getByRole("button", { name: "Leave Co-taught" })).toBeVisible();
    await expect(shared.getByRole("button", { name: "Delete Co-taught" })).toHaveCount(0);
    // Share shows the co-teacher the class's teachers and its substitute links, never invitations.
    await shared.getByRole("button", { name: "Share Co-taught" }).click();
    const theirs = other.getByRole("dialog", { name: 'Share "Co-taught"' });
    await expect(theirs.getByRole("region", { name: "Substitute links" })).toBeVisible();
    await expect(theirs.getByText(`${teacher.name} (owner)`)).toBeVisible();
    await expect(theirs.getByRole("textbox", { name: "Colleague's e-mail address" })).toHaveCount(
      0,
    );
    await expect(theirs.getByRole("button", { name: "Invite" })).toHaveCount(0);
    await expect(theirs.getByText("Pending invitations")).toHaveCount(0);
    await other.keyboard.press("Escape");
    await expect(theirs).toBeHidden();

    // The co-teacher adds a student; the owner sees it after a reload.
    await shared.getByRole("button", { name: "Open Co-taught" }).click();
    await other.getByRole("button", { name: "Add Student" }).click();
    const add = other.getByRole("dialog", { name: "Add New Student" });
    await add.getByLabel("Student Name").fill("Bea's pupil");
    await add.getByRole("button", { name: "Add Student" }).click();
    await expect(toasts(other)).toContainText("Student added successfully");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(card).toContainText("2 students");

    // The owner sees the co-teacher by name and removes them, after a question.
    await card.getByRole("button", { name: "Share Co-taught" }).click();
    // The answer read again on opening (the invitation used, its colleague a member).
    await expect(dialog.getByText("No pending invitations.")).toBeVisible();
    await expect(dialog.getByText(colleagueEmail)).toBeVisible();
    await dialog.getByRole("button", { name: "Remove Bea Colleague" }).click();
    const question = page.getByRole("alertdialog");
    await expect(question).toContainText("This can't be undone");
    await question.getByRole("button", { name: "Remove" }).click();
    await expect(dialog.getByText("No co-teachers yet: invite a colleague above.")).toBeVisible();

    // The removed co-teacher's next action says their access ended; the class leaves the list.
    await other.getByRole("button", { name: "Add Student" }).click();
    await add.getByLabel("Student Name").fill("Too late");
    await add.getByRole("button", { name: "Add Student" }).click();
    await expect(toasts(other)).toContainText("You no longer have access to this class");
    await other.goto("/classes");
    await expect(other.getByRole("article", { name: "Co-taught" })).toHaveCount(0);
    await other.context().close();
  });

  test("an unknown link says so plainly before anything is tried, with the way home", async ({
    browser,
    baseURL,
  }) => {
    const other = await colleagueBrowser(browser, String(baseURL));
    await other.goto("/invitations/accept#not-a-real-token");
    await signUpThere(other, String(baseURL), "cy");
    await other.reload();
    await expect(
      other.getByRole("heading", { name: "This invitation link no longer works" }),
    ).toBeVisible();
    await expect(other.getByRole("button", { name: "Accept" })).toHaveCount(0);
    await expect(other.getByRole("link", { name: "Go home" })).toBeVisible();
    await expectNoAxeViolations(other);
    await other.context().close();
  });

  test("a used or an expired invitation gets a plain page instead of Accept", async ({
    page,
    teacher,
    browser,
    baseURL,
  }) => {
    const room = await createClassViaApi(page, "Taken");
    const used = await inviteViaApi(page, room.id, uniqueEmail("first"));
    const first = await colleagueBrowser(browser, String(baseURL));
    await signUpThere(first, String(baseURL), "first");
    const accepted = await first.request.post("/api/invitations/accept", {
      data: { token: used.slice(used.indexOf("#") + 1) },
      headers: { origin: String(baseURL) },
    });
    expect(accepted.status()).toBe(200);
    await first.context().close();

    const other = await colleagueBrowser(browser, String(baseURL));
    await other.setViewportSize({ width: 375, height: 800 });
    await signUpThere(other, String(baseURL), "late");
    await other.goto(used);
    await expect(
      other.getByRole("heading", { name: "This invitation was already used" }),
    ).toBeVisible();
    await expect(other.getByText(`ask ${teacher.name} for a new one`)).toBeVisible();
    await expect(other.getByRole("button", { name: "Accept" })).toHaveCount(0);
    await expect(other.getByRole("link", { name: "Open My Classes" })).toBeVisible();
    await expectNoAxeViolations(other);
    expect(await sidewaysOverflow(other)).toBe(0);

    // Past its 14 days (the server's answer, its state changed on the way).
    const old = await inviteViaApi(page, room.id, uniqueEmail("old"));
    await other.route("**/api/invitations/lookup", async (route) => {
      const answer = await route.fetch();
      await route.fulfill({
        response: answer,
        json: { ...(await answer.json()), state: "expired" },
      });
    });
    // Another address (not only another fragment), so the page starts afresh with this link.
    await other.goto("/classes");
    await other.goto(old);
    await expect(other.getByRole("heading", { name: "This invitation expired" })).toBeVisible();
    await expect(
      other.getByText(`Ask ${teacher.name} for a new invitation to "Taken"`),
    ).toBeVisible();
    await expect(other.getByRole("button", { name: "Accept" })).toHaveCount(0);
    await other.getByRole("link", { name: "Go home" }).focus();
    await other.keyboard.press("Enter");
    await expect(other).not.toHaveURL(/invitations/);
    await other.context().close();
  });

  test("the demo's Share dialog makes a pretend link and sends nothing", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/classes");
    await page.getByRole("button", { name: "Share Sample Class" }).click();
    const dialog = page.getByRole("dialog", { name: 'Share "Sample Class"' });
    await expect(dialog).toContainText("This is a demo: inviting makes a pretend link");
    await dialog
      .getByRole("textbox", { name: "Colleague's e-mail address" })
      .fill("friend@school.org");
    await dialog.getByRole("button", { name: "Invite" }).click();
    await expect(dialog.getByRole("textbox", { name: "Invitation link" })).toHaveValue(
      /\/invitations\/accept#demo-/,
    );
    await expect(dialog).toContainText("This is a demo: nothing was sent to friend@school.org");
    await expectNoAxeViolations(page);
    requests.expectNothingSent();
  });
});
