import { createClassViaApi } from "../support/app-helpers";
import { expect, test } from "../support/fixtures";
import { openStudents } from "../support/roster-helpers";

// A click beside a form dialog closes it (dialog-restyle.spec.ts), unless a field holds text:
// a slip of the mouse, or a tap beside the dialog on a phone, does not throw away what was
// typed or pasted. Escape, Cancel and the Close button still close it.
test("a click beside a dialog that holds typed text keeps the dialog and the text", async ({
  page,
  teacher: _,
}) => {
  const room = await createClassViaApi(page, "Beside Year");
  await page.setViewportSize({ width: 1280, height: 720 });
  await openStudents(page, room.id);

  await page.getByRole("button", { name: "Paste Names" }).click();
  const paste = page.getByRole("dialog", { name: "Paste Student Names" });
  const names = paste.getByLabel("Names or spreadsheet rows");
  await names.fill("Ada Lovelace\nAlan Turing\nGrace Hopper");
  await page.mouse.click(40, 600);
  await expect(paste.getByRole("button", { name: "Import 3 Students" })).toBeVisible();
  await expect(names).toHaveValue("Ada Lovelace\nAlan Turing\nGrace Hopper");
  await expect(names).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(paste).toBeHidden();

  const opener = page.getByRole("button", { name: "Add Student", exact: true });
  await opener.click();
  const add = page.getByRole("dialog", { name: "Add New Student" });
  await add.getByLabel("Student Name").fill("Katherine Johnson");
  await page.mouse.click(40, 600);
  await expect(add.getByLabel("Student Name")).toHaveValue("Katherine Johnson");
  // Emptied again, the same click closes it, as it closes an untouched dialog.
  await add.getByLabel("Student Name").fill("");
  await page.mouse.click(40, 600);
  await expect(add).toBeHidden();
  await expect(opener).toBeFocused();
});
