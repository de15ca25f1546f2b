import { type RefObject, useId, useMemo, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { NativeSelect } from "#src/client/components/ui/native-select";
import type { OneRoster, RosterClass } from "#src/domain/roster/oneroster";
import type { ClassDto } from "#src/domain/schemas/classes";
import { MAX_ROSTER_STUDENTS } from "#src/domain/schemas/rosters";
import {
  type Choices,
  listedClasses,
  MAX_LISTED,
  setTarget,
  targetTakenElsewhere,
  togglePick,
} from "./roster-choices";

const count = (n: number) =>
  n === 0 ? "No students" : `${n.toLocaleString("en-US")} ${n === 1 ? "student" : "students"}`;

/** "Found 3 classes and 90 students in export.zip (OneRoster 1.2)." */
export function foundText(roster: OneRoster, fileLabel: string): string {
  const classes = roster.classes.length;
  const students = new Set(roster.classes.flatMap((c) => c.students.map((s) => s.sourcedId))).size;
  const version = roster.version ? ` (OneRoster ${roster.version})` : "";
  return `Found ${classes.toLocaleString("en-US")} ${classes === 1 ? "class" : "classes"} and ${students.toLocaleString("en-US")} ${students === 1 ? "student" : "students"} in ${fileLabel}${version}.`;
}

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
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          Choose Classes
        </h3>
        <Button variant="outline" onClick={onChooseAnother} disabled={disabled}>
          Choose Another File
        </Button>
      </div>
      <p role="status" className="text-sm wrap-anywhere">
        {foundText(roster, fileLabel)}
      </p>
      {roster.skipped.length > 0 ? (
        <details className="rounded-lg border border-border p-3 text-sm">
          <summary className="cursor-pointer font-medium">
            Some rows were skipped ({roster.skipped.length.toLocaleString("en-US")})
          </summary>
          <ul className="mt-2 grid list-disc gap-1 pl-5 wrap-anywhere">
            {roster.skipped.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 font-medium">Classes in this export</legend>
        {roster.classes.length === 0 ? (
          <p className="text-sm text-muted-foreground">This export has no classes.</p>
        ) : null}
        {total > MAX_LISTED ? (
          <div className="mb-2 grid min-w-0 gap-1">
            <Label htmlFor={`${id}-filter`}>Find a class</Label>
            <Input
              id={`${id}-filter`}
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              aria-describedby={`${id}-shown`}
              autoComplete="off"
            />
            <p id={`${id}-shown`} className="text-sm text-muted-foreground">
              {listed.more > 0
                ? `Showing ${listed.shown.length.toLocaleString("en-US")} of ${(listed.shown.length + listed.more).toLocaleString("en-US")} classes: type part of a title or class code to find yours.`
                : listed.shown.length === 0
                  ? "No class of this export matches."
                  : `${listed.shown.length.toLocaleString("en-US")} ${listed.shown.length === 1 ? "class matches" : "classes match"}.`}
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

function PickRow({
  id,
  room,
  choices,
  onChoices,
  classes,
  linkedTo,
  linkedClassIds,
  suggested,
  disabled,
}: {
  id: string;
  room: RosterClass;
  choices: Choices;
  onChoices: (next: Choices) => void;
  classes: readonly ClassDto[];
  linkedTo: string | null;
  linkedClassIds: ReadonlySet<string>;
  suggested: string | null;
  disabled: boolean;
}) {
  const choice = choices[room.sourcedId] ?? { picked: false, target: null };
  const linkedName = classes.find((c) => c.id === linkedTo)?.name;
  const empty = room.students.length === 0;
  // docs/product.md#limits: more than a class may hold; the server would refuse the whole request.
  const tooBig = room.students.length > MAX_ROSTER_STUDENTS;
  const described = [linkedName ? `${id}-linked` : "", tooBig ? `${id}-big` : ""].join(" ").trim();
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border border-border p-3">
      <div className="flex min-w-0 items-start gap-3">
        <input
          id={`${id}-pick`}
          type="checkbox"
          checked={choice.picked}
          disabled={disabled || (tooBig && !choice.picked)}
          onChange={(e) =>
            onChoices(togglePick(choices, room.sourcedId, e.target.checked, suggested))
          }
          aria-describedby={described || undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-(--primary)"
        />
        <Label htmlFor={`${id}-pick`} className="grid min-w-0 cursor-pointer gap-0.5 text-base">
          <span className="font-medium wrap-anywhere">{room.title}</span>
          <span
            className={`text-sm wrap-anywhere ${empty ? "font-semibold" : "text-muted-foreground"}`}
          >
            {room.classCode ? `${room.classCode} · ` : ""}
            {count(room.students.length)}
          </span>
        </Label>
        {linkedName ? (
          <span className="ml-auto shrink-0 rounded-md bg-secondary px-2 py-0.5 text-sm font-medium text-secondary-foreground">
            Re-import
          </span>
        ) : null}
      </div>
      {tooBig ? (
        <p id={`${id}-big`} className="text-sm font-medium wrap-anywhere">
          More than {MAX_ROSTER_STUDENTS.toLocaleString("en-US")} students, more than a class can
          hold: it can't be imported.
        </p>
      ) : null}
      {linkedName ? (
        <p id={`${id}-linked`} className="text-sm wrap-anywhere text-muted-foreground">
          Imported before: {choice.picked ? "updates" : "would update"} {linkedName}.
        </p>
      ) : null}
      {choice.picked && !linkedName ? (
        <div className="grid min-w-0 gap-1 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-3">
          <Label htmlFor={`${id}-target`}>
            Import <span className="sr-only">{room.title} </span>into
          </Label>
          <NativeSelect
            id={`${id}-target`}
            value={choice.target ?? ""}
            disabled={disabled}
            onChange={(e) => onChoices(setTarget(choices, room.sourcedId, e.target.value || null))}
          >
            <option value="">New class</option>
            {classes.map((c) => {
              const taken = linkedClassIds.has(c.id);
              return (
                <option
                  key={c.id}
                  value={c.id}
                  disabled={taken || targetTakenElsewhere(choices, c.id, room.sourcedId)}
                >
                  {taken ? `${c.name} (linked to another roster)` : c.name}
                </option>
              );
            })}
          </NativeSelect>
        </div>
      ) : null}
    </li>
  );
}
