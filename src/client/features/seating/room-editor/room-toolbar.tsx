import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useId } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { NativeSelect } from "#src/client/components/ui/native-select";
import { KIND_SIZE } from "#src/domain/seating/furniture";
import {
  type BoardWall,
  type FurnitureKind,
  MAX_GRID,
  MAX_SEATS,
  type Room,
} from "#src/domain/seating/room-types";
import { kindText } from "../words/seat-words";
import { doorPlace, resize, seatCount, setBoard, setDoor } from "./room-edit";

const KINDS: readonly FurnitureKind[] = ["desk", "pair", "table-4", "table-6"];
const WALLS: readonly BoardWall[] = ["top", "bottom", "left", "right"];

export function wallText(wall: BoardWall): string {
  switch (wall) {
    case "top":
      return t`Top wall`;
    case "bottom":
      return t`Bottom wall`;
    case "left":
      return t`Left wall`;
    case "right":
      return t`Right wall`;
  }
}

/**
 * The editor's controls: add a piece (none that would take the room over MAX_SEATS), the
 * board's wall, the door's wall and place along it, and the grid's size.
 */
export function RoomToolbar({
  room,
  onChange,
  onAdd,
}: {
  room: Room;
  onChange: (room: Room) => void;
  onAdd: (kind: FurnitureKind) => void;
}) {
  const id = useId();
  const seats = seatCount(room);
  const door = doorPlace(room);
  const along = door
    ? door.wall === "top" || door.wall === "bottom"
      ? room.width
      : room.depth
    : 0;
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap gap-2">
        {KINDS.map((kind) => {
          const [w, d] = KIND_SIZE[kind];
          const full = seats + w * d > MAX_SEATS;
          const name = kindText(kind);
          return (
            <Button
              key={kind}
              variant="outline"
              disabled={full}
              title={full ? t`A room holds at most ${MAX_SEATS} seats.` : undefined}
              onClick={() => onAdd(kind)}
            >
              <Plus aria-hidden="true" />
              <Trans>Add: {name}</Trans>
            </Button>
          );
        })}
      </div>
      <div className="grid min-w-0 grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-board`}>
            <Trans>Board (the front)</Trans>
          </Label>
          <NativeSelect
            id={`${id}-board`}
            value={room.board}
            onChange={(e) => onChange(setBoard(room, e.target.value as BoardWall))}
          >
            {WALLS.map((wall) => (
              <option key={wall} value={wall}>
                {wallText(wall)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-door`}>
            <Trans>Door</Trans>
          </Label>
          <NativeSelect
            id={`${id}-door`}
            value={door?.wall ?? ""}
            onChange={(e) =>
              onChange(setDoor(room, (e.target.value || null) as BoardWall | null, door?.along))
            }
          >
            <option value="">{t`No door marked`}</option>
            {WALLS.map((wall) => (
              <option key={wall} value={wall}>
                {wallText(wall)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {door ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-along`}>
              <Trans>Door's place along the wall</Trans>
            </Label>
            <Input
              id={`${id}-along`}
              type="number"
              min={1}
              max={along}
              value={door.along + 1}
              onChange={(e) => onChange(setDoor(room, door.wall, Number(e.target.value) - 1))}
            />
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-width`}>
            <Trans>Width (squares)</Trans>
          </Label>
          <Input
            id={`${id}-width`}
            type="number"
            min={1}
            max={MAX_GRID}
            value={room.width}
            onChange={(e) => onChange(resize(room, Number(e.target.value), room.depth))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-depth`}>
            <Trans>Depth (squares)</Trans>
          </Label>
          <Input
            id={`${id}-depth`}
            type="number"
            min={1}
            max={MAX_GRID}
            value={room.depth}
            onChange={(e) => onChange(resize(room, room.width, Number(e.target.value)))}
          />
        </div>
      </div>
    </div>
  );
}
