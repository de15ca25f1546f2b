import { watchRequests } from "./demo-helpers";
import { expect, test, toasts } from "./fixtures";
import { classCheckbox, exportZip, rosterDialog } from "./oneroster-helpers";

const FOUND_12 = "Found 3 classes and 90 students in oneroster-1.2.zip (OneRoster 1.2).";

test.describe("Import from OneRoster (issue 18.2)", () => {
  test("the demo imports in memory (a dropped zip) with no write request", async ({
    page,
    baseURL,
  }) => {
    const requests = watchRequests(page, baseURL);
    await page.goto("/classes");
    await expect(page.getByRole("heading", { name: "Sample Class" })).toBeVisible();
    await page.getByRole("button", { name: "Import from OneRoster" }).click();
    const dialog = rosterDialog(page);
    const zip = [...exportZip("1.2").buffer];
    const dropped = await page.evaluateHandle((bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], "oneroster-1.2.zip"));
      return data;
    }, zip);
    await dialog.getByTestId("roster-drop-zone").dispatchEvent("drop", { dataTransfer: dropped });
    await expect(dialog.getByRole("status")).toHaveText(FOUND_12);
    await classCheckbox(dialog, "Math 7A").check();
    await dialog.getByRole("button", { name: "Review Import" }).click();
    await dialog.getByRole("button", { name: "Import 1 Class" }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText("1 new class, 30 students added.");
    await expect(page.getByRole("heading", { name: "Math 7A" })).toBeVisible();
    await expect(page.getByText("30 students").first()).toBeVisible();
    requests.expectNothingSent();
  });
});
