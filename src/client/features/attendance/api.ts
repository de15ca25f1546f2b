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
 * Writes today's whole roll. Each change shows at once (optimistic) and the writes of one class
 * go out one after another, each from the version the last one answered, so quick taps never
 * trip over each other; a change made on another device meanwhile is a 409: the roll reloads.
 */
export function useSetAttendance(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const day = localDay();
  const key = queryKeys.attendance(classId, day);
  return useMutation({
    scope: { id: `attendance-${classId}` },
    mutationFn: (absentIds: string[]) => {
      const version = queryClient.getQueryData<AttendanceDto>(key)?.version;
      return source.setAttendance(classId, day, absentIds, { ifMatch: version });
    },
    onMutate: async (absentIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<AttendanceDto>(key, (old) =>
        old ? { ...old, absent_student_ids: [...absentIds].sort() } : old,
      );
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
}
