import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { FileArchive } from "lucide-react";
import { type DragEvent, type RefObject, useId, useState } from "react";
import { Label } from "#src/client/components/ui/label";
import { ProgressBar } from "#src/client/components/ui/progress-bar";
import { cn } from "#src/client/lib/cn";
import type { Notice } from "#src/domain/csv/import";
import { PHASE_TEXT, type RosterPhase } from "./roster-messages";

/**
 * The export's file input: the zip, or its CSV files (several at once). Files can also be dropped
 * anywhere on this area; the input stays the keyboard's way. Reading shows its phase; a refusal
 * names the file and row as the domain words it.
 */
export function RosterFileStep({
  phase,
  problem,
  onFiles,
  inputRef,
}: {
  phase: RosterPhase | null;
  /** The refusal, in the teacher's language. */
  problem: Notice | null;
  onFiles: (files: File[]) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const busy = phase !== null;

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!busy && event.dataTransfer.files.length > 0) onFiles([...event.dataTransfer.files]);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse shortcut; the file input inside is the keyboard's way
    <div
      data-testid="roster-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "grid min-w-0 gap-3 rounded-card border-2 border-dashed p-4",
        dragging ? "border-primary bg-muted" : "border-input",
      )}
    >
      <div className="flex min-w-0 items-center gap-3">
        <FileArchive aria-hidden="true" className="size-8 shrink-0 text-link" />
        <Label htmlFor={`${id}-file`} className="text-base">
          <Trans>OneRoster export</Trans>
        </Label>
      </div>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        multiple
        accept=".zip,.csv,application/zip,application/x-zip-compressed,text/csv"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = ""; // choosing the same file again reads it again
          if (files.length > 0) onFiles(files);
        }}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        className="block min-h-11 w-full min-w-0 cursor-pointer rounded-lg border border-input bg-card p-1.5 text-sm file:me-3 file:min-h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:font-medium file:text-secondary-foreground"
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        <Trans>
          The .zip your school system exports (OneRoster 1.1 or 1.2), or its classes.csv, users.csv
          and enrollments.csv chosen together. You can also drop them here.
        </Trans>
      </p>
      <div className="grid gap-2">
        <p role="status" className="text-sm empty:hidden">
          {phase ? i18n._(PHASE_TEXT[phase]) : null}
        </p>
        {phase ? <ProgressBar value={null} label={t`Reading progress`} /> : null}
      </div>
      {problem ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive-text p-3 text-sm break-words text-destructive-text"
        >
          {problem.title}: {problem.message}
        </p>
      ) : null}
    </div>
  );
}
