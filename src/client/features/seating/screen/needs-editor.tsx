import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { useWritesOpen } from "#src/client/data/data-context";
import { SEAT_TAGS, type SeatTag } from "#src/domain/seating/room-types";
import { useSaveSeatNeeds } from "../api";
import { tagLabel } from "../words/seat-words";

/**
 * Each student's seat needs (a front seat, an aisle seat, near the door), ticked per student and
 * saved as the class's whole list.
 */
export function NeedsEditor({
  classId,
  students,
  needs,
}: {
  classId: string;
  students: readonly { id: string; name: string }[];
  needs: ReadonlyMap<string, readonly SeatTag[]>;
}) {
  const [edited, setEdited] = useState(() => new Map(needs));
  const [said, setSaid] = useState("");
  const save = useSaveSeatNeeds(classId);
  const writesOpen = useWritesOpen();

  function toggle(student: string, tag: SeatTag, on: boolean) {
    const next = new Map(edited);
    const tags = new Set(next.get(student) ?? []);
    if (on) tags.add(tag);
    else tags.delete(tag);
    next.set(
      student,
      SEAT_TAGS.filter((x) => tags.has(x)),
    );
    setEdited(next);
    setSaid("");
  }

  async function submit() {
    try {
      await save.mutateAsync({
        needs: [...edited]
          .filter(([, tags]) => tags.length > 0)
          .map(([student_id, tags]) => ({ student_id, needs: [...tags] })),
      });
      setSaid(t`Seat needs saved.`);
    } catch {
      setSaid(t`The seat needs could not be saved. Try again.`);
    }
  }

  return (
    <details className="rounded-card border border-border bg-card p-3">
      <summary className="min-h-11 cursor-pointer py-2 font-medium">
        <Trans>Seat needs</Trans>
      </summary>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ul className="grid gap-2">
          {students.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <span className="min-w-32 wrap-anywhere font-medium">{s.name}</span>
              {SEAT_TAGS.map((tag) => {
                const label = tagLabel(tag);
                const name = s.name;
                return (
                  <label key={tag} className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-5"
                      aria-label={t`${name}: ${label}`}
                      checked={edited.get(s.id)?.includes(tag) ?? false}
                      onChange={(e) => toggle(s.id, tag, e.target.checked)}
                    />
                    <span aria-hidden="true">{label}</span>
                  </label>
                );
              })}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={save.isPending || !writesOpen}
            title={writesOpen ? undefined : t`Not available while offline`}
          >
            <Trans>Save seat needs</Trans>
          </Button>
          <p role="status">{said}</p>
        </div>
      </form>
    </details>
  );
}
