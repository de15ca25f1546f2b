import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { confirmKeepingFocus } from "#src/client/components/ui/confirm-keeping-focus";
import { Label } from "#src/client/components/ui/label";
import { NativeSelect } from "#src/client/components/ui/native-select";
import { useWritesOpen } from "#src/client/data/data-context";
import { TabSpinner } from "#src/client/features/classes";
import type { Room } from "#src/domain/seating/room-types";
import { useDeleteRoom, useRooms } from "../api";
import { PresetChooser } from "../room-editor/preset-chooser";
import { type Draft, RoomDraft } from "./room-draft";
import { SeatPanel } from "./seat-panel";

/**
 * The Seating screen for one class: its rooms (draw the first from a ready-made one, then pick,
 * edit or delete), and the chosen room's seating.
 */
export function SeatingScreen({ classId, className }: { classId: string; className: string }) {
  const id = useId();
  const rooms = useRooms(classId);
  const remove = useDeleteRoom(classId);
  const writesOpen = useWritesOpen();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [choosing, setChoosing] = useState(false);

  if (rooms.isPending) return <TabSpinner label={t`Loading rooms...`} />;
  if (rooms.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-card border p-8">
        <Trans>The class's rooms could not be loaded.</Trans>
        <Button onClick={() => void rooms.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const list = rooms.data;
  const room = list.find((r) => r.id === chosenId) ?? list[0];

  if (draft) {
    return (
      <RoomDraft
        classId={classId}
        draft={draft}
        onCancel={() => setDraft(null)}
        onSaved={(saved) => {
          setDraft(null);
          setChosenId(saved.id);
        }}
      />
    );
  }
  if (choosing || !room) {
    return (
      <section className="grid gap-4" aria-labelledby={`${id}-draw`}>
        <h2 id={`${id}-draw`} className="text-lg font-semibold">
          <Trans>Draw the room</Trans>
        </h2>
        <p className="text-muted-foreground">
          <Trans>Start from a ready-made room, then move anything to match yours.</Trans>
        </p>
        <PresetChooser
          onChoose={(layout: Room) => {
            setChoosing(false);
            setDraft({ name: list.length === 0 ? t`Classroom` : t`New room`, layout });
          }}
        />
        {room ? (
          <div>
            <Button variant="outline" onClick={() => setChoosing(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        ) : null}
      </section>
    );
  }

  async function deleteRoom(target: { id: string; name: string }) {
    const name = target.name;
    const ok = await confirmKeepingFocus({
      title: t`Delete "${name}"?`,
      description: t`The room "${name}" will be deleted. Its saved charts stay, with the room as it was.`,
      confirmLabel: t`Delete room`,
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(target.id);
      setChosenId(null);
      toast({ title: t`Room deleted`, description: t`"${name}" was deleted.` });
    } catch {
      toast({ title: t`The room could not be deleted. Try again.`, variant: "destructive" });
    }
  }

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-room`}>
            <Trans>Room</Trans>
          </Label>
          <NativeSelect
            id={`${id}-room`}
            value={room.id}
            onChange={(e) => setChosenId(e.target.value)}
          >
            {list.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          variant="outline"
          onClick={() =>
            setDraft({ id: room.id, version: room.version, name: room.name, layout: room.layout })
          }
        >
          <Trans>Edit room</Trans>
        </Button>
        <Button variant="outline" onClick={() => setChoosing(true)}>
          <Trans>New room</Trans>
        </Button>
        <Button
          variant="outline"
          disabled={!writesOpen}
          title={writesOpen ? undefined : t`Not available while offline`}
          onClick={() => void deleteRoom(room)}
        >
          <Trans>Delete room</Trans>
        </Button>
      </div>
      <SeatPanel
        key={`${room.id}-${room.version}`}
        classId={classId}
        className={className}
        room={room}
      />
    </div>
  );
}
