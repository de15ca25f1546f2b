import { createClassViaApi } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { addRuleViaApi, openGroups, runStatus } from "../support/group-helpers";
import { importViaApi } from "../support/roster-helpers";

/**
 * Every run is announced: a screen reader reads a live region again only when its text
 * changes, and Generate or Regenerate of the same class gives the same words each time.
 */
test("Generate, Generate again and Regenerate each change the run's status, so each is read", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Room 9");
  await importViaApi(
    page,
    room.id,
    ["Ann", "Ben", "Cy", "Dee", "Eve"].map((name) => ({
      name,
      number: 1,
      color: "Red",
      element: "Fire",
      shape: "Square",
    })),
  );
  await openGroups(page, room.id, 5);
  const generate = page.getByRole("button", { name: "Generate Groups" });
  const raw = () => runStatus(page).evaluate((status) => status.textContent ?? "");

  await generate.click();
  await expect(runStatus(page)).toHaveText("4 groups made from 5 students.");
  const first = await raw();
  await generate.click();
  await expect.poll(raw).not.toBe(first);
  await expect(runStatus(page)).toHaveText("4 groups made from 5 students.");
  const second = await raw();
  await page.getByRole("button", { name: "Regenerate" }).click();
  await expect.poll(raw).not.toBe(second);
  await expect(runStatus(page)).toHaveText("4 groups made from 5 students.");
});

test("Generate again with a rule that still can't hold shows its alert anew, so it is read again", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Room 10");
  await importViaApi(
    page,
    room.id,
    ["Ann", "Ben", "Cy"].map((name) => ({ name, number: 2, color: "Red" })),
  );
  const ids = (await (await page.request.get(`/api/students/${room.id}`)).json()) as {
    id: string;
  }[];
  await addRuleViaApi(
    page,
    room.id,
    "keep-apart",
    ids.map((s) => s.id),
  );
  await openGroups(page, room.id, 3);
  await page.getByLabel("Number of groups").fill("2");
  const generate = page.getByRole("button", { name: "Generate Groups" });
  const alert = page.getByRole("alert").filter({ hasText: "No groups were made" });
  await generate.click();
  await expect(alert).toContainText("3 students can't be in different groups");
  // Marks the alert shown now: a screen reader reads an alert when it appears, not when the
  // same element is left as it was.
  await alert.evaluate((element) => element.setAttribute("data-seen", ""));
  await generate.click();
  await expect(alert).toHaveCount(1);
  await expect(alert).not.toHaveAttribute("data-seen");
  await expect(alert).toContainText("3 students can't be in different groups");
});
