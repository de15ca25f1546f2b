import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RosterImportInput, RosterImportResult, RosterLinkDto } from "../../../domain/schemas";
import { useDataSource } from "../../data/data-context";
import { queryKeys } from "../../data/source";

/** Which of the teacher's classes came from which roster class (`GET /api/roster-links`). */
export function useRosterLinks(enabled = true) {
  const source = useDataSource();
  return useQuery<RosterLinkDto[]>({
    queryKey: queryKeys.rosterLinks,
    queryFn: () => source.listRosterLinks(),
    enabled,
  });
}

/**
 * A OneRoster import (`POST /api/roster-imports`). A dry run changes nothing; an import
 * refreshes the class list, the students of every class it touched and the roster links.
 */
export function useImportRoster() {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RosterImportInput) => source.importRoster(input),
    onSuccess: (result: RosterImportResult) => {
      if (result.dry_run) return;
      const touched = result.classes.flatMap((c) => (c.class_id === null ? [] : [c.class_id]));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.classes(source.userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rosterLinks }),
        ...touched.map((id) => queryClient.invalidateQueries({ queryKey: queryKeys.students(id) })),
      ]);
    },
  });
}
