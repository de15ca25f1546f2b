import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import type {
  RosterImportInput,
  RosterImportResult,
  RosterLinkDto,
} from "#src/domain/schemas/rosters";

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
 * refreshes the class list, the students of every class it touched, the roster links, and the
 * history and rules of classes it removed students from.
 */
export function useImportRoster() {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RosterImportInput) => source.importRoster(input),
    onSuccess: (result: RosterImportResult) => {
      const keys = importedKeys(result, source.userId);
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/**
 * The queries an import makes stale: none for a dry run; else the class list, the roster links,
 * the students of every class it touched, and the history and rules of classes it removed
 * students from (a removed student takes their picks and rule places along).
 */
export function importedKeys(result: RosterImportResult, userId: string): QueryKey[] {
  if (result.dry_run) return [];
  const touched = result.classes.flatMap((c) => (c.class_id === null ? [] : [c.class_id]));
  const pruned = result.classes.flatMap((c) =>
    c.class_id !== null && c.removed.length > 0 ? [c.class_id] : [],
  );
  return [
    queryKeys.classes(userId),
    queryKeys.rosterLinks,
    ...touched.map((id) => queryKeys.students(id)),
    ...pruned.flatMap((id) => [queryKeys.history(id), queryKeys.groupRules(id)]),
  ];
}
