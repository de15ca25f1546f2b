import { useQuery } from "@tanstack/react-query";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";

/**
 * A class's recent changes (docs/decisions/0060-who-did-what.md): read again each time the
 * dialog opens, since the class's other teachers change it in the meantime.
 */
export function useActivity(classId: string) {
  const source = useDataSource();
  return useQuery({
    queryKey: queryKeys.activity(classId),
    queryFn: () => source.listActivity(classId),
    refetchOnMount: "always",
  });
}
