import { Trans } from "@lingui/react/macro";
import { type RefObject, useId, useMemo, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { numberText } from "#src/client/i18n/format";
import type { OneRoster } from "#src/domain/roster/oneroster";
import type { ClassDto } from "#src/domain/schemas/classes";
import { type Choices, listedClasses, MAX_LISTED } from "./roster-choices";
import { PickRow } from "./roster-pick-row";
import { foundText, shownText } from "./roster-pick-text";
import { skipText } from "./roster-problem-text";

/**
 * The export's classes with a checkbox each; a picked class chooses New class or one of the
 * teacher's classes to fill. A class linked to the roster class is labelled a re-import.
 */
export function RosterPickStep({
  roster,
  fileLabel,
  choices,
  onChoices,
  classes,
  linked,
  linkedClassIds,
  suggested,
  headingRef,
  onChooseAnother,
  disabled,
}: {
  roster: OneRoster;
  fileLabel: string;
  choices: Choices;
  onChoices: (next: Choices) => void;
  classes: readonly ClassDto[];
  linked: ReadonlyMap<string, string>;
  /** Classes linked to a roster class (any): they can't be filled from another one. */
  linkedClassIds: ReadonlySet<string>;
  suggested: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChooseAnother: () => void;
  disabled: boolean;
}) {
  const id = useId();
  const [filter, setFilter] = useState("");
  const listed = listedClasses(roster, choices, filter);
  const order = useMemo(
    () => new Map(roster.classes.map((c, i) => [c.sourcedId, i])),
    [roster.classes],
  );
  const total = roster.classes.length;
  const skippedCount = numberText(roster.skipped.length);
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          <Trans>Choose Classes</Trans>
        </h3>
        <Button variant="outline" onClick={onChooseAnother} disabled={disabled}>
          <Trans>Choose Another File</Trans>
        </Button>
      </div>
      <p role="status" className="text-sm wrap-anywhere">
        {foundText(roster, fileLabel)}
      </p>
      {roster.skipped.length > 0 ? (
        <details className="rounded-lg border border-border p-3 text-sm">
          <summary className="cursor-pointer font-medium">
            <Trans>Some rows were skipped ({skippedCount})</Trans>
          </summary>
          <ul className="mt-2 grid list-disc gap-1 ps-5 wrap-anywhere">
            {roster.skipped.map((sentence, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, in the reader's order
              <li key={i}>{skipText(sentence)}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 font-medium">
          <Trans>Classes in this export</Trans>
        </legend>
        {roster.classes.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>This export has no classes.</Trans>
          </p>
        ) : null}
        {total > MAX_LISTED ? (
          <div className="mb-2 grid min-w-0 gap-1">
            <Label htmlFor={`${id}-filter`}>
              <Trans>Find a class</Trans>
            </Label>
            <Input
              id={`${id}-filter`}
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              aria-describedby={`${id}-shown`}
              autoComplete="off"
            />
            <p id={`${id}-shown`} className="text-sm text-muted-foreground">
              {shownText(listed.shown.length, listed.more)}
            </p>
          </div>
        ) : null}
        <ul className="grid min-w-0 gap-2">
          {listed.shown.map((room) => (
            <PickRow
              key={room.sourcedId}
              id={`${id}-${order.get(room.sourcedId)}`}
              room={room}
              choices={choices}
              onChoices={onChoices}
              classes={classes}
              linkedTo={linked.get(room.sourcedId) ?? null}
              linkedClassIds={linkedClassIds}
              suggested={suggested}
              disabled={disabled}
            />
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
