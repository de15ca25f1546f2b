import { t } from "@lingui/core/macro";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { OneRosterForm } from "./oneroster-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The class the dialog was opened from: the first picked class fills it by default. */
  suggestedTarget?: string | null;
  /** Called once an import succeeded, just before the dialog closes. */
  onImported?: () => void;
  returnFocus?: () => HTMLElement | null;
};

/** Import from OneRoster: file, classes, review, import. Resets on every opening. */
export function OneRosterDialog({
  open,
  onOpenChange,
  suggestedTarget = null,
  onImported,
  returnFocus,
}: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t`Import from OneRoster`}
      description={t`Bring in classes and their students from your school system's export.`}
      wide
    >
      {open ? (
        <OneRosterForm
          onClose={() => {
            onImported?.();
            onOpenChange(false);
          }}
          suggested={suggestedTarget}
        />
      ) : null}
    </FormDialog>
  );
}
