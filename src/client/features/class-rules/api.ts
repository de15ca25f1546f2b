import { t } from "@lingui/core/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "#src/client/components/toast/toast-store";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import { ApiError, serverErrorMessage } from "#src/client/lib/api-error";
import type { GroupRuleDto, GroupRuleInput } from "#src/domain/schemas/groupings";

/** The class's keep-apart and keep-together rules, oldest first. */
export function useClassRules(classId: string) {
  const source = useDataSource();
  return useQuery<GroupRuleDto[]>({
    queryKey: queryKeys.groupRules(classId),
    queryFn: () => source.listGroupRules(classId),
  });
}

export function useAddClassRule(classId: string) {
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
        title: t`Failed to save the rule`,
        description: serverErrorMessage(error),
        variant: "destructive",
      });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useDeleteClassRule(classId: string) {
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
      const gone = error instanceof ApiError && error.code === "not_found";
      if (!gone) toast({ title: t`Failed to remove the rule`, variant: "destructive" });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
