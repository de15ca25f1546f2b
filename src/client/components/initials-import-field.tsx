import { Trans } from "@lingui/react/macro";
import { Label } from "#src/client/components/ui/label";

/**
 * The "First names and last initials only" checkbox of every import (CSV, Paste Names,
 * OneRoster, Google Classroom): the preview shows the names as they will be saved. Locked on,
 * with a sentence saying so, when the school set it on the server.
 */
export function InitialsImportField({
  id,
  checked,
  locked,
  disabled,
  onChange,
}: {
  id: string;
  checked: boolean;
  locked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled || locked}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-(--primary) disabled:cursor-not-allowed"
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="cursor-pointer text-base">
          <Trans>First names and last initials only</Trans>
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {locked ? (
            <Trans>
              Your school set this: every new student is saved with first names and last initials
              only.
            </Trans>
          ) : (
            <Trans>
              Saves Maya Patel as Maya P.; two names that would be the same get more letters.
            </Trans>
          )}
        </p>
      </div>
    </div>
  );
}
