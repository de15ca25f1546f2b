import { msg, t } from "@lingui/core/macro";
import { toast } from "#src/client/components/toast/toast-store";

/** The print failure message (docs/product.md#messages) (shown as a destructive toast). */
export const PRINT_FAILED = msg`There was an issue with printing. Please try again.`;

/**
 * Opens the browser's print dialog for the current page (docs/product.md#print: print views are pages, so no
 * pop-up is opened and the pop-up message never applies). A failure, such as a browser
 * without printing, shows the print failure message.
 */
export function printPage(target: { print?: () => void } | undefined = globalThis.window): boolean {
  try {
    if (typeof target?.print !== "function") throw new Error("Printing is not available");
    target.print();
    return true;
  } catch {
    toast({ title: t(PRINT_FAILED), variant: "destructive" });
    return false;
  }
}
