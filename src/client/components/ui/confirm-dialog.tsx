import { t } from "@lingui/core/macro";
import { AlertDialog } from "radix-ui";
import { useSyncExternalStore } from "react";
import { closeOnEscapeFromToast } from "../toast/escape-to-dialog";
import { Button, buttonClasses } from "./button";
import {
  confirmSnapshot,
  settleConfirm,
  subscribeConfirm,
  takeReturnTarget,
} from "./confirm-store";
import {
  dialogContentClasses,
  dialogDescriptionClasses,
  dialogTitleClasses,
} from "./dialog-classes";
import { ModalOverlay } from "./modal-overlay";

// Asking lives in ./confirm-store (no dialog code); its names stay exported from here.
export { type ConfirmOptions, confirm, useConfirm } from "./confirm-store";

/** Swallows the next click when it is the second of a double-click; either way, only once. */
function secondClick(event: MouseEvent) {
  document.removeEventListener("click", secondClick, true);
  if (event.detail > 1) {
    event.preventDefault();
    event.stopPropagation();
  }
}

/** The one confirmation dialog of the page (Radix AlertDialog: focus trapped and returned). */
export function ConfirmDialogHost() {
  const current = useSyncExternalStore(subscribeConfirm, confirmSnapshot, confirmSnapshot);
  return (
    <AlertDialog.Root
      open={current !== null}
      onOpenChange={(open) => {
        if (!open) settleConfirm(false);
      }}
    >
      <AlertDialog.Portal>
        <ModalOverlay />
        <AlertDialog.Content
          className={dialogContentClasses("max-w-md")}
          onKeyDown={closeOnEscapeFromToast(() => settleConfirm(false))}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = takeReturnTarget();
            if (target?.isConnected) target.focus();
            else document.getElementById("main")?.focus();
          }}
        >
          <AlertDialog.Title className={dialogTitleClasses}>{current?.title}</AlertDialog.Title>
          {current?.description ? (
            <AlertDialog.Description className={dialogDescriptionClasses}>
              {current.description}
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{current?.title}</AlertDialog.Description>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("outline")}>
              {current?.cancelLabel ?? t`Cancel`}
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant={current?.destructive ? "destructive" : "default"}
                onClick={(event) => {
                  event.preventDefault();
                  settleConfirm(true);
                  // The dialog is gone at once: a double-click's second click would land on
                  // what was under this button (e.g. the card of another class, opening it).
                  if (event.detail === 1) document.addEventListener("click", secondClick, true);
                }}
              >
                {current?.confirmLabel ?? t`Confirm`}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
