import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Dialog } from "radix-ui";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button, buttonClasses } from "#src/client/components/ui/button";
import { confirmKeepingFocus } from "#src/client/components/ui/confirm-keeping-focus";
import { numberText } from "#src/client/i18n/format";
import type { Notice } from "#src/domain/csv/import";
import type { OneRoster } from "#src/domain/roster/oneroster";
import type { RosterImportResult } from "#src/domain/schemas/rosters";
import { useClasses } from "../classes/api";
import { useAppConfig } from "../config/api";
import { useBalancedDefault, useInitialsChoice } from "../settings/api";
import { useImportRoster, useRosterLinks } from "./api";
import {
  type Choices,
  classLimitNote,
  importInput,
  initialChoices,
  linkedClasses,
  newClassCount,
  pickedClasses,
} from "./roster-choices";
import { rosterRequestError } from "./roster-errors";
import { RosterFileStep } from "./roster-file-step";
import { chooseRosterFiles, selectionName } from "./roster-files";
import { RosterImportFields } from "./roster-import-fields";
import type { RosterPhase } from "./roster-messages";
import { RosterPickStep } from "./roster-pick-step";
import { rosterProblemNotice } from "./roster-problem-text";
import { chosenRemovals, importedToast, removalConfirmation } from "./roster-review";
import { RosterReviewStep } from "./roster-review-step";
import { useRosterReader } from "./use-roster-reader";

