import type { ReactNode } from "react";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { Label } from "#src/client/components/ui/label";
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

/** The "Use Balanced Assignment" checkbox of both imports, with what it ignores. */
export function BalancedImportField({
  id,
  checked,
  disabled,
  onChange,
  hint,
}: {
  id: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  hint: string;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-(--primary)"
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="cursor-pointer text-base">
          Use Balanced Assignment
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

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
