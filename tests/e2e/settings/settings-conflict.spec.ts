import type { Page } from "@playwright/test";
import type { SettingDto } from "#src/domain/schemas/settings";
import { expect, expectNoAxeViolations, test, toasts } from "../support/fixtures";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * Concurrent edits (docs/decisions/0011) on the Settings screen: an attribute changed somewhere else (another tab, another
 * device) while its editor is open is never silently overwritten. The other change is made
 * through the API from the version the editor loaded (If-Match), then the editor's save is
 * refused and offers Reload / Keep my changes, as the student dialog and the class form do.
 */

const COLORS = ["Red", "Yellow", "Green", "Purple"];

/** The color attribute's card, under whichever display name is stored now. */
const colorCard = (page: Page, ...names: string[]) =>
  page
    .getByRole("main")
    .getByRole("region", { name: new RegExp(`^(${names.join("|")})$`) })
    .first();

async function saveColorViaApi(page: Page, displayName: string): Promise<SettingDto> {
  const res = await page.request.post("/api/teacher-settings", {
    headers: SAME_ORIGIN,
    data: { attribute_name: "color", display_name: displayName, options: COLORS },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as SettingDto;
}

async function colorOnServer(page: Page, userId: string): Promise<SettingDto | undefined> {
  const res = await page.request.get(`/api/teacher-settings/${userId}`);
  expect(res.status()).toBe(200);
  const settings = (await res.json()) as SettingDto[];
  return settings.find((s) => s.attribute_name === "color");
}

/** The change made elsewhere: a rename of the attribute and of its first option. */
async function changeElsewhere(page: Page, setting: SettingDto) {
  const res = await page.request.put(`/api/teacher-settings/${setting.id}`, {
    headers: { ...SAME_ORIGIN, "If-Match": `"${setting.version}"` },
    data: {
      attribute_name: "color",
      display_name: "House",
      description: "Set elsewhere",
      options: ["Scarlet", "Yellow", "Green", "Purple"],
      show_to_students: false,
      renames: [{ from: "Red", to: "Scarlet" }],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(res.headers().etag).toBe(`"${setting.version + 1}"`);
}

test.describe("concurrent edits of a setting", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the attribute editor offers to reload instead of overwriting a change made elsewhere", async ({
    page,
    teacher: _,
  }) => {
    const loaded = await saveColorViaApi(page, "Team Colour");
    await page.goto("/settings");
    const card = colorCard(page, "Team Colour", "House");
    await card.getByRole("button", { name: "Edit Team Colour" }).click();
    await expect(card.getByLabel("Display name")).toHaveValue("Team Colour");

    // Meanwhile, somewhere else: the same setting changes, from the version the editor loaded.
    await changeElsewhere(page, loaded);

    await card.getByLabel("Display name").fill("Mine");
    await card.getByRole("textbox", { name: "Option 2" }).fill("Gold");
    await card.getByRole("button", { name: "Save" }).click();

    const alert = card.getByRole("alert");
    await expect(alert).toContainText("This setting was changed somewhere else.");
    await expect(alert).toBeFocused();
    // The teacher's input is kept, and the other change is still what is stored.
    await expect(card.getByLabel("Display name")).toHaveValue("Mine");
    await expect(card.getByRole("textbox", { name: "Option 2" })).toHaveValue("Gold");
    expect(await colorOnServer(page, loaded.user_id)).toMatchObject({
      display_name: "House",
      description: "Set elsewhere",
      options: ["Scarlet", "Yellow", "Green", "Purple"],
      show_to_students: false,
      version: 2,
    });
    await expect(toasts(page)).not.toContainText("Settings updated successfully");
    await expectNoAxeViolations(page);

    // Keyboard: Tab reaches Reload, Enter loads the stored setting into the editor.
    await page.keyboard.press("Tab");
    await expect(alert.getByRole("button", { name: "Reload" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(card.getByRole("alert")).toHaveCount(0);
    await expect(card.getByLabel("Display name")).toHaveValue("House");
    await expect(card.getByLabel("Display name")).toBeFocused();
    await expect(card.getByLabel("Description (optional)")).toHaveValue("Set elsewhere");
    for (const [index, label] of ["Scarlet", "Yellow", "Green", "Purple"].entries()) {
      await expect(card.getByRole("textbox", { name: `Option ${index + 1}` })).toHaveValue(label);
    }
    await expect(card.getByRole("switch", { name: "Show to students" })).not.toBeChecked();

    // Saving from the reloaded version works, and renames from the stored labels.
    await card.getByRole("textbox", { name: "Option 2" }).fill("Gold");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Settings updated successfully");
    const house = colorCard(page, "House");
    await expect(house.getByRole("list", { name: "House options" })).toHaveText(
      /Scarlet.*Gold.*Green.*Purple/,
    );
    await expect(house).toContainText("Hidden from students");
    expect(await colorOnServer(page, loaded.user_id)).toMatchObject({
      display_name: "House",
      options: ["Scarlet", "Gold", "Green", "Purple"],
      version: 3,
    });
    await expectNoAxeViolations(page);
  });

  test("keeping one's changes after a conflict saves them over the other change, knowingly", async ({
    page,
    teacher: _,
  }) => {
    const loaded = await saveColorViaApi(page, "Team Colour");
    await page.goto("/settings");
    const card = colorCard(page, "Team Colour", "House");
    await card.getByRole("button", { name: "Edit Team Colour" }).click();
    await changeElsewhere(page, loaded);
    await card.getByLabel("Display name").fill("Mine");
    await card.getByRole("button", { name: "Save" }).click();
    const alert = card.getByRole("alert");
    await expect(alert).toBeVisible();
    expect(await colorOnServer(page, loaded.user_id)).toMatchObject({
      display_name: "House",
      version: 2,
    });
    await alert.getByRole("button", { name: "Keep my changes" }).click();
    await expect(card.getByRole("alert")).toHaveCount(0);
    await expect(card.getByLabel("Display name")).toHaveValue("Mine");
    await expect(card.getByLabel("Display name")).toBeFocused();
    // The other change renamed Red to Scarlet; this draft still has Red, so the save will
    // remove Scarlet, and the teacher is told so before saving.
    const save = card.getByRole("button", { name: "Save" });
    const dropped =
      "Saving your version removes the option Scarlet. Students who have it will lose that value.";
    await expect(card.getByText(dropped)).toBeVisible();
    await expect(save).toHaveAccessibleDescription(dropped);
    await expectNoAxeViolations(page);
    await save.click();
    await expect(toasts(page)).toContainText("Settings updated successfully");
    await expect(colorCard(page, "Mine")).toBeVisible();
    expect(await colorOnServer(page, loaded.user_id)).toMatchObject({
      display_name: "Mine",
      options: COLORS,
      show_to_students: true,
      version: 3,
    });
  });

  test("an attribute first saved elsewhere while its defaults are edited is a conflict too", async ({
    page,
    teacher: _,
  }) => {
    await page.goto("/settings");
    const card = colorCard(page, "Color", "Team Colour");
    await card.getByRole("button", { name: "Edit Color" }).click();
    await expect(card.getByLabel("Display name")).toHaveValue("Color");
    const made = await saveColorViaApi(page, "Team Colour");

    await card.getByLabel("Display name").fill("Mine");
    await card.getByRole("button", { name: "Save" }).click();
    const alert = card.getByRole("alert");
    await expect(alert).toContainText("This setting was changed somewhere else.");
    expect(await colorOnServer(page, made.user_id)).toMatchObject({
      display_name: "Team Colour",
      version: 1,
    });
    await alert.getByRole("button", { name: "Reload" }).click();
    await expect(card.getByLabel("Display name")).toHaveValue("Team Colour");
    await card.getByLabel("Display name").fill("Team Color");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(toasts(page)).toContainText("Settings updated successfully");
    expect(await colorOnServer(page, made.user_id)).toMatchObject({
      display_name: "Team Color",
      version: 2,
    });
  });
});
