import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import type {
  ImportInput,
  StudentCreateInput,
  StudentDto,
  StudentUpdateInput,
} from "#src/domain/schemas/students";

/** A class's students (docs/product.md#api `GET /api/students/:classId`); idle without a class. */
export function useStudents(classId: string | null) {
  const source = useDataSource();
  return useQuery<StudentDto[]>({
    queryKey: queryKeys.students(classId ?? ""),
    queryFn: () => source.listStudents(classId as string),
    enabled: classId !== null,
  });
}

/** After a roster change: that class's students, and the class list (student counts). */
function useInvalidateRoster() {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return (classId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.students(classId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.classes(source.userId) }),
    ]);
}

export function useCreateStudent() {
  const source = useDataSource();
  const invalidate = useInvalidateRoster();
  return useMutation({
    mutationFn: (input: StudentCreateInput) => source.createStudent(input),
    onSuccess: (student) => invalidate(student.class_id),
  });
}

/**
 * Saves a student from the version the dialog loaded (`ifMatch`). A 409 means someone
 * changed it meanwhile: nothing was saved, and the roster is refreshed to show their change (as
 * after any failure).
 */
export function useUpdateStudent() {
  const source = useDataSource();
  const invalidate = useInvalidateRoster();
  return useMutation({
    mutationFn: ({
      id,
      input,
      ifMatch,
    }: {
      id: string;
      input: StudentUpdateInput;
      classId: string;
      ifMatch?: number;
    }) => source.updateStudent(id, input, { ifMatch }),
    onSuccess: (_student, { classId }) => invalidate(classId),
    // Refused or failed: the roster is read again (a change made elsewhere shows; a student
    // deleted elsewhere, answered 404, leaves).
    onError: (_error, { classId }) => invalidate(classId),
  });
}

export function useDeleteStudent() {
  const source = useDataSource();
  const invalidate = useInvalidateRoster();
  return useMutation({
    mutationFn: ({ id }: { id: string; classId: string }) => source.deleteStudent(id),
    // Failed too: the roster is read again (a student deleted elsewhere leaves, answered 404).
    onSettled: (_result, _error, { classId }) => invalidate(classId),
  });
}

/** Tries after a network error (no answer came back) before giving up. */
export const IMPORT_ATTEMPTS = 3;

/** A failed fetch (offline, connection reset): the request may or may not have arrived. */
const isNetworkError = (error: unknown) => error instanceof TypeError;

/**
 * Imports with an Idempotency-Key made once per import and sent again with every
 * retry after a network error, so an import that did arrive but whose answer was lost is
 * answered again by the server instead of being imported twice.
 */
export async function importWithRetries(
  importOnce: (idempotencyKey: string) => Promise<{ created: number }>,
  key: string = crypto.randomUUID(),
  wait: (attempt: number) => Promise<void> = (attempt) =>
    new Promise((resolve) => setTimeout(resolve, 500 * attempt)),
): Promise<{ created: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await importOnce(key);
    } catch (error) {
      if (!isNetworkError(error) || attempt >= IMPORT_ATTEMPTS) throw error;
      await wait(attempt);
    }
  }
}

export function useImportStudents() {
  const source = useDataSource();
  const invalidate = useInvalidateRoster();
  return useMutation({
    mutationFn: ({ classId, input }: { classId: string; input: ImportInput }) =>
      importWithRetries((idempotencyKey) =>
        source.importStudents(classId, input, { idempotencyKey }),
      ),
    onSuccess: (_result, { classId }) => invalidate(classId),
  });
}

/** Shuffle Categories: one server call answering the whole updated roster. */
export function useShuffleCategories() {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) => source.shuffleCategories(classId),
    onSuccess: (students, classId) => {
      queryClient.setQueryData(queryKeys.students(classId), students);
      return queryClient.invalidateQueries({ queryKey: queryKeys.classes(source.userId) });
    },
  });
}

/**
 * "Assign evenly now": one call filling in only the values the class's students lack (the
 * Shuffle Categories rule, values already set kept), answering the whole updated roster.
 */
export function useFillMissingCategories() {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) => source.shuffleCategories(classId, { only_missing: true }),
    onSuccess: (students, classId) => {
      queryClient.setQueryData(queryKeys.students(classId), students);
      return queryClient.invalidateQueries({ queryKey: queryKeys.classes(source.userId) });
    },
  });
}
