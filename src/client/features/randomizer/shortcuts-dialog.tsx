import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Keyboard } from "lucide-react";
import { Button } from "#src/client/components/ui/button";
import { FormDialog } from "#src/client/components/ui/form-dialog";

/** The Randomizer's keyboard shortcuts, as useKeyShortcuts handles them (docs/product.md#wheel). */
export const WHEEL_SHORTCUTS: readonly {
  id: string;
  keys: MessageDescriptor | string;
  does: MessageDescriptor;
}[] = [
  {
    id: "space",
    keys: msg({ message: "Space", context: "keyboard key" }),
    does: msg`Spin the wheel`,
  },
  { id: "click", keys: msg`Click the wheel`, does: msg`Spin the wheel` },
  { id: "u", keys: "U", does: msg`Undo the last pick` },
  { id: "f", keys: "F", does: msg`Full screen on or off` },
  { id: "help", keys: "?", does: msg`Show these shortcuts` },
  { id: "g", keys: "G", does: msg`Generate Groups (on the Groups tab)` },
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
        aria-label={t`Keyboard shortcuts`}
        title={t`Keyboard shortcuts (?)`}
        aria-haspopup="dialog"
        onClick={() => onOpenChange(true)}
      >
        <Keyboard aria-hidden="true" />
      </Button>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t`Keyboard shortcuts`}
        description={t`Keys work while no field has the focus; with Ctrl, Alt or Cmd held they do nothing.`}
        container={container}
      >
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2">
          {WHEEL_SHORTCUTS.map(({ id, keys, does }) => (
            <div key={id} className="contents">
              <dt>
                <kbd className="rounded border border-border bg-muted px-2 py-0.5 font-mono text-sm">
                  {typeof keys === "string" ? keys : t(keys)}
                </kbd>
              </dt>
              <dd>{t(does)}</dd>
            </div>
          ))}
        </dl>
      </FormDialog>
    </>
  );
}
