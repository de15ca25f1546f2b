import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ImportInput,
  StudentCreateInput,
  StudentDto,
  StudentUpdateInput,
} from "../../../domain/schemas";
import { useDataSource } from "../../data/data-context";
import { queryKeys } from "../../data/source";

/** A class's students (spec §7 `GET /api/students/:classId`); idle without a class. */
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

export function useUpdateStudent() {
  const source = useDataSource();
  const invalidate = useInvalidateRoster();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StudentUpdateInput; classId: string }) =>
      source.updateStudent(id, input),
    onSuccess: (_student, { classId }) => invalidate(classId),
  });
}

export function useDeleteStudent() {
  const source = useDataSource();
  const invalidate = useInvalidateRoster();
  return useMutation({
    mutationFn: ({ id }: { id: string; classId: string }) => source.deleteStudent(id),
    onSuccess: (_result, { classId }) => invalidate(classId),
  });
}

export function useImportStudents() {
  const source = useDataSource();
  const invalidate = useInvalidateRoster();
  return useMutation({
    mutationFn: ({ classId, input }: { classId: string; input: ImportInput }) =>
      source.importStudents(classId, input),
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
