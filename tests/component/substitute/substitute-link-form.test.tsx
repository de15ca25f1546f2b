import { expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { SubstituteLinkForm } from "#src/client/features/sharing/substitute-link-form";
import { renderSignedIn } from "../support/signed-in";

const TODAY = "2026-11-28";

function renderForm() {
  const onMake = vi.fn(async () => {});
  const screen = renderSignedIn(<SubstituteLinkForm busy={false} onMake={onMake} today={TODAY} />);
  return { screen, onMake };
}

test("a new link covers tomorrow, in the browser's own date, unless changed", async () => {
  const { onMake } = renderForm();
  await expect.element(page.getByLabelText("First day")).toHaveValue("2026-11-29");
  await expect.element(page.getByLabelText("Last day")).toHaveValue("2026-11-29");
  // The last day can't be picked beyond 14 days, nor before the first.
  await expect.element(page.getByLabelText("Last day")).toHaveAttribute("max", "2026-12-12");
  await expect.element(page.getByLabelText("First day")).toHaveAttribute("min", TODAY);
  await page.getByRole("button", { name: "Make link" }).click();
  expect(onMake).toHaveBeenCalledWith({
    starts_on: "2026-11-29",
    ends_on: "2026-11-29",
    pin: null,
  });
});

test("more than 14 days is said at once and never asked for", async () => {
  const { onMake } = renderForm();
  await userEvent.fill(page.getByLabelText("Last day"), "2026-12-13");
  await expect
    .element(page.getByText(/at most 14 days: choose a last day no later than/))
    .toBeVisible();
  await expect.element(page.getByLabelText("Last day")).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Make link" }).click();
  await expect.element(page.getByRole("alert")).toHaveTextContent(/at most 14 days/);
  expect(onMake).not.toHaveBeenCalled();
  // Exactly 14 days, first and last included, is fine.
  await userEvent.fill(page.getByLabelText("Last day"), "2026-12-12");
  await page.getByRole("button", { name: "Make link" }).click();
  expect(onMake).toHaveBeenCalledWith({
    starts_on: "2026-11-29",
    ends_on: "2026-12-12",
    pin: null,
  });
});

test("a last day before the first, or a first day in the past, is refused", async () => {
  const { onMake } = renderForm();
  await userEvent.fill(page.getByLabelText("First day"), "2026-12-03");
  // The last day follows a first day moved past it.
  await expect.element(page.getByLabelText("Last day")).toHaveValue("2026-12-03");
  await userEvent.fill(page.getByLabelText("Last day"), "2026-12-01");
  await page.getByRole("button", { name: "Make link" }).click();
  await expect
    .element(page.getByRole("alert"))
    .toHaveTextContent("The last day can't be before the first day.");
  await userEvent.fill(page.getByLabelText("First day"), "2026-11-27");
  await userEvent.fill(page.getByLabelText("Last day"), "2026-11-28");
  await page.getByRole("button", { name: "Make link" }).click();
  await expect
    .element(page.getByRole("alert"))
    .toHaveTextContent("The first day can't be in the past.");
  expect(onMake).not.toHaveBeenCalled();
});

test("Ask for a PIN shows a numeric field that takes exactly 6 digits", async () => {
  const { onMake } = renderForm();
  await expect.element(page.getByLabelText("PIN (6 digits)")).not.toBeInTheDocument();
  await page.getByRole("checkbox", { name: "Ask for a PIN" }).click();
  const pin = page.getByLabelText("PIN (6 digits)");
  await expect.element(pin).toHaveAttribute("inputmode", "numeric");
  for (const wrong of ["", "12345", "12a456"]) {
    await userEvent.fill(pin, wrong);
    await page.getByRole("button", { name: "Make link" }).click();
    await expect
      .element(page.getByRole("alert"))
      .toHaveTextContent("The PIN must be exactly 6 digits, such as 482913.");
    await expect.element(pin).toHaveFocus();
  }
  expect(onMake).not.toHaveBeenCalled();
  await userEvent.fill(pin, "482913");
  await page.getByRole("button", { name: "Make link" }).click();
  expect(onMake).toHaveBeenCalledWith({
    starts_on: "2026-11-29",
    ends_on: "2026-11-29",
    pin: "482913",
  });
});

test("the server's refusal is said under the form", async () => {
  const onMake = vi.fn(async () => {
    throw new Error("This class already has 20 open substitute links. Turn one off first.");
  });
  renderSignedIn(<SubstituteLinkForm busy={false} onMake={onMake} today={TODAY} />);
  await page.getByRole("button", { name: "Make link" }).click();
  await expect.element(page.getByRole("alert")).toHaveTextContent(/20 open substitute links/);
});
