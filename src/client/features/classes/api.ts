import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import { conflictOf } from "#src/client/lib/api-error";
import type { ClassDto, ClassInput } from "#src/domain/schemas/classes";

/** The teacher's classes (docs/product.md#api `GET /api/classes?user_id=`), newest data from the source. */
export function useClasses() {
  const source = useDataSource();
  return useQuery<ClassDto[]>({
    queryKey: queryKeys.classes(source.userId),
    queryFn: () => source.listClasses(),
  });
}

function useInvalidateClasses() {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.classes(source.userId) });
}

export function useCreateClass() {
  const source = useDataSource();
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: (input: ClassInput) => source.createClass(input),
    onSuccess: invalidate,
  });
}

/** Renames a class from the version the form loaded (`ifMatch`); a 409 refreshes the list. */
export function useUpdateClass() {
  const source = useDataSource();
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: ({ id, input, ifMatch }: { id: string; input: ClassInput; ifMatch?: number }) =>
      source.updateClass(id, input, { ifMatch }),
    onSuccess: invalidate,
    onError: (error) => {
      if (conflictOf(error)) void invalidate();
    },
  });
}

export function useDeleteClass() {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateClasses();
  return useMutation({
    mutationFn: (id: string) => source.deleteClass(id),
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.students(id) });
      queryClient.removeQueries({ queryKey: queryKeys.history(id) });
      await invalidate();
    },
  });
}
