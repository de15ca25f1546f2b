import { t } from "@lingui/core/macro";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ComponentProps, type ReactNode, useLayoutEffect, useRef } from "react";
import { closeOnEscapeFromToast } from "../toast/escape-to-dialog";
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
  /** Where the dialog is drawn, when not the page's body (e.g. an element in full screen). */
  container?: HTMLElement | null;
};

/** Whether a field of the dialog holds typed text (names pasted, a name typed...). */
const holdsText = (dialog: HTMLElement | null) =>
  [...(dialog?.querySelectorAll<HTMLInputElement>("textarea,[type=text]") ?? [])].some((field) =>
    field.value.trim(),
  );

/**
 * A modal dialog holding a form (Radix Dialog): traps focus, closes on Escape, returns focus to
 * the control that opened it, and scrolls inside itself on short screens. A click beside it
 * closes it unless a field holds text: a slip of the mouse does not throw away what was typed.
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
  container,
}: FormDialogProps) {
  // Opened from state rather than a Dialog.Trigger, so remember the opener to return focus to.
  const opener = useRef<Element | null>(null);
  const content = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* The container given: the dialog draws in the render that opens it (Radix's portal
          otherwise waits for an effect of its own and renders the dialog a second time). */}
      <Dialog.Portal
        container={container ?? (typeof document === "undefined" ? undefined : document.body)}
      >
        <ModalOverlay />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={onOpenAutoFocus}
          onPointerDownOutside={(event) => holdsText(content.current) && event.preventDefault()}
          onKeyDown={closeOnEscapeFromToast(() => onOpenChange(false))}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.() ?? opener.current;
            event.preventDefault();
            // The opener may be gone (an empty state the change filled): then the page's main
            // region, as the confirmation dialog does, rather than the page's body.
            if (target instanceof HTMLElement && target.isConnected) target.focus();
            else document.getElementById("main")?.focus();
          }}
          className={dialogContentClasses(wide ? "max-w-3xl p-4 sm:p-6" : "p-4 sm:p-6")}
        >
          <div className="grid gap-1.5 pe-10">
            <Dialog.Title className={dialogTitleClasses}>{title}</Dialog.Title>
            <Dialog.Description className={dialogDescriptionClasses}>
              {description}
            </Dialog.Description>
          </div>
          {children}
          <Dialog.Close
            aria-label={t`Close`}
            className="absolute top-2 end-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
