import { AlertDialog } from "radix-ui";
import { useSyncExternalStore } from "react";
import { Button, buttonClasses } from "./button";
import {
  dialogContentClasses,
  dialogDescriptionClasses,
  dialogOverlayClasses,
  dialogTitleClasses,
} from "./dialog-classes";

export type ConfirmOptions = {
  title: string;
  description?: string;
  /** The confirming button's label (default "Confirm"). */
  confirmLabel?: string;
  /** The cancelling button's label (default "Cancel"). */
  cancelLabel?: string;
  /** Red confirming button, for actions that lose data. */
  destructive?: boolean;
};

type Pending = ConfirmOptions & { id: number; resolve: (ok: boolean) => void };

let pending: Pending | null = null;
let nextId = 1;
/** The element focused when asked; focus goes back to it (there is no trigger to return to). */
let lastReturnTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setPending(next: Pending | null) {
  pending = next;
  for (const listener of listeners) listener();
}

function settle(ok: boolean) {
  const current = pending;
  if (!current) return;
  setPending(null);
  current.resolve(ok);
}

/**
 * Asks in an in-page dialog; resolves true when confirmed, false when cancelled or dismissed
 * (Escape). A new question cancels one still open. Needs `<ConfirmDialogHost />` on the page
 * (the app mounts it once).
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  settle(false);
  const active = typeof document === "undefined" ? null : document.activeElement;
  lastReturnTo = active instanceof HTMLElement ? active : null;
  return new Promise((resolve) => setPending({ ...options, id: nextId++, resolve }));
}

/** `const confirm = useConfirm(); if (await confirm({ title, ... })) ...` */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return confirm;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => pending;

/** The one confirmation dialog of the page (Radix AlertDialog: focus trapped and returned). */
export function ConfirmDialogHost() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <AlertDialog.Root
      open={current !== null}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClasses} />
        <AlertDialog.Content
          className={dialogContentClasses("max-w-md")}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (lastReturnTo?.isConnected) lastReturnTo.focus();
            else document.getElementById("main")?.focus();
            lastReturnTo = null;
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
              {current?.cancelLabel ?? "Cancel"}
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant={current?.destructive ? "destructive" : "default"}
                onClick={(event) => {
                  event.preventDefault();
                  settle(true);
                }}
              >
                {current?.confirmLabel ?? "Confirm"}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
