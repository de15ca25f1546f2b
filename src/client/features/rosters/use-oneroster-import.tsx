import { t } from "@lingui/core/macro";
import { FileArchive } from "lucide-react";
import { lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { Button, type ButtonVariant } from "#src/client/components/ui/button";
import { useWritesOpen } from "#src/client/data/data-context";

// The dialog (and the roster reading it starts) is its own chunk, loaded when first opened, so
// the screens that offer the import do not carry it (docs/decisions/0023).
const OneRosterDialog = lazy(() =>
  import("./oneroster-dialog").then((m) => ({ default: m.OneRosterDialog })),
);

/**
 * "Import from OneRoster": its buttons, and its dialog for the screen to render
 * once, outside whatever an import changes (an empty state it replaces would take the dialog
 * with it). After an import, focus goes to `afterImportFocus` (the opener may be gone); after
 * Cancel, back to the opener. Offline a teacher's data is read-only (docs/product.md#offline): the buttons are
 * disabled; the demo imports into the page and stays open (`useWritesOpen`).
 */
export function useOneRosterImport(options: {
  afterImportFocus: () => HTMLElement | null;
  /** The class the screen shows: the first picked class fills it by default. */
  suggestedTarget?: string | null;
}): { button: (variant?: ButtonVariant) => ReactNode; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const imported = useRef(false);
  const online = useWritesOpen();
  return {
    button: (variant = "outline") => (
      <Button
        variant={variant}
        onClick={() => {
          imported.current = false;
          setOpened(true);
          setOpen(true);
        }}
        disabled={!online}
      >
        <FileArchive aria-hidden="true" />
        {t`Import from OneRoster`}
      </Button>
    ),
    dialog: opened ? (
      <Suspense fallback={null}>
        <OneRosterDialog
          open={open}
          onOpenChange={setOpen}
          suggestedTarget={options.suggestedTarget ?? null}
          onImported={() => {
            imported.current = true;
          }}
          returnFocus={() => (imported.current ? options.afterImportFocus() : null)}
        />
      </Suspense>
    ) : null,
  };
}
