import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ComponentProps, type ReactNode, useLayoutEffect, useRef } from "react";
import {
  dialogContentClasses,
  dialogDescriptionClasses,
  dialogTitleClasses,
} from "./dialog-classes";
import { ModalOverlay } from "./modal-overlay";

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  /** Wider content (tables). */
  wide?: boolean;
  /** Where focus goes when the dialog opens (defaults to the first focusable control). */
  onOpenAutoFocus?: ComponentProps<typeof Dialog.Content>["onOpenAutoFocus"];
  /**
   * Where focus goes when it closes, when not back to the control that opened it (e.g. after a
   * change that removed that control); null: the opener.
   */
  returnFocus?: () => HTMLElement | null;
};

/**
 * A modal dialog holding a form (Radix Dialog): traps focus, closes on Escape, returns focus to
 * the control that opened it, and scrolls inside itself on short screens.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
  onOpenAutoFocus,
  returnFocus,
}: FormDialogProps) {
  // Opened from state rather than a Dialog.Trigger, so remember the opener to return focus to.
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ModalOverlay />
        <Dialog.Content
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.() ?? opener.current;
            if (target instanceof HTMLElement && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={dialogContentClasses(wide ? "max-w-3xl p-4 sm:p-6" : "p-4 sm:p-6")}
        >
          <div className="grid gap-1.5 pr-10">
            <Dialog.Title className={dialogTitleClasses}>{title}</Dialog.Title>
            <Dialog.Description className={dialogDescriptionClasses}>
              {description}
            </Dialog.Description>
          </div>
          {children}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
