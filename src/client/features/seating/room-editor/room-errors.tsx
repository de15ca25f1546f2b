import { Trans } from "@lingui/react/macro";
import { TriangleAlert } from "lucide-react";
import type { RoomError } from "#src/domain/seating/room-types";
import { type FurnitureName, roomErrorText } from "../words/room-error-words";

/** What is wrong with the room, worded, as soon as it is wrong (nothing when it is fine). */
export function RoomErrors({
  errors,
  nameOf,
}: {
  errors: readonly RoomError[];
  nameOf: FurnitureName;
}) {
  if (errors.length === 0) return null;
  return (
    <div
      data-testid="room-errors"
      className="grid min-w-0 gap-2 rounded-card border border-destructive bg-card p-4 text-card-foreground"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive-text" />
        <Trans>This room can't be used yet:</Trans>
      </p>
      <ul className="grid min-w-0 list-disc gap-1 ps-6">
        {errors.map((error, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: errors have no id and are redrawn whole
          <li key={i} className="wrap-anywhere">
            {roomErrorText(error, nameOf)}
          </li>
        ))}
      </ul>
    </div>
  );
}
