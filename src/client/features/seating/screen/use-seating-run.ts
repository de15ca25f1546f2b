import { useState } from "react";
import type { GroupRuleDto } from "#src/domain/schemas/groupings";
import type { RoomDto } from "#src/domain/schemas/seating";
import type { Room, SeatTag } from "#src/domain/seating/room-types";
import {
  type Conflict,
  NEW_NEIGHBOURS_FROM,
  type PastChart,
  type SeatStudent,
} from "#src/domain/seating/seating-types";
import type { AttributeName, AttributeSet } from "#src/domain/students/attributes";
import { useChartReader, useSeatingCharts } from "../api";
import { usePlacement } from "../placement/use-placement";
import type { RunFacts } from "./run-summary";

/** What the last Seat everyone gave: a chart to show and adjust, or why none could be made. */
export type SeatingOutcome =
  | {
      ok: true;
      chart: Record<string, string>;
      /** A saved chart opened: the room as it was saved (else the chosen room's). */
      layout?: Room;
      repeats: [string, string][];
      gapsClosed: boolean;
      /** What the run did (none for a saved chart opened). */
      run?: RunFacts;
    }
  | { ok: false; conflicts: Conflict[]; canPlaceAnyway: boolean };

export interface RunChoices {
  changeSeats: boolean;
  closeGaps: boolean;
  placeAnyway?: boolean;
  /** Attributes to spread across each table, as the teacher's settings define them. */
  mix?: readonly AttributeName[];
  attributes?: AttributeSet;
}

/**
 * Seat everyone: the room, the class, today's absent students, the class's rules, seat needs
 * and pins, placed off the main thread; with Change seats, the newest saved charts' neighbours
 * are avoided.
 */
export function useSeatingRun({
  classId,
  room,
  students,
  absent,
  rules,
  needs,
  pinned,
}: {
  classId: string;
  room: RoomDto;
  students: readonly SeatStudent[];
  absent: ReadonlySet<string>;
  rules: readonly GroupRuleDto[];
  needs: ReadonlyMap<string, readonly SeatTag[]>;
  pinned: ReadonlyMap<string, string>;
}) {
  const place = usePlacement();
  const charts = useSeatingCharts(classId);
  const readChart = useChartReader();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function pastCharts(): Promise<PastChart[]> {
    const newest = (charts.data ?? []).slice(0, NEW_NEIGHBOURS_FROM);
    const read = await Promise.all(newest.map((c) => readChart(c.id)));
    return read.map((c) => ({
      room: c.layout,
      seats: Object.fromEntries(c.seats.map((s) => [s.seat_id, s.student_id])),
    }));
  }

  async function run(choices: RunChoices): Promise<SeatingOutcome | null> {
    setBusy(true);
    setFailed(false);
    try {
      const past = choices.changeSeats ? await pastCharts() : undefined;
      const result = await place({
        room: room.layout,
        students: [...students],
        options: {
          rules: rules.map((r) => ({ kind: r.kind, studentIds: r.student_ids })),
          needs: [...needs].map(([id, tags]) => [id, [...tags]]),
          pinned: [...pinned],
          absent: [...absent],
          closeGaps: choices.closeGaps,
          pastCharts: past,
          placeAnyway: choices.placeAnyway,
          mix: choices.mix && choices.mix.length > 0 ? [...choices.mix] : undefined,
          attributes: choices.attributes,
          seed: Math.floor(Math.random() * 2 ** 31),
        },
      });
      if (!result) return null;
      if (!result.ok) return result;
      return {
        ok: true,
        chart: { ...result.chart },
        repeats: result.repeats,
        gapsClosed: result.gapsClosed,
        run: {
          changeSeats: choices.changeSeats,
          compared: past?.length ?? 0,
          gapsClosed: result.gapsClosed,
        },
      };
    } catch {
      setFailed(true);
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, failed };
}
