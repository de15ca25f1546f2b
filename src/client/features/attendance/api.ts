import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { AttendanceDto } from "../../../domain/schemas";
import { localDay } from "../../../domain/school-day";
import { toast } from "../../components/toast/toast-store";
import { useDataSource } from "../../data/data-context";
import { queryKeys } from "../../data/source";
import { conflictOf } from "../../lib/api-error";

/** Today's roll of a class (the browser's local date; a new day starts with everyone present). */
export function useAttendance(classId: string) {
  const source = useDataSource();
  const day = localDay();
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
 * Changes today's roll: `update` gets the absent ids as they stand now and returns the new ones.
 * Each change shows at once (optimistic) and the writes of one class go out one after another,
 * each from the version the last one answered, so quick taps never trip over each other; a change
 * made on another device meanwhile is a 409: the roll reloads.
 *
 * The change is worked out from the cache when the key is pressed, not from what was last drawn,
 * and shown before anything awaits: a fast typist's next Space can come before the screen has
 * redrawn, and working from the drawn roll would then drop the mark made just before.
 */
export function useSetAttendance(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const day = localDay();
  const key = queryKeys.attendance(classId, day);
  const { mutate } = useMutation({
    scope: { id: `attendance-${classId}` },
    mutationFn: (absentIds: string[]) => {
      const version = queryClient.getQueryData<AttendanceDto>(key)?.version;
      return source.setAttendance(classId, day, absentIds, { ifMatch: version });
    },
    onSuccess: (stored) => {
      queryClient.setQueryData<AttendanceDto>(key, (old) =>
        // Later taps already shown stay shown; only the version moves on.
        old ? { ...old, version: stored.version, updated_at: stored.updated_at } : stored,
      );
    },
    onError: (error) => {
      const conflict = conflictOf<AttendanceDto>(error);
      if (conflict) {
        queryClient.setQueryData(key, conflict.current);
        toast({
          title: "Attendance changed elsewhere",
          description: "Today's roll was changed on another device. It now shows the latest.",
          variant: "destructive",
        });
      } else {
        toast({ title: "Failed to save attendance", variant: "destructive" });
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
    mutate(absentIds);
  };
}
