import type { ReactNode } from "react";
import { Label } from "./label";

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** Renders the control; receives the id of the hint to put in `aria-describedby`. */
  children: (hintId: string | undefined) => ReactNode;
};

/** A labelled form row with an optional hint under the control: every form's fields use it. */
export function Field({ id, label, hint, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(hintId)}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
