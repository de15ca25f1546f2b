import { readFile } from "node:fs/promises";
import type { Browser, Download, Page } from "@playwright/test";
import Papa from "papaparse";
import { defaultGroupingName } from "#src/client/features/groups/saved/default-name";
import {
  createClassViaApi,
  expectFitsAllWidths,
  resizeViewport,
  sidewaysOverflow,
  tabTo,
} from "../support/app-helpers";
import { openTab, watchRequests } from "../support/demo-helpers";
import { expect, expectNoAxeViolations, PASSWORD, test, toasts } from "../support/fixtures";
import { moveByKeyboard } from "../support/group-helpers";
import { importViaApi, type Values } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

// Offline is tested here: the offline shell (service worker) runs, as for a teacher.
test.use({ serviceWorkers: "allow" });

/** Saved groupings on the Groups screen. */

const COLORS = ["Red", "Yellow", "Green", "Purple"];
const ELEMENTS = ["Fire", "Water", "Earth", "Air"];
const SHAPES = ["Square", "Circle", "Triangle", "Diamond"];
const TWELVE: (Values & { name: string })[] = Array.from({ length: 12 }, (_, i) => ({
  name: `Kid ${String(i + 1).padStart(2, "0")}`,
  number: (i % 4) + 1,
  color: COLORS[i % 4] ?? null,
  element: ELEMENTS[(i + 1) % 4] ?? null,
  shape: SHAPES[(i + 2) % 4] ?? null,
}));

/**
 * Save's default name on this local day (the browser runs on this machine's time zone); the
 * unit test of saved-sheet pins its wording.
 */
const nameOn = (at: Date) => defaultGroupingName(at);
const DAY_MS = 24 * 3_600_000;

type SavedOnServer = {
  id: string;
  name: string;
  version: number;
  groups: { student_id: string; name: string }[][];
};

/** The class's saved groupings as stored, newest first, each with its members (0031: the list has none). */
async function groupingsOnServer(page: Page, classId: string): Promise<SavedOnServer[]> {
  const res = await page.request.get(`/api/classes/${classId}/groupings`);
  expect(res.ok(), await res.text()).toBe(true);
  const list = (await res.json()) as { id: string }[];
  return Promise.all(
    list.map(async ({ id }) => {
      const one = await page.request.get(`/api/groupings/${id}`);
      expect(one.ok(), await one.text()).toBe(true);
      return (await one.json()) as SavedOnServer;
    }),
  );
}

async function openGroups(page: Page, classId: string) {
  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(classId);
  await expect(savedSection(page)).toBeVisible();
}

const cards = (page: Page) => page.getByTestId("group-card");
const savedSection = (page: Page) => page.getByRole("region", { name: "Saved groupings" });
const item = (page: Page, name: string) =>
  savedSection(page).getByRole("article", { name, exact: true });
/** A saved grouping's button: Open, Rename, Delete, Print, Present or Export. */
type Verb = "Open" | "Rename" | "Delete" | "Print" | "Present" | "Export";
const action = (page: Page, name: string, verb: Verb) =>
  item(page, name).getByRole("button", { name: new RegExp(`^${verb} `) });
const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true });

async function generate(page: Page) {
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(cards(page).first()).toBeVisible();
}

/** Save with the default name (checked), then the toast; answers the name. */
async function saveDefault(page: Page, expected: string) {
  await saveButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Save groups" });
  await expect(dialog.getByLabel("Name")).toHaveValue(expected);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page)).toContainText("Groups saved");
  await expect(item(page, expected)).toBeVisible();
}

/** A class of TWELVE on the Groups screen with one run saved under today's default name. */
async function classWithSaved(page: Page, className: string) {
  const room = await createClassViaApi(page, className);
  await importViaApi(page, room.id, TWELVE);
  await openGroups(page, room.id);
  await generate(page);
  const name = nameOn(new Date());
  await saveDefault(page, name);
  const [saved] = await groupingsOnServer(page, room.id);
  if (!saved) throw new Error("not saved");
  return { room, name, saved };
}

