import { lazy, type ReactNode, Suspense, useState } from "react";
import type { Viewer } from "#src/domain/activity/actor";

// The dialog is its own chunk, loaded when first opened: My Classes does not carry it.
const RecentChangesDialog = lazy(() =>
  import("./recent-changes-dialog").then((m) => ({ default: m.RecentChangesDialog })),
);

type Shown = { id: string; name: string; viewer: Viewer };

/**
 * The Recent changes dialog of a class: `open(item)` shows it, `dialog` is rendered once by the
 * screen, outside the cards.
 */
export function useRecentChangesDialog(): { open: (item: Shown) => void; dialog: ReactNode } {
  const [shown, setShown] = useState<Shown | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  return {
    open: (item) => {
      setShown(item);
      setIsOpen(true);
    },
    dialog: shown ? (
      <Suspense fallback={null}>
        <RecentChangesDialog
          key={shown.id}
          classId={shown.id}
          className={shown.name}
          viewer={shown.viewer}
          open={isOpen}
          onOpenChange={setIsOpen}
        />
      </Suspense>
    ) : null,
  };
}
