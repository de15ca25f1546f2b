import { Keyboard } from "lucide-react";
import { Button } from "#src/client/components/ui/button";
import { FormDialog } from "#src/client/components/ui/form-dialog";

/** The Randomizer's keyboard shortcuts, as useKeyShortcuts handles them (docs/product.md#wheel). */
export const WHEEL_SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: "Space", does: "Spin the wheel" },
  { keys: "Click the wheel", does: "Spin the wheel" },
  { keys: "U", does: "Undo the last pick" },
  { keys: "F", does: "Full screen on or off" },
  { keys: "?", does: "Show these shortcuts" },
  { keys: "G", does: "Generate Groups (on the Groups tab)" },
];

/** "Keyboard shortcuts": a small button and its dialog of what each key does (also opened by `?`). */
export function ShortcutsButton({
  open,
  onOpenChange,
  container,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The full-screen wheel, when it is: the dialog shows inside it. */
  container?: HTMLElement | null;
}) {
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts (?)"
        aria-haspopup="dialog"
        onClick={() => onOpenChange(true)}
      >
        <Keyboard aria-hidden="true" />
      </Button>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Keyboard shortcuts"
        description="Keys work while no field has the focus; with Ctrl, Alt or Cmd held they do nothing."
        container={container}
      >
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2">
          {WHEEL_SHORTCUTS.map(({ keys, does }) => (
            <div key={keys} className="contents">
              <dt>
                <kbd className="rounded border border-border bg-muted px-2 py-0.5 font-mono text-sm">
                  {keys}
                </kbd>
              </dt>
              <dd>{does}</dd>
            </div>
          ))}
        </dl>
      </FormDialog>
    </>
  );
}
