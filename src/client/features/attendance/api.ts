import { t } from "@lingui/core/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import { conflictOf } from "#src/client/lib/api-error";
import type { AttendanceDto } from "#src/domain/schemas/attendance";
import { useLocalDay } from "./use-local-day";

/** Today's roll of a class (the browser's local date; a new day starts with everyone present). */
export function useAttendance(classId: string) {
  const source = useDataSource();
  const day = useLocalDay();
  return useQuery<AttendanceDto>({
    queryKey: queryKeys.attendance(classId, day),
    queryFn: () => source.getAttendance(classId, day),
  });
}

/** The ids of today's absent students (empty while loading or when it failed). */
export function useAbsentIds(classId: string): ReadonlySet<string> {
  const roll = useAttendance(classId);
  const ids = roll.data?.absent_student_ids;
  return useMemo(() => new Set(ids ?? []), [ids]);
}

/**
 * Per roll (class and day): moved on when a write fails. Each write is the whole roll worked out
 * on top of the taps before it, so once one fails, the taps queued behind it were worked out from
 * a roll the server does not have: they are dropped, not sent. Sent, one after a 409 carried the
 * screen's old roll over the other device's change (If-Match then named the version the 409 had
 * just shown), and one after a failed save left the screen showing a roll the server did not hold.
 */
const generations = new Map<string, number>();

/** A queued write dropped because one before it failed (see `generations`). */
class Dropped extends Error {}

type RollWrite = { absentIds: string[]; generation: number; before: readonly string[] };

/**
 * Changes today's roll: `update` gets the absent ids as they stand now and returns the new ones.
 * Each change shows at once (optimistic) and the writes of one class go out one after another,
 * each from the version the last one answered, so quick taps never trip over each other; a change
 * made on another device meanwhile is a 409: the roll shows the server's. A failed write puts the
 * roll back as it was before that tap; the taps after it are dropped with it (see `generations`).
 *
 * The change is worked out from the cache when the key is pressed, not from what was last drawn,
 * and shown before anything awaits: a fast typist's next Space can come before the screen has
 * redrawn, and working from the drawn roll would then drop the mark made just before.
 */
export function useSetAttendance(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const day = useLocalDay();
  const key = queryKeys.attendance(classId, day);
  const roll = `${classId}/${day}`;
  const { mutate } = useMutation({
    scope: { id: `attendance-${classId}` },
    mutationFn: ({ absentIds, generation }: RollWrite) => {
      if ((generations.get(roll) ?? 0) !== generation) throw new Dropped();
      const version = queryClient.getQueryData<AttendanceDto>(key)?.version;
      return source.setAttendance(classId, day, absentIds, { ifMatch: version });
    },
    onSuccess: (stored) => {
      queryClient.setQueryData<AttendanceDto>(key, (old) =>
        // Later taps already shown stay shown; only the version moves on.
        old ? { ...old, version: stored.version, updated_at: stored.updated_at } : stored,
      );
    },
    onError: (error, { before }) => {
      if (error instanceof Dropped) return;
      generations.set(roll, (generations.get(roll) ?? 0) + 1);
      const conflict = conflictOf<AttendanceDto>(error);
      if (conflict) {
        queryClient.setQueryData(key, conflict.current);
        // The roll moves on when a pupil leaves the class (moved on another device,
        // docs/decisions/0032): the class's students are read again, so the roll no longer
        // lists them and the next tap does not send them back.
        void queryClient.invalidateQueries({ queryKey: queryKeys.students(classId) });
        toast({
          title: t`Attendance changed elsewhere`,
          description: t`Today's roll was changed on another device. It now shows the latest.`,
          variant: "destructive",
        });
      } else {
        toast({ title: t`Failed to save attendance`, variant: "destructive" });
        queryClient.setQueryData<AttendanceDto>(key, (old) =>
          old ? { ...old, absent_student_ids: [...before] } : old,
        );
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
  return (update: (absent: ReadonlySet<string>) => readonly string[]) => {
    // A read of the roll still under way would land over this change: drop it (synchronously,
    // putting back what was there before it started).
    void queryClient.cancelQueries({ queryKey: key });
    const now = queryClient.getQueryData<AttendanceDto>(key);
    if (!now) return;
    const absentIds = [...update(new Set(now.absent_student_ids))].sort();
    queryClient.setQueryData<AttendanceDto>(key, { ...now, absent_student_ids: absentIds });
    const generation = generations.get(roll) ?? 0;
    mutate({ absentIds, generation, before: now.absent_student_ids });
  };
}
