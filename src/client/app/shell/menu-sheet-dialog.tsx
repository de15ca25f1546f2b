import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Logo } from "#src/client/components/logo";
import { closeOnEscapeFromToast } from "#src/client/components/toast/escape-to-dialog";
import { Button } from "#src/client/components/ui/button";
import { dialogOverlayClasses } from "#src/client/components/ui/dialog-classes";
import { TabLinks } from "./tab-links";

/** The "Menu" side sheet itself (Radix Dialog), loaded the first time the menu is opened. */
export function MenuSheetDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focuses the button that opened the sheet (it is no Radix trigger: the sheet loads later). */
  returnFocus: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={closeOnEscapeFromToast(() => onOpenChange(false))}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 start-0 z-[51] flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto border-e border-border bg-card p-4 text-card-foreground shadow-soft focus:outline-none motion-safe:data-[state=open]:animate-sheet-in"
        >
          <div className="flex items-center justify-between gap-2">
            <Dialog.Title className="text-xl font-semibold tracking-tight">
              <Trans>Menu</Trans>
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t`Close menu`}>
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Logo />
          <nav aria-label={t({ message: "Main", context: "navigation" })}>
            <TabLinks orientation="vertical" onNavigate={() => onOpenChange(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
