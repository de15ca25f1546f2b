import { Trans } from "@lingui/react/macro";
import { Label } from "#src/client/components/ui/label";

/** The "Use Balanced Assignment" checkbox of every import (CSV, Paste Names, OneRoster, Google Classroom), with what it ignores. */
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
          <Trans>Use Balanced Assignment</Trans>
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
