import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  GroupRuleDto,
  GroupRuleInput,
  SavedGroupingDto,
  SavedGroupingInput,
} from "../../../domain/schemas";
import { toast } from "../../components/toast/toast-store";
import { useDataSource } from "../../data/data-context";
import { queryKeys } from "../../data/source";
import { ApiError, conflictOf, serverErrorMessage } from "../../lib/api-error";

/** The class's keep-apart and keep-together rules, oldest first. */
export function useGroupRules(classId: string) {
  const source = useDataSource();
  return useQuery<GroupRuleDto[]>({
    queryKey: queryKeys.groupRules(classId),
    queryFn: () => source.listGroupRules(classId),
  });
}

export function useAddGroupRule(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const key = queryKeys.groupRules(classId);
  return useMutation({
    scope: { id: `group-rules-${classId}` },
    /** The rule and the Idempotency-Key of this Add (sent again by a retry), if any. */
    mutationFn: ([input, idempotencyKey]: [GroupRuleInput, string?]) =>
      source.addGroupRule(classId, input, { idempotencyKey }),
    onSuccess: (rule) => {
      queryClient.setQueryData<GroupRuleDto[]>(key, (old) => (old ? [...old, rule] : old));
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      toast({
        title: "Failed to save the rule",
        description: serverErrorMessage(error),
        variant: "destructive",
      });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useDeleteGroupRule(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const key = queryKeys.groupRules(classId);
  return useMutation({
    scope: { id: `group-rules-${classId}` },
    mutationFn: (id: string) => source.deleteGroupRule(id),
    onSuccess: (_, id) => {
      queryClient.setQueryData<GroupRuleDto[]>(key, (old) => old?.filter((r) => r.id !== id));
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      const gone = error instanceof ApiError && error.status === 404;
      if (!gone) toast({ title: "Failed to remove the rule", variant: "destructive" });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** The class's saved groupings, newest first, with their members. */
export function useGroupings(classId: string) {
  const source = useDataSource();
  return useQuery<SavedGroupingDto[]>({
    queryKey: queryKeys.groupings(classId),
    queryFn: () => source.listGroupings(classId),
  });
}

export function useSaveGrouping(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const key = queryKeys.groupings(classId);
  return useMutation({
    /** The groups and the Idempotency-Key of this Save (sent again by a retry). */
    mutationFn: ([input, idempotencyKey]: [SavedGroupingInput, string]) =>
      source.saveGrouping(classId, input, { idempotencyKey }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedGroupingDto[]>(key, (old) => (old ? [saved, ...old] : old));
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) =>
      toast({
        title: "Failed to save the groups",
        description: serverErrorMessage(error),
        variant: "destructive",
      }),
  });
}

export function useRenameGrouping(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const key = queryKeys.groupings(classId);
  const replace = (stored: SavedGroupingDto) =>
    queryClient.setQueryData<SavedGroupingDto[]>(key, (old) =>
      old?.map((g) => (g.id === stored.id ? stored : g)),
    );
  return useMutation({
    mutationFn: ({ id, name, version }: { id: string; name: string; version?: number }) =>
      source.renameGrouping(id, name, { ifMatch: version }),
    onSuccess: (stored) => {
      replace(stored);
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      const conflict = conflictOf<SavedGroupingDto>(error);
      if (conflict) replace(conflict.current);
      toast({
        title: conflict ? "Grouping changed elsewhere" : "Failed to rename the grouping",
        description: conflict
          ? "It was changed on another device. It now shows the latest name."
          : serverErrorMessage(error),
        variant: "destructive",
      });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useDeleteGrouping(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const key = queryKeys.groupings(classId);
  return useMutation({
    mutationFn: (id: string) => source.deleteGrouping(id),
    onSuccess: (_, id) => {
      queryClient.setQueryData<SavedGroupingDto[]>(key, (old) => old?.filter((g) => g.id !== id));
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      const gone = error instanceof ApiError && error.status === 404;
      if (!gone) toast({ title: "Failed to delete the grouping", variant: "destructive" });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
