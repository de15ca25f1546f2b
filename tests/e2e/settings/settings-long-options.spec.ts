import { createClassViaApi, sidewaysOverflow } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { importViaApi } from "../support/roster-helpers";
import { SAME_ORIGIN } from "../support/same-origin";

/**
 * docs/product.md#attributes allows options of up to 40 characters and a description of 200; a teacher may type one
 * long word (a school house's name, a link). The design's phone width is 320 px: the Settings
 * card, the printed reference and the Groups balance charts wrap or cut them, never scroll
 * sideways.
 */
const OPTIONS = Array.from(
  { length: 4 },
  (_, i) => `${i + 1}Ravenclawhufflepuffgryffindorslytherin`,
);

test("40-character options and a long unbroken description fit 320 px on Settings, the reference and Groups", async ({
  page,
  teacher: _,
}) => {
  const setting = await page.request.post("/api/teacher-settings", {
    headers: SAME_ORIGIN,
    data: {
      attribute_name: "color",
      display_name: "House",
      description: `https://example.org/${"houses".repeat(30)}`,
      options: OPTIONS,
      show_to_students: true,
    },
  });
  expect(setting.status(), await setting.text()).toBe(201);
  const room = await createClassViaApi(page, "Houses");
  await importViaApi(
    page,
    room.id,
    ["Ann", "Ben", "Cy", "Dee"].map((name, i) => ({ name, number: 1, color: OPTIONS[i] })),
  );
  await page.setViewportSize({ width: 320, height: 640 });

  await page.goto("/settings");
  const house = page.getByRole("main").getByRole("region", { name: "House", exact: true });
  await expect(house.getByRole("list", { name: "House options" })).toContainText(OPTIONS[3] ?? "");
  expect(await sidewaysOverflow(page)).toBe(0);

  await page.goto("/print/reference");
  await expect(page.getByRole("list", { name: "House options" })).toContainText(OPTIONS[3] ?? "");
  expect(await sidewaysOverflow(page)).toBe(0);

  await page.goto("/groups");
  await page.getByLabel("Class", { exact: true }).selectOption(room.id);
  await page.getByRole("button", { name: "Generate Groups" }).click();
  await expect(page.getByText(`${OPTIONS[3]} (1)`)).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
});
