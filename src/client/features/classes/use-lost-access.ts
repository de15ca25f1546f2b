import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";

type CacheEvent = { type: string; action?: { type: string; error?: unknown } };

/**
 * A read or write answered 404 while a class is chosen: the class may be gone for this teacher
 * (deleted by its owner, or the teacher removed from a shared class). The class list is read
 * again; when the chosen class has left it (the selection drops it), the teacher is told.
 * Used by the class tabs and My Classes (not the first load): a tab's own reads and writes.
 */
export function useLostAccess(classId: string | null): void {
  const queryClient = useQueryClient();
  const { userId } = useDataSource();
  const seen = useRef({ chosen: classId, suspect: "" });

  useEffect(() => {
    const now = seen.current;
    if (!classId && now.chosen && now.suspect === now.chosen) {
      toast({ title: t`You no longer have access to this class`, variant: "destructive" });
    }
    seen.current = { chosen: classId, suspect: "" };
  }, [classId]);

  useEffect(() => {
    const check = ({ action }: CacheEvent) => {
      const now = seen.current;
      if ((action?.error as { status?: number } | undefined)?.status !== 404 || !now.chosen) return;
      now.suspect = now.chosen;
      void queryClient.invalidateQueries({ queryKey: queryKeys.classes(userId) });
    };
    const stops = [
      queryClient.getQueryCache().subscribe(check),
      queryClient.getMutationCache().subscribe(check),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient, userId]);
}
