import { t } from "@lingui/core/macro";
import { Plural, Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { type Preset, presetRoom } from "#src/domain/seating/presets";
import type { Room } from "#src/domain/seating/room-types";
import { roomErrorText } from "../words/room-error-words";
import { seatCount } from "./room-edit";

export type PresetChoice = "rows" | "pairs" | "tables-4" | "tables-6" | "u-shape" | "horseshoe";

type Counts = Record<string, number>;

/** Each ready-made room's counts to start from. */
const START: Record<PresetChoice, Counts> = {
  rows: { rows: 5, columns: 6, aisleEvery: 2 },
  pairs: { rows: 5, pairs: 3 },
  "tables-4": { tables: 6 },
  "tables-6": { tables: 5 },
  "u-shape": { sides: 6, back: 8 },
  horseshoe: { sides: 6, back: 8, inner: 4 },
};

export function presetOf(choice: PresetChoice, c: Counts): Preset {
  switch (choice) {
    case "rows":
      return { kind: "rows", rows: c.rows ?? 0, columns: c.columns ?? 0, aisleEvery: c.aisleEvery };
    case "pairs":
      return { kind: "pairs", rows: c.rows ?? 0, pairs: c.pairs ?? 0 };
    case "tables-4":
    case "tables-6":
      return { kind: "tables", tables: c.tables ?? 0, seats: choice === "tables-4" ? 4 : 6 };
    case "u-shape":
      return { kind: "u-shape", sides: c.sides ?? 0, back: c.back ?? 0 };
    case "horseshoe":
      return { kind: "horseshoe", sides: c.sides ?? 0, back: c.back ?? 0, inner: c.inner ?? 0 };
  }
}

function choiceText(choice: PresetChoice): string {
  switch (choice) {
    case "rows":
      return t`Rows of single desks`;
    case "pairs":
      return t`Rows of pairs`;
    case "tables-4":
      return t`Tables of 4`;
    case "tables-6":
      return t`Tables of 6`;
    case "u-shape":
      return t`U-shape`;
    case "horseshoe":
      return t`Horseshoe with an inner row`;
  }
}

function countText(field: string): string {
  switch (field) {
    case "rows":
      return t`Rows`;
    case "columns":
      return t`Desks in a row`;
    case "aisleEvery":
      return t`An aisle every ... desks (0: none)`;
    case "pairs":
      return t`Pairs in a row`;
    case "tables":
      return t`Tables`;
    case "sides":
      return t`Desks down each side`;
    case "back":
      return t`Desks along the back`;
    default:
      return t`Desks in the inner row`;
  }
}

/**
 * Ready-made rooms (the domain's presets), each from its counts: the seats it makes, or what is
 * wrong with the counts, shown as they are typed. "Use this room" hands the room over; the
 * editor then moves anything.
 */
export function PresetChooser({ onChoose }: { onChoose: (room: Room) => void }) {
  const id = useId();
  const [choice, setChoice] = useState<PresetChoice>("rows");
  const [counts, setCounts] = useState<Record<PresetChoice, Counts>>(START);
  const current = counts[choice];
  const result = presetRoom(presetOf(choice, current));
  const seats = result.ok ? seatCount(result.room) : 0;
  return (
    <form
      className="grid min-w-0 gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (result.ok) onChoose(result.room);
      }}
    >
      <fieldset className="grid min-w-0 gap-2 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">
          <Trans>Start from a ready-made room</Trans>
        </legend>
        {(Object.keys(START) as PresetChoice[]).map((c) => (
          <label
            key={c}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-card px-3 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary"
          >
            <input
              type="radio"
              name={`${id}-preset`}
              value={c}
              checked={choice === c}
              onChange={() => setChoice(c)}
              className="size-5"
            />
            {choiceText(c)}
          </label>
        ))}
      </fieldset>
      <div className="grid min-w-0 grid-cols-2 gap-3 sm:grid-cols-3">
        {Object.keys(current).map((field) => (
          <div key={field} className="grid content-end gap-1.5">
            <Label htmlFor={`${id}-${field}`}>{countText(field)}</Label>
            <Input
              id={`${id}-${field}`}
              type="number"
              min={field === "aisleEvery" ? 0 : 1}
              value={Number.isNaN(current[field]) ? "" : current[field]}
              onChange={(e) =>
                setCounts({
                  ...counts,
                  [choice]: { ...current, [field]: e.target.valueAsNumber },
                })
              }
            />
          </div>
        ))}
      </div>
      <div aria-live="polite" data-testid="preset-result" className="text-sm">
        {result.ok ? (
          <p>
            <Plural value={seats} one="# seat" other="# seats" />
          </p>
        ) : (
          <ul className="grid gap-1 text-destructive-text">
            {result.errors.map((error, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: errors have no id and are redrawn whole
              <li key={i}>{roomErrorText(error)}</li>
            ))}
          </ul>
        )}
      </div>
      <Button type="submit" disabled={!result.ok} className="justify-self-start">
        <Trans>Use this room</Trans>
      </Button>
    </form>
  );
}
