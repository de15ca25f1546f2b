import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { InitialsImportField } from "#src/client/components/initials-import-field";
import { toast } from "#src/client/components/toast/toast-store";
import { Button, buttonClasses } from "#src/client/components/ui/button";
import { confirmKeepingFocus } from "#src/client/components/ui/confirm-keeping-focus";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { Spinner } from "#src/client/components/ui/spinner";
import { isolate, listSeparator, numberText } from "#src/client/i18n/format";
import type { RosterImportResult } from "#src/domain/schemas/rosters";
import { chosenRemovals, RosterReviewStep, removalConfirmation } from "../rosters";
import { useInitialsChoice } from "../settings/api";
import { useGoogleSync } from "./api";
import { ConnectPanel } from "./connect-panel";
import { googleErrorText, googleNeeds } from "./google-errors";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  classId: string;
  className: string;
  courseTitle: string;
  returnFocus?: () => HTMLElement | null;
};

/**
 * Sync with Google Classroom: a dry run on opening shows newcomers, renames and who
 * left (each kept unless the teacher picks Remove); Sync applies it, after a confirmation naming
 * anyone removed.
 */
export function GoogleSyncDialog(props: Props) {
  const className = isolate(props.className);
  const courseTitle = isolate(props.courseTitle);
  return (
    <FormDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      returnFocus={props.returnFocus}
      title={t`Sync with Google Classroom`}
      description={t`Bring ${className} up to date with "${courseTitle}".`}
      wide
    >
      {props.open ? <SyncForm {...props} /> : null}
    </FormDialog>
  );
}

/** What a sync did to the class: "1 added", "2 renamed", "1 removed". */
function syncedParts(result: RosterImportResult): string[] {
  const c = result.classes[0];
  const added = c?.added.length ?? 0;
  const renamed = c?.renamed.length ?? 0;
  const removed = c?.removed.length ?? 0;
  const parts: string[] = [];
  if (added > 0) {
    const number = numberText(added);
    parts.push(plural(added, { one: `${number} added`, other: `${number} added` }));
  }
  if (renamed > 0) {
    const number = numberText(renamed);
    parts.push(plural(renamed, { one: `${number} renamed`, other: `${number} renamed` }));
  }
  if (removed > 0) {
    const number = numberText(removed);
    parts.push(plural(removed, { one: `${number} removed`, other: `${number} removed` }));
  }
  return parts;
}

function SyncForm({ classId, onOpenChange }: Props) {
  const initials = useInitialsChoice();
  const dryRun = useGoogleSync(classId);
  const run = useGoogleSync(classId);
  const [review, setReview] = useState<RosterImportResult | null>(null);
  const [removals, setRemovals] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);
  const busy = dryRun.isPending || run.isPending;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dryRun
      .mutateAsync({ dry_run: true, last_initials: initials.checked })
      .then(setReview, setFailure);
  }, [dryRun, initials.checked]);

  // The review's names come from the server: a change runs the dry run again.
  function onInitials(on: boolean) {
    initials.onChange(on);
    setFailure(null);
    dryRun.mutateAsync({ dry_run: true, last_initials: on }).then(setReview, setFailure);
  }

  async function onSync() {
    if (!review) return;
    const chosen = chosenRemovals(review, removals);
    if (chosen.length > 0) {
      const ok = await confirmKeepingFocus({
        ...removalConfirmation(chosen),
        confirmLabel: t`Remove and Sync`,
      });
      if (!ok) return;
    }
    setFailure(null);
    try {
      const body = { remove_student_ids: [...removals], last_initials: initials.checked };
      const result = await run.mutateAsync(body);
      const parts = syncedParts(result);
      toast({
        title: t`Synced with Google Classroom`,
        description: parts.length > 0 ? `${parts.join(listSeparator())}.` : t`Already up to date.`,
      });
      onOpenChange(false);
    } catch (error) {
      setFailure(error);
    }
  }

  const needs = googleNeeds(failure);
  return (
    <div className="grid min-w-0 gap-5">
      {needs ? (
        <ConnectPanel
          reconnect={needs === "reconnect"}
          returnTo={window.location.pathname}
          headingRef={heading}
        />
      ) : review ? (
        <RosterReviewStep
          review={review}
          titles={new Map()}
          removals={removals}
          onRemoval={(id, remove) =>
            setRemovals(new Set([...removals].filter((r) => r !== id).concat(remove ? [id] : [])))
          }
          headingRef={heading}
          disabled={busy}
        />
      ) : failure ? null : (
        <div role="status" className="flex items-center gap-3 py-6">
          <Spinner />
          <span>
            <Trans>Reading the course from Google Classroom...</Trans>
          </span>
        </div>
      )}
      {review && !needs ? (
        <InitialsImportField
          id="google-sync-initials"
          disabled={busy}
          checked={initials.checked}
          locked={initials.locked}
          onChange={onInitials}
        />
      ) : null}
      {failure && !needs ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive-text p-3 text-sm break-words text-destructive-text"
        >
          {googleErrorText(failure)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses("outline")}>
          <Trans>Cancel</Trans>
        </Dialog.Close>
        {review && !needs ? (
          <Button onClick={onSync} disabled={busy}>
            {run.isPending ? <Trans>Syncing...</Trans> : <Trans>Sync</Trans>}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
