import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClassDto, ClassInput } from "../../../domain/schemas";
import { conflictOf } from "../../data/conflict";
import { useDataSource } from "../../data/data-context";
import { queryKeys } from "../../data/source";

/** The teacher's classes (spec §7 `GET /api/classes?user_id=`), newest data from the source. */
export function useClasses() {
  const source = useDataSource();
  return useQuery<ClassDto[]>({
    queryKey: queryKeys.classes(source.userId),
    queryFn: () => source.listClasses(),
  });
}

/** One class of the list by id (undefined while loading or when it does not exist). */
export function useClass(classId: string | null): ClassDto | undefined {
  const { data } = useClasses();
  return classId ? data?.find((c) => c.id === classId) : undefined;
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

/**
 * The message of a failed save: the server's `{ error }` text when the request helper's
 * `Error("<status>: <body>")` carries one (e.g. the 409 class limit), else undefined.
 */
export function serverErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: (.*)$/s.exec(error.message);
  if (!match?.[1]) return undefined;
  try {
    const body = JSON.parse(match[1]) as { error?: unknown };
    return typeof body.error === "string" ? body.error : undefined;
  } catch {
    return undefined;
  }
}