/** The group cards show exactly this saved grouping (every member in its group). */
async function expectShown(page: Page, saved: SavedOnServer) {
  await expect(cards(page)).toHaveCount(saved.groups.length);
  for (const [g, group] of saved.groups.entries()) {
    for (const member of group) await expect(cards(page).nth(g)).toContainText(member.name);
  }
}

async function csvRows(download: Download): Promise<string[][]> {
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith("\uFEFFGroup,Student,")).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
}

/** The same teacher on another device: a new browser context, signed in. */
async function otherDevice(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(res.status(), await res.text()).toBe(200);
  return context;
}

test.describe("saved groupings", () => {
  // Server round trips, axe passes and a shared two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test("saves on two days, reopens both after a reload, renames and deletes with confirmation", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Period 2");
    await importViaApi(page, room.id, TWELVE);
    await openGroups(page, room.id);
    await expect(savedSection(page)).toContainText(
      "No saved groupings yet. Generate groups and Save them to keep them.",
    );
    const today = new Date();
    const tomorrow = new Date(today.getTime() + DAY_MS);

    await generate(page);
    await saveDefault(page, nameOn(today));
    // Saved and unchanged: Save says why it is off.
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.getByText(`These groups are saved as "${nameOn(today)}".`)).toBeVisible();

    // The next day (the browser's clock): new groups, the default name of that day.
    await page.clock.setSystemTime(tomorrow);
    await generate(page);
    await expect(saveButton(page)).toBeEnabled();
    await saveDefault(page, nameOn(tomorrow));
    const [second, first] = await groupingsOnServer(page, room.id);
    expect([second?.name, first?.name]).toEqual([nameOn(tomorrow), nameOn(today)]);
    await expect(savedSection(page).getByRole("article")).toHaveCount(2);
    // Newest first, with method and counts.
    await expect(savedSection(page).getByRole("article").first()).toContainText(nameOn(tomorrow));
    await expect(item(page, nameOn(today))).toContainText("Completely Random");
    await expect(item(page, nameOn(today))).toContainText("4 groups, 12 students");
    await expectNoAxeViolations(page);

    await page.reload();
    // The tab's code comes from the offline shell's store after a reload: slow on a busy machine.
    await expect(savedSection(page).getByRole("article")).toHaveCount(2, { timeout: 30_000 });
    await action(page, nameOn(today), "Open").click();
    if (first) await expectShown(page, first);
    await expect(saveButton(page)).toBeDisabled();
    await action(page, nameOn(tomorrow), "Open").click();
    if (second) await expectShown(page, second);

    // Rename (If-Match).
    await action(page, nameOn(today), "Rename").click();
    const rename = page.getByRole("dialog", { name: "Rename grouping" });
    await rename.getByLabel("Name").fill("   ");
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(rename.getByRole("alert")).toHaveText("Name is required");
    await rename.getByLabel("Name").fill("Lab partners");
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(rename).toBeHidden();
    await expect(item(page, "Lab partners")).toBeVisible();
    await expect(action(page, "Lab partners", "Rename")).toBeFocused();

    // Renamed elsewhere meanwhile: the rename is refused (409) and the latest name shows.
    const stale = (await groupingsOnServer(page, room.id)).find((g) => g.name === "Lab partners");
    const elsewhere = await page.request.patch(`/api/groupings/${stale?.id}`, {
      headers: { ...SAME_ORIGIN, "if-match": String(stale?.version) },
      data: { name: "Renamed on the tablet" },
    });
    expect(elsewhere.ok(), await elsewhere.text()).toBe(true);
    await action(page, "Lab partners", "Rename").click();
    await rename.getByLabel("Name").fill("Mine");
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(toasts(page)).toContainText("Grouping changed elsewhere");
    await expect(item(page, "Renamed on the tablet")).toBeVisible();
    await expect(item(page, "Mine")).toHaveCount(0);

    // Delete: the confirmation names it; Cancel keeps it.
    const del = () => action(page, "Renamed on the tablet", "Delete");
    await del().click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText('Delete "Renamed on the tablet"?');
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(item(page, "Renamed on the tablet")).toBeVisible();
    await del().click();
    await confirm.getByRole("button", { name: "Delete Grouping" }).click();
    await expect(toasts(page)).toContainText("Grouping deleted");
    await expect(savedSection(page).getByRole("article")).toHaveCount(1);
    expect((await groupingsOnServer(page, room.id)).map((g) => g.name)).toEqual([nameOn(tomorrow)]);
  });

  test("prints, presents and exports a saved grouping; another device sees it; a deleted student stays readable", async ({
    page,
    browser,
    baseURL,
    teacher,
  }) => {
    const { room, name, saved } = await classWithSaved(page, "Period 3");
    const gone = saved.groups[1]?.[0];
    if (!gone) throw new Error("no member");
    const res = await page.request.delete(`/api/students/${gone.student_id}`, {
      headers: SAME_ORIGIN,
    });
    expect(res.status()).toBe(204);

    // Export: Group, Student and the four attributes; the deleted student under their name.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      action(page, name, "Export").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^groups-[a-z]+-\d+-[a-z]+\.csv$/);
    const rows = await csvRows(download);
    expect(rows[0]).toEqual(["Group", "Student", "Number", "Color", "Element", "Shape"]);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual(
      saved.groups.flatMap((g, i) => g.map((m) => [`Group ${i + 1}`, m.name])),
    );
    expect(rows).toHaveLength(13);

    // Present: the groups full screen, the deleted student included.
    await action(page, name, "Present").click();
    const view = page.getByTestId("present-view");
    await expect(view).toBeVisible();
    await expect(view.getByText(gone.name, { exact: true })).toBeVisible();
    await expect(view.getByRole("heading", { name: "Group 4" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(view).toBeHidden();
    await expect(action(page, name, "Present")).toBeFocused();

    // Print: the group sheet titled by the saved name.
    await action(page, name, "Print").click();
    await expect(page).toHaveURL("/print/groups");
    await expect(page.getByRole("heading", { level: 1, name: `Period 3: ${name}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "Group 1",
      "Group 2",
      "Group 3",
      "Group 4",
    ]);
    await expect(page.getByText(gone.name, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Another device of the same teacher: the list and Open, the deleted student by name.
    const other = await otherDevice(browser, baseURL, teacher.email);
    try {
      const tablet = await other.newPage();
      await openGroups(tablet, room.id);
      await expect(item(tablet, name)).toContainText("4 groups, 12 students");
      await action(tablet, name, "Open").click();
      await expectShown(tablet, saved);
      await expect(cards(tablet).nth(1)).toContainText(gone.name);
      // Moved by hand, the sheet is no longer the saved grouping: it says so, in print too.
      const mover = saved.groups[0]?.[0]?.name as string;
      await moveByKeyboard(tablet, mover, 1);
      await expect(tablet.getByRole("heading", { level: 2, name: /^.+: 4 groups$/ })).toHaveText(
        `${name} (changed): 4 groups`,
      );
      await tablet.getByRole("button", { name: "Print Groups", exact: true }).click();
      await expect(
        tablet.getByRole("heading", { level: 1, name: `Period 3: ${name} (changed)` }),
      ).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("offline the list stays readable: Open, Print, Present and Export work; Save, Rename and Delete say why not", async ({
    page,
    context,
    teacher: _,
  }) => {
    const { name, saved } = await classWithSaved(page, "Period 4");
    // Printed once online: the print page's code is then in this page (a fresh page offline
    // has only the tabs' code stored, not the print pages').
    await action(page, name, "Print").click();
    await expect(page.getByRole("heading", { level: 1, name: `Period 4: ${name}` })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await generate(page);
    // The app's pages are stored for offline use once the offline shell is ready.
    await expect(page.locator("html")).toHaveAttribute("data-offline-ready", "true");

    await context.setOffline(true);
    await expect(page.getByText("Offline: changes are paused")).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    const entry = item(page, name);
    await expect(action(page, name, "Rename")).toBeDisabled();
    await expect(action(page, name, "Delete")).toBeDisabled();
    await expect(entry).toContainText("Rename and Delete: not available while offline.");
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      action(page, name, "Export").click(),
    ]);
    expect(await csvRows(download)).toHaveLength(13);
    await action(page, name, "Present").click();
    await expect(page.getByTestId("present-view")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("present-view")).toBeHidden();
    await action(page, name, "Open").click();
    await expectShown(page, saved);
    await action(page, name, "Print").click();
    await expect(page.getByRole("heading", { level: 1, name: `Period 4: ${name}` })).toBeVisible();

    await context.setOffline(false);
  });

  test("the demo saves and opens groupings in memory with no write request", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/groups");
    // The signed-out app finds there is no session first: give its start a little longer.
    await expect(page.getByRole("heading", { name: "Groups", level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByLabel("Class", { exact: true })).toHaveValue("sample");
    await expect(savedSection(page)).toContainText("No saved groupings yet.");
    await generate(page);
    const name = nameOn(new Date());
    await saveDefault(page, name);
    await generate(page);
    await action(page, name, "Open").click();
    await expect(saveButton(page)).toBeDisabled();
    await action(page, name, "Rename").click();
    const rename = page.getByRole("dialog", { name: "Rename grouping" });
    await rename.getByLabel("Name").fill("Demo teams");
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(item(page, "Demo teams")).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      action(page, "Demo teams", "Export").click(),
    ]);
    expect(download.suggestedFilename()).toBe("demo-teams.csv");
    await openTab(page, "Students");
    await openTab(page, "Groups");
    await expect(item(page, "Demo teams")).toBeVisible();
    await expectNoAxeViolations(page);
    requests.expectNothingSent();
  });

  test("fits a phone, works by keyboard and shows the newest 10 until Show all @phone", async ({
    page,
    teacher: _,
  }) => {
    const room = await createClassViaApi(page, "Period 5");
    await importViaApi(page, room.id, TWELVE);
    const ids = await (await page.request.get(`/api/students/${room.id}`)).json();
    const all = (ids as { id: string }[]).map((s) => s.id);
    for (let i = 1; i <= 12; i++) {
      const res = await page.request.post(`/api/classes/${room.id}/groupings`, {
        headers: SAME_ORIGIN,
        data: { name: `Round ${i}`, method: "random", groups: [all.slice(0, 6), all.slice(6)] },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await resizeViewport(page, { width: 375, height: 800 });
    await openGroups(page, room.id);
    await expect(savedSection(page).getByRole("article")).toHaveCount(10);
    await expect(savedSection(page).getByRole("article").first()).toHaveAccessibleName("Round 12");
    expect(await sidewaysOverflow(page)).toBe(0);

    // By keyboard: Show all, then open the oldest.
    await page.getByRole("button", { name: "Open Round 3" }).focus();
    await tabTo(page, "Show all (12)", 8);
    await page.keyboard.press("Enter");
    await expect(savedSection(page).getByRole("article")).toHaveCount(12);
    await expect(item(page, "Round 2").getByRole("button", { name: "Open Round 2" })).toBeFocused();
    await item(page, "Round 1").getByRole("button", { name: "Open Round 1" }).focus();
    await page.keyboard.press("Enter");
    await expect(cards(page)).toHaveCount(2);

    // Save by keyboard after a new run.
    await generate(page);
    await saveButton(page).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Save groups" });
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await page.keyboard.type("Phone save");
    await page.keyboard.press("Enter");
    await expect(item(page, "Phone save")).toBeVisible();
    await expect(saveButton(page)).toBeFocused();

    await expectFitsAllWidths(page, async () => {
      await expect(savedSection(page).getByRole("article")).toHaveCount(13);
    });
    await resizeViewport(page, { width: 375, height: 800 });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page);
  });
});
