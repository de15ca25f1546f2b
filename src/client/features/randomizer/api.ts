import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HistoryDto } from "../../../domain/schemas";
import { toast } from "../../components/toast/toast-store";
import { useDataSource } from "../../data/data-context";
import { queryKeys } from "../../data/source";

/** A class's picks, newest first (spec §7 `GET /api/selection-history/:classId`). */
export function useHistory(classId: string) {
  const source = useDataSource();
  return useQuery<HistoryDto[]>({
    queryKey: queryKeys.history(classId),
    queryFn: () => source.listHistory(classId),
  });
}

/** Records a student the wheel picked (extra items are never recorded). */
export function useRecordPick(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => source.addHistory(classId, studentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.history(classId) }),
    onError: () => toast({ title: "Failed to record selection", variant: "destructive" }),
  });
}

export function useClearHistory(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => source.clearHistory(classId),
    onSuccess: () => {
      queryClient.setQueryData<HistoryDto[]>(queryKeys.history(classId), []);
      return queryClient.invalidateQueries({ queryKey: queryKeys.history(classId) });
    },
  });
}
