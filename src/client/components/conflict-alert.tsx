import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Button } from "./ui/button";

type Props<T> = {
  /** What the save was refused over, as stored now: focuses the alert whenever it changes. */
  current: T;
  /** The first line, e.g. "This student was changed somewhere else." */
  title: string;
  /** Loads `current` into the form (and its version). */
  onReload: (current: T) => void;
  /** Keeps the teacher's input; the next save is made from `current`'s version. */
  onKeep: (current: T) => void;
};

/**
 * A save refused because the row changed since the form loaded it
 * (docs/decisions/0011-concurrent-edits.md): an inline alert, focused when it appears, offering
 * Reload or Keep my changes. The form keeps the teacher's input until one is chosen.
 */
export function ConflictAlert<T>({ current, title, onReload, onKeep }: Props<T>) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (current) ref.current?.focus();
  }, [current]);

  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="grid gap-3 rounded-card border-2 border-destructive bg-card p-4 outline-none"
    >
      <div className="grid gap-1">
        <p className="font-semibold text-destructive-text">{title}</p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Your changes are not saved yet. Reload to see the latest version, or keep your changes
            to save them over it.
          </Trans>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onReload(current)}>
          <Trans>Reload</Trans>
        </Button>
        <Button variant="outline" onClick={() => onKeep(current)}>
          <Trans>Keep my changes</Trans>
        </Button>
      </div>
    </div>
  );
}
