import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Label } from "#src/client/components/ui/label";
import { NativeSelect } from "#src/client/components/ui/native-select";
import type { RosterClass } from "#src/domain/roster/oneroster";
import type { ClassDto } from "#src/domain/schemas/classes";
import { MAX_ROSTER_STUDENTS } from "#src/domain/schemas/rosters";
import { type Choices, setTarget, targetTakenElsewhere, togglePick } from "./roster-choices";
import { linkedElsewhere, studentCount, tooBigText } from "./roster-pick-text";

/**
 * One class of the export: its checkbox, title, class code and size; picked, the class it fills
 * (New class or one of the teacher's), or the class it re-imports into.
 */
export function PickRow({
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
  const { title } = room;
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
          <bdi className="font-medium wrap-anywhere">{room.title}</bdi>
          <span
            className={`text-sm wrap-anywhere ${empty ? "font-semibold" : "text-muted-foreground"}`}
          >
            {room.classCode ? (
              <>
                <bdi>{room.classCode}</bdi> ·{" "}
              </>
            ) : null}
            {studentCount(room.students.length)}
          </span>
        </Label>
        {linkedName ? (
          <span className="ms-auto shrink-0 rounded-md bg-secondary px-2 py-0.5 text-sm font-medium text-secondary-foreground">
            <Trans>Re-import</Trans>
          </span>
        ) : null}
      </div>
      {tooBig ? (
        <p id={`${id}-big`} className="text-sm font-medium wrap-anywhere">
          {tooBigText()}
        </p>
      ) : null}
      {linkedName ? (
        <p id={`${id}-linked`} className="text-sm wrap-anywhere text-muted-foreground">
          {choice.picked ? (
            <Trans>
              Imported before: updates <bdi>{linkedName}</bdi>.
            </Trans>
          ) : (
            <Trans>
              Imported before: would update <bdi>{linkedName}</bdi>.
            </Trans>
          )}
        </p>
      ) : null}
      {choice.picked && !linkedName ? (
        <div className="grid min-w-0 gap-1 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-3">
          <Label htmlFor={`${id}-target`}>
            <Trans>
              Import <span className="sr-only">{title} </span>into
            </Trans>
          </Label>
          <NativeSelect
            id={`${id}-target`}
            value={choice.target ?? ""}
            disabled={disabled}
            onChange={(e) => onChoices(setTarget(choices, room.sourcedId, e.target.value || null))}
          >
            <option value="">{t`New class`}</option>
            {classes.map((c) => {
              const taken = linkedClassIds.has(c.id);
              return (
                <option
                  key={c.id}
                  value={c.id}
                  disabled={taken || targetTakenElsewhere(choices, c.id, room.sourcedId)}
                >
                  {taken ? linkedElsewhere(c.name) : c.name}
                </option>
              );
            })}
          </NativeSelect>
        </div>
      ) : null}
    </li>
  );
}
