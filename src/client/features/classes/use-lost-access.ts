import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import { ApiError } from "#src/client/lib/api-error";
import type { ClassDto } from "#src/domain/schemas/classes";

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A read or write answered 404 while a class is chosen: the class may be gone for this teacher
 * (deleted by its owner, or the teacher removed from a shared class). The class list is read
 * again; when the chosen class has left it, the teacher is told once, and the selection (checked
 * against the list) drops it.
 */
export function useLostAccess(classId: string | null): void {
  const queryClient = useQueryClient();
  const source = useDataSource();
  const chosen = useRef(classId);
  chosen.current = classId;
  useEffect(() => {
    const key = queryKeys.classes(source.userId);
    let checking = false;
    async function check() {
      const lost = chosen.current;
      if (!lost || checking) return;
      checking = true;
      try {
        const before = queryClient.getQueryData<ClassDto[]>(key);
        await queryClient.refetchQueries({ queryKey: key, exact: true });
        const after = queryClient.getQueryData<ClassDto[]>(key);
        const was = before?.find((c) => c.id === lost);
        if (was && after && !after.some((c) => c.id === lost)) {
          toast({
            title: t`You no longer have access to this class`,
            description: was.name,
            variant: "destructive",
          });
        }
      } finally {
        checking = false;
      }
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (event.query.queryKey[0] === key[0] && event.query.queryKey.length === 2) return;
      if (isNotFound(event.action.error)) void check();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (isNotFound(event.action.error)) void check();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, source.userId]);
}
