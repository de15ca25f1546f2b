import { lazy, type ReactNode, Suspense, useState } from "react";

// The dialog is its own chunk, loaded when first opened: My Classes does not carry it.
const ShareDialog = lazy(() => import("./share-dialog").then((m) => ({ default: m.ShareDialog })));

/**
 * The Share dialog of My Classes: `open(item)` shows it for a class, `dialog` is rendered once
 * by the screen, outside the cards.
 */
export function useShareDialog(): {
  open: (item: { id: string; name: string }) => void;
  dialog: ReactNode;
} {
  const [shown, setShown] = useState<{ id: string; name: string } | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  return {
    open: (item) => {
      setShown({ id: item.id, name: item.name });
      setIsOpen(true);
    },
    dialog: shown ? (
      <Suspense fallback={null}>
        <ShareDialog
          key={shown.id}
          classId={shown.id}
          className={shown.name}
          open={isOpen}
          onOpenChange={setIsOpen}
        />
      </Suspense>
    ) : null,
  };
}
