import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "#src/client/components/toast/toast-store";
import { PRINT_FAILED, printPage } from "#src/client/features/print/print-action";

afterEach(() => {
  for (const t of toastStore.getSnapshot()) toastStore.dismiss(t.id);
  vi.useRealTimers();
});

describe("printing", () => {
  it("opens the print dialog and shows no message", () => {
    const print = vi.fn();
    expect(printPage({ print })).toBe(true);
    expect(print).toHaveBeenCalledOnce();
    expect(toastStore.getSnapshot().filter((t) => t.open)).toEqual([]);
  });

  it("shows the print failure message as a destructive toast when printing fails", () => {
    const print = vi.fn(() => {
      throw new Error("blocked");
    });
    expect(printPage({ print })).toBe(false);
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      title: i18n._(PRINT_FAILED),
      variant: "destructive",
      open: true,
    });
    expect(i18n._(PRINT_FAILED)).toBe("There was an issue with printing. Please try again.");
  });

  it("treats a browser without printing as a failure", () => {
    expect(printPage({})).toBe(false);
    expect(printPage(undefined)).toBe(false);
  });
});
