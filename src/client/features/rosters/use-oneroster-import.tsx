import { FileArchive } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Button, type ButtonVariant } from "../../components/ui/button";
import { useIsOnline } from "../../lib/online-status";
import { OneRosterDialog } from "./oneroster-dialog";

/**
 * "Import from OneRoster" (issue 18.2): its buttons, and its dialog for the screen to render
 * once, outside whatever an import changes (an empty state it replaces would take the dialog
 * with it). After an import, focus goes to `afterImportFocus` (the opener may be gone); after
 * Cancel, back to the opener. Offline the app is read-only (D13): the buttons are disabled.
 */
export function useOneRosterImport(options: {
  afterImportFocus: () => HTMLElement | null;
  /** The class the screen shows: the first picked class fills it by default. */
  suggestedTarget?: string | null;
}): { button: (variant?: ButtonVariant) => ReactNode; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const imported = useRef(false);
  const online = useIsOnline();
  return {
    button: (variant = "outline") => (
      <Button
        variant={variant}
        onClick={() => {
          imported.current = false;
          setOpen(true);
        }}
        disabled={!online}
      >
        <FileArchive aria-hidden="true" />
        Import from OneRoster
      </Button>
    ),
    dialog: (
      <OneRosterDialog
        open={open}
        onOpenChange={setOpen}
        suggestedTarget={options.suggestedTarget ?? null}
        onImported={() => {
          imported.current = true;
        }}
        returnFocus={() => (imported.current ? options.afterImportFocus() : null)}
      />
    ),
  };
}
