import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { ApiError, conflictOf } from "#src/client/lib/api-error";
import { localDay } from "#src/domain/attendance/school-day";
import type { AttendanceDto, WheelSettingsDto } from "#src/domain/schemas/attendance";
import type {
  GroupRuleDto,
  SavedGroupingDto,
  SavedGroupingSummaryDto,
} from "#src/domain/schemas/groupings";
import type { HistoryDto } from "#src/domain/schemas/history";
import type { StudentDto } from "#src/domain/schemas/students";
import { substituteKeys, useSubstitute } from "./context";

function useRead<T>(key: readonly unknown[], path: string, enabled = true) {
  const { api } = useSubstitute();
  // A refusal is final (the page gives way to it); a failed read says so, with Try again.
  return useQuery({ queryKey: key, queryFn: () => api.get<T>(path), enabled, retry: false });
}

export const useStudents = () => useRead<StudentDto[]>(substituteKeys.students, "/students");
export const useHistory = () => useRead<HistoryDto[]>(substituteKeys.history, "/history");
export const useWheelSettings = () =>
  useRead<WheelSettingsDto>(substituteKeys.wheelSettings, "/wheel-settings");
export const useGroupRules = () =>
  useRead<GroupRuleDto[]>(substituteKeys.groupRules, "/group-rules");
export const useGroupings = () =>
  useRead<SavedGroupingSummaryDto[]>(substituteKeys.groupings, "/groupings");
export const useGrouping = (id: string | null) =>
  useRead<SavedGroupingDto>(
    substituteKeys.grouping(id ?? ""),
    `/groupings/${encodeURIComponent(id ?? "")}`,
    id !== null,
  );

/** Today's roll (the browser's date): who is absent, and a setter that saves each change. */
export function useRoll() {
  const { api } = useSubstitute();
  const queryClient = useQueryClient();
  const day = localDay();
  const key = substituteKeys.attendance(day);
  const roll = useRead<AttendanceDto>(key, `/attendance?day=${day}`);
  // Writes run one after another, each from the version the last one answered.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const save = useMutation({
    mutationFn: (absentIds: string[]) => {
      const run = chain.current.then(async () => {
        const version = queryClient.getQueryData<AttendanceDto>(key)?.version;
        const stored = await api.send<AttendanceDto>(
          "PUT",
          "/attendance",
          { day, absent_student_ids: absentIds },
          version === undefined ? {} : { "If-Match": `"${version}"` },
        );
        // The next write in the chain starts from this version (before onSuccess runs).
        // Later taps already shown stay shown; only the version moves on.
        queryClient.setQueryData<AttendanceDto>(key, (old) =>
          old ? { ...old, version: stored.version, updated_at: stored.updated_at } : stored,
        );
        return stored;
      });
      chain.current = run.catch(() => {});
      return run;
    },
    onMutate: (absentIds) => {
      const old = queryClient.getQueryData<AttendanceDto>(key);
      if (old) queryClient.setQueryData(key, { ...old, absent_student_ids: absentIds });
    },
    onError: (error) => {
      const conflict = conflictOf<AttendanceDto>(error);
      if (conflict) queryClient.setQueryData(key, conflict.current);
      else void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const absent = new Set(roll.data?.absent_student_ids ?? []);
  return { day, roll, absent, save };
}

/** A spin's winners saved to the class's history as the substitute's; Undo takes them back. */
export function useDraws() {
  const { api } = useSubstitute();
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: substituteKeys.history });
  const draw = useMutation({
    mutationFn: (studentIds: string[]) =>
      api.send<HistoryDto[]>(
        "POST",
        "/draws",
        { student_ids: studentIds },
        { "Idempotency-Key": crypto.randomUUID() },
      ),
    onSettled: invalidate,
  });
  const undo = useMutation({
    mutationFn: (entryIds: string[]) => api.send<null>("POST", "/undo", { entry_ids: entryIds }),
    onSettled: invalidate,
  });
  return { draw, undo };
}

/** Whether an error was a stale roll (someone else changed it meanwhile). */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;
