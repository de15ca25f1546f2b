import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { useWritesOpen } from "#src/client/data/data-context";
import { conflictOf, serverErrorMessage } from "#src/client/lib/api-error";
import type { RoomDto } from "#src/domain/schemas/seating";
import { validateRoom } from "#src/domain/seating/room";
import type { Room } from "#src/domain/seating/room-types";
import { useSaveRoom } from "../api";
import { RoomEditor } from "../room-editor/room-editor";

/** A room being drawn: a new one (no id) or a stored one at the version it was opened at. */
export interface Draft {
  id?: string;
  version?: number;
  name: string;
  layout: Room;
}

/**
 * The room editor with the room's name and Save: a new room is added, a stored one saved over
 * the version it was opened at. When someone else saved the room meanwhile (409) the screen
 * says so and shows their room, to draw again from it.
 */
export function RoomDraft({
  classId,
  draft,
  onSaved,
  onCancel,
}: {
  classId: string;
  draft: Draft;
  onSaved: (room: RoomDto) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [current, setCurrent] = useState(draft);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveRoom(classId);
  const writesOpen = useWritesOpen();
  const invalid = validateRoom(current.layout).length > 0 || current.name.trim() === "";

  async function submit() {
    setProblem(null);
    try {
      const room = await save.mutateAsync({
        id: current.id,
        version: current.version,
        input: { name: current.name, layout: current.layout as RoomDto["layout"] },
      });
      onSaved(room);
    } catch (error) {
      const stale = conflictOf<RoomDto>(error);
      if (stale) {
        const { id: roomId, version, name, layout } = stale.current;
        setCurrent({ id: roomId, version, name, layout });
        setProblem(
          t`This room was changed on another device, so your drawing was not saved. It now shows the room as saved there: draw your change again and save.`,
        );
        return;
      }
      setProblem(serverErrorMessage(error) ?? t`The room could not be saved. Try again.`);
    }
  }

  return (
    <form
      className="grid min-w-0 gap-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) void submit();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {current.id ? <Trans>Edit the room</Trans> : <Trans>Draw the room</Trans>}
      </h2>
      <div className="grid max-w-sm gap-1">
        <Label htmlFor={`${id}-name`}>
          <Trans>Room name</Trans>
        </Label>
        <Input
          id={`${id}-name`}
          value={current.name}
          maxLength={100}
          onChange={(e) => setCurrent({ ...current, name: e.target.value })}
        />
      </div>
      <RoomEditor room={current.layout} onChange={(layout) => setCurrent({ ...current, layout })} />
      {problem ? (
        <p role="alert" className="text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          disabled={invalid || save.isPending || !writesOpen}
          title={writesOpen ? undefined : t`Not available while offline`}
        >
          <Trans>Save room</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
