import type { Browser, Page } from "@playwright/test";
import { createClassViaApi, createStudentViaApi, sidewaysOverflow } from "../support/app-helpers";
import { openTab, watchRequests } from "../support/demo-helpers";
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

/** Where the dialog's screenshots go (looked at by a person, not compared). */
const SHOTS = "/tmp/shots-activity";

/** A colleague, signed up in a browser of their own, made a co-teacher of the owner's class. */
async function coTeacher(browser: Browser, baseURL: string, owner: Page, classId: string) {
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
  const page = await context.newPage();
  const email = uniqueEmail("okafor");
  const signedUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Mr Okafor", email, password: PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(signedUp.status()).toBe(200);
  const invited = await owner.request.post(`/api/classes/${classId}/invitations`, {
    data: { email },
    headers: SAME_ORIGIN,
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link: string = (await invited.json()).link;
  const accepted = await page.request.post("/api/invitations/accept", {
    data: { token: link.slice(link.indexOf("#") + 1) },
    headers: SAME_ORIGIN,
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return page;
}

/** docs/decisions/0060-who-did-what.md: a shared class's recent changes say who did what. */
test.describe("recent changes of a shared class", () => {
  test("the owner sees what the co-teacher did, by name, in a dialog reached by keyboard", async ({
    page,
    teacher,
    browser,
    baseURL,
  }) => {
    test.slow();
    const room = await createClassViaApi(page, "Period 3");
    await createStudentViaApi(page, room.id, "Ann");
    const other = await coTeacher(browser, String(baseURL), page, room.id);

    // The co-teacher adds a student on the Students tab and spins the wheel.
    await other.emulateMedia({ reducedMotion: "reduce" });
    await other.goto("/classes");
    const shared = other.getByRole("article", { name: "Period 3" });
    await shared.getByRole("button", { name: "Open Period 3" }).click();
    await other.getByRole("button", { name: "Add Student" }).click();
    const add = other.getByRole("dialog", { name: "Add New Student" });
    await add.getByLabel("Student Name").fill("Zed");
    await add.getByRole("button", { name: "Add Student" }).click();
    await expect(toasts(other)).toContainText("Student added successfully");
    await other.goto("/randomizer");
    await other.getByLabel("Class", { exact: true }).selectOption(room.id);
    await other.getByRole("button", { name: "Spin", exact: true }).click();
    await expect(other.getByTestId("winner")).toBeVisible({ timeout: 15_000 });

    // The owner opens Recent changes from the class's card, by keyboard.
    await page.goto("/classes");
    const card = page.getByRole("article", { name: "Period 3" });
    const opener = card.getByRole("button", { name: "Recent changes in Period 3" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: 'Recent changes in "Period 3"' });
    await expect(dialog).toBeVisible();
    const list = dialog.getByRole("list", { name: "Recent changes" });
    await expect(
      list.getByRole("listitem").filter({ hasText: "Mr Okafor added Zed" }),
    ).toContainText("Co-teacher");
    await expect(list.getByText("Mr Okafor joined the class")).toBeVisible();
    await expect(list.getByText("You added Ann")).toBeVisible();
    // Newest first: the co-teacher's student comes before the owner's.
    const texts = await list.getByRole("listitem").allTextContents();
    const zed = texts.findIndex((x) => x.includes("added Zed"));
    const ann = texts.findIndex((x) => x.includes("added Ann"));
    expect(zed).toBeGreaterThanOrEqual(0);
    expect(zed).toBeLessThan(ann);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/recent-changes-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await sidewaysOverflow(page)).toBe(0);
    expect((await dialog.boundingBox())?.width ?? 999).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/recent-changes-375.png` });
    await expectNoAxeViolations(page);

    // Escape closes it and gives focus back to its button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The co-teacher reads the same list, their own changes as "You".
    await other.goto("/classes");
    await other
      .getByRole("article", { name: "Period 3" })
      .getByRole("button", { name: "Recent changes in Period 3" })
      .click();
    const theirs = other.getByRole("dialog", { name: 'Recent changes in "Period 3"' });
    await expect(theirs.getByText("You added Zed")).toBeVisible();
    await expect(theirs.getByText(`${teacher.name} added Ann`)).toBeVisible();
    await other.context().close();
  });

  test("the owner's history names the co-teacher who picked", async ({
    page,
    teacher: _,
    browser,
    baseURL,
  }) => {
    const room = await createClassViaApi(page, "Period 4");
    await createStudentViaApi(page, room.id, "Ann");
    const other = await coTeacher(browser, String(baseURL), page, room.id);
    const picked = await other.request.post("/api/selection-history", {
      data: { class_id: room.id, student_id: (await createStudentViaApi(page, room.id, "Bo")).id },
      headers: SAME_ORIGIN,
    });
    expect(picked.status()).toBe(201);
    await page.goto("/randomizer");
    await page.getByLabel("Class", { exact: true }).selectOption(room.id);
    const history = page.getByRole("list", { name: "Selection History" });
    await expect(history.getByRole("listitem").first()).toContainText("by Mr Okafor");
    await other.context().close();
  });

  test("the demo lists its own changes and sends nothing", async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/classes");
    const card = page.getByRole("article", { name: "Sample Class" });
    await card.getByRole("button", { name: "Recent changes in Sample Class" }).click();
    const dialog = page.getByRole("dialog", { name: 'Recent changes in "Sample Class"' });
    await expect(dialog.getByText("No changes yet")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await openTab(page, "Randomizer");
    await page.getByRole("button", { name: "Spin", exact: true }).click();
    await expect(page.getByTestId("winner")).toBeVisible({ timeout: 15_000 });
    await openTab(page, "My Classes");
    await card.getByRole("button", { name: "Recent changes in Sample Class" }).click();
    await expect(dialog.getByText("You picked 1 student")).toBeVisible();
    await expect(dialog.getByText("Owner")).toBeVisible();
    await expectNoAxeViolations(page);
    requests.expectNothingSent();
  });
});
