import type { ReactNode } from "react";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import type { StudentDto } from "#src/domain/schemas/students";
import type { AttributeSet } from "#src/domain/students/attributes";

/** What Import CSV and Paste Names are opened with. */
export type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  classId: string;
  students: readonly StudentDto[];
  attributes: AttributeSet;
  balancedDefault: boolean;
};

export { BalancedImportField } from "#src/client/components/balanced-import-field";
export { InitialsImportField } from "#src/client/components/initials-import-field";

/**
 * The wide dialog of an import. Its form is mounted only while open, so its state resets on
 * every opening; `onClose` closes it after a successful import.
 */
export function ImportDialogShell({
  open,
  onOpenChange,
  title,
  description,
  form,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  form: (onClose: () => void) => ReactNode;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      wide
    >
      {open ? form(() => onOpenChange(false)) : null}
    </FormDialog>
  );
}
