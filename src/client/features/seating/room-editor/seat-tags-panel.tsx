import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { RotateCw, Trash2 } from "lucide-react";
import { Button } from "#src/client/components/ui/button";
import { numberText } from "#src/client/i18n/format";
import { seatCells } from "#src/domain/seating/furniture";
import { type Furniture, SEAT_TAGS, type Seat, type SeatTag } from "#src/domain/seating/room-types";
import { tagLabel } from "../words/seat-words";

/**
 * The selected piece: turn it, remove it, and each of its seats' tags (front, aisle, near the
 * door) and whether it is closed. A tag starts as the room works it out; a tick sets it.
 */
export function SeatTagsPanel({
  piece,
  label,
  seats,
  closed,
  onRotate,
  onRemove,
  onFlag,
}: {
  piece: Furniture;
  label: string;
  /** The room's open seats by id. */
  seats: ReadonlyMap<string, Seat>;
  closed: ReadonlySet<string>;
  onRotate: () => void;
  onRemove: () => void;
  onFlag: (seat: string, flag: SeatTag | "closed", on: boolean) => void;
}) {
  const ids = seatCells(piece).map((_, n) => `${piece.id}:${n}`);
  return (
    <section
      aria-label={label}
      className="grid min-w-0 gap-3 rounded-card border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="me-auto text-lg font-semibold">{label}</h3>
        <Button variant="outline" onClick={onRotate}>
          <RotateCw aria-hidden="true" />
          <Trans>Turn</Trans>
        </Button>
        <Button variant="outline" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          <Trans>Remove</Trans>
        </Button>
      </div>
      <ul className="grid min-w-0 gap-2">
        {ids.map((id, n) => {
          const seat = seats.get(id);
          const isClosed = closed.has(id);
          const place = numberText(n + 1);
          const name = t`Place ${place}`;
          return (
            <li key={id}>
              <fieldset className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1">
                <legend className="float-start me-2 font-medium">{name}</legend>
                {SEAT_TAGS.map((tag) => (
                  <label key={tag} className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5"
                      disabled={isClosed}
                      checked={seat?.tags.includes(tag) ?? false}
                      onChange={(e) => onFlag(id, tag, e.target.checked)}
                    />
                    {tagLabel(tag)}
                  </label>
                ))}
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={isClosed}
                    onChange={(e) => onFlag(id, "closed", e.target.checked)}
                  />
                  <Trans>Closed</Trans>
                </label>
              </fieldset>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