export function OneRosterForm({
  onClose,
  suggested,
}: {
  onClose: () => void;
  suggested: string | null;
}) {
  const read = useRosterReader();
  const classes = useClasses();
  const links = useRosterLinks();
  const config = useAppConfig();
  const dryRun = useImportRoster();
  const run = useImportRoster();
  const [phase, setPhase] = useState<RosterPhase | null>(null);
  const [problem, setProblem] = useState<Notice | null>(null);
  const [loaded, setLoaded] = useState<{ roster: OneRoster; fileLabel: string } | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [review, setReview] = useState<RosterImportResult | null>(null);
  const [removals, setRemovals] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  // The teacher's own tick wins; until then the preference as it stands now.
  const balancedDefault = useBalancedDefault().value;
  const [balancedChoice, setBalanced] = useState<boolean | null>(null);
  const balanced = balancedChoice ?? balancedDefault;
  const initials = useInitialsChoice();
  const heading = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const step = review ? "review" : loaded ? "pick" : "choose";
  const busy = dryRun.isPending || run.isPending;

  const list = useMemo(() => classes.data ?? [], [classes.data]);
  const linked = useMemo(() => linkedClasses(links.data ?? [], list), [links.data, list]);
  const linkedClassIds = useMemo(
    () => new Set((links.data ?? []).map((l) => l.class_id)),
    [links.data],
  );
  // The class the dialog was opened from, unless a roster already fills it.
  const suggestion = suggested !== null && !linkedClassIds.has(suggested) ? suggested : null;
  // The links as they are when a read ends (the list may load while the file is read).
  const latestLinked = useRef(linked);
  latestLinked.current = linked;
  const roster = loaded?.roster ?? null;
  const picked = roster ? pickedClasses(roster, choices) : [];
  const limitNote = roster
    ? classLimitNote(classes.data?.length, config.data?.classLimit, newClassCount(roster, choices))
    : null;

  // A new step puts focus on its heading, or back on the file input (the control that moved
  // there is gone).
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current !== step) {
      if (step === "choose") fileInput.current?.focus();
      else heading.current?.focus();
    }
    previous.current = step;
  }, [step]);

  async function onFiles(files: File[]) {
    const selection = chooseRosterFiles(files);
    setProblem(null);
    if (!selection.ok) {
      setProblem(rosterProblemNotice(selection.error));
      return;
    }
    try {
      const source =
        selection.kind === "zip"
          ? ({ kind: "zip", zip: selection.zip } as const)
          : ({ kind: "csv", files: selection.files } as const);
      const result = await read(source, setPhase);
      setPhase(null);
      if (result === null) return;
      if (!result.ok) {
        setProblem(rosterProblemNotice(result.error));
        return;
      }
      setChoices(initialChoices(result.roster, latestLinked.current, suggestion));
      setLoaded({ roster: result.roster, fileLabel: selectionName(selection) });
    } catch (error) {
      setPhase(null);
      setProblem({ title: t`Parse Error`, message: (error as Error).message });
    }
  }

  async function onReview(lastInitials = initials.checked) {
    if (!roster) return;
    setFailure(null);
    try {
      const options = { dryRun: true, lastInitials };
      const result = await dryRun.mutateAsync(importInput(roster, choices, options));
      setRemovals(new Set());
      setReview(result);
    } catch (error) {
      setFailure(rosterRequestError(error));
    }
  }

  async function onImport() {
    if (!roster || !review) return;
    const chosen = chosenRemovals(review, removals);
    if (chosen.length > 0 && !(await confirmKeepingFocus(removalConfirmation(chosen)))) return;
    setFailure(null);
    try {
      const options = { dryRun: false, review, removals, balanced, lastInitials: initials.checked };
      const result = await run.mutateAsync(importInput(roster, choices, options));
      toast(importedToast(result));
      onClose();
    } catch (error) {
      setFailure(rosterRequestError(error));
    }
  }

  const count = picked.length;
  const number = numberText(count);
  return (
    <div className="grid min-w-0 gap-5">
      <p className="text-sm text-muted-foreground">
        <Trans>
          Only the students' names and the roster's ids are stored: the export is read on this
          device and nothing else in it is sent or kept.
        </Trans>
      </p>
      {step === "choose" ? (
        <RosterFileStep phase={phase} problem={problem} onFiles={onFiles} inputRef={fileInput} />
      ) : null}
      {step === "pick" && roster && loaded ? (
        <RosterPickStep
          roster={roster}
          fileLabel={loaded.fileLabel}
          choices={choices}
          onChoices={(next) => {
            setChoices(next);
            setFailure(null);
          }}
          classes={list}
          linked={linked}
          linkedClassIds={linkedClassIds}
          suggested={suggestion}
          headingRef={heading}
          onChooseAnother={() => {
            setLoaded(null);
            setFailure(null);
          }}
          disabled={busy}
        />
      ) : null}
      {step === "review" && review && roster ? (
        <RosterReviewStep
          review={review}
          titles={new Map(roster.classes.map((c) => [c.sourcedId, c.title]))}
          removals={removals}
          onRemoval={(id, remove) =>
            setRemovals(new Set([...removals].filter((r) => r !== id).concat(remove ? [id] : [])))
          }
          headingRef={heading}
          disabled={busy}
        />
      ) : null}
      {step === "review" ? (
        <RosterImportFields
          idPrefix="oneroster"
          balanced={balanced}
          onBalanced={setBalanced}
          initials={initials}
          onInitials={(on) => void onReview(on)}
          disabled={busy}
        />
      ) : null}
      {step === "pick" && (limitNote || count === 0) ? (
        <p className="text-sm font-medium">{limitNote ?? t`Pick at least one class to import.`}</p>
      ) : null}
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive-text p-3 text-sm break-words text-destructive-text"
        >
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses("outline")}>
          <Trans>Cancel</Trans>
        </Dialog.Close>
        {step === "review" ? (
          <Button variant="outline" onClick={() => setReview(null)} disabled={busy}>
            <Trans>Back</Trans>
          </Button>
        ) : null}
        {step === "pick" ? (
          <Button onClick={() => onReview()} disabled={busy || count === 0}>
            {dryRun.isPending ? <Trans>Reviewing...</Trans> : <Trans>Review Import</Trans>}
          </Button>
        ) : null}
        {step === "review" ? (
          <Button onClick={onImport} disabled={busy}>
            {run.isPending ? (
              <Trans>Importing...</Trans>
            ) : (
              t`Import ${plural(count, { one: `${number} Class`, other: `${number} Classes` })}`
            )}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
