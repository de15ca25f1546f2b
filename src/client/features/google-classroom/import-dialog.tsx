import { t } from "@lingui/core/macro";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { GoogleImportForm } from "./import-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported?: () => void;
  returnFocus?: () => HTMLElement | null;
};

/** Import from Google Classroom: connect, courses, review, import. */
export function GoogleImportDialog({ open, onOpenChange, onImported, returnFocus }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t`Import from Google Classroom`}
      description={t`Bring in your Google Classroom courses as classes, with their students.`}
      wide
    >
      {open ? (
        <GoogleImportForm
          onClose={() => {
            onImported?.();
            onOpenChange(false);
          }}
        />
      ) : null}
    </FormDialog>
  );
}
