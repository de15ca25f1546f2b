import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import { request } from "#src/client/lib/request";
import type {
  GoogleConnectionDto,
  GoogleCourseDto,
  GoogleImportInput,
  GoogleSyncInput,
} from "#src/domain/schemas/google-classroom";
import type { RosterImportResult } from "#src/domain/schemas/rosters";

/**
 * Google Classroom (decision 0022): the server reads Google with the teacher's grant;
 * these calls see whether it is connected, course titles and what an import did, never a token.
 * Only a signed-in teacher's source calls them: the demo has no Google Classroom.
 */
export const googleKeys = {
  connection: ["/api/google-classroom"] as const,
  courses: ["/api/google-classroom/courses"] as const,
};

export function useGoogleConnection(enabled: boolean) {
  return useQuery<GoogleConnectionDto>({
    queryKey: googleKeys.connection,
    queryFn: () => request<GoogleConnectionDto>("GET", "/api/google-classroom"),
    enabled,
  });
}

export function useGoogleCourses(enabled: boolean) {
  return useQuery<GoogleCourseDto[]>({
    queryKey: googleKeys.courses,
    queryFn: async () =>
      (await request<{ courses: GoogleCourseDto[] }>("GET", "/api/google-classroom/courses"))
        .courses,
    enabled,
    staleTime: 0,
  });
}

/** Asks the server for Google's consent address and goes there (the page is left). */
export function useConnectGoogle() {
  return useMutation({
    mutationFn: async (returnTo: string) => {
      const { url } = await request<{ url: string }>("POST", "/api/google-classroom/connect", {
        body: { return_to: returnTo },
      });
      window.location.assign(url);
    },
  });
}

export function useDisconnectGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<void>("DELETE", "/api/google-classroom"),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: googleKeys.courses });
      return queryClient.invalidateQueries({ queryKey: googleKeys.connection });
    },
  });
}

/** After an import or sync that wrote: the classes, their students and the links. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  const source = useDataSource();
  return (result: RosterImportResult) => {
    if (result.dry_run) return;
    const touched = result.classes.flatMap((c) => (c.class_id === null ? [] : [c.class_id]));
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.classes(source.userId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.rosterLinks }),
      queryClient.invalidateQueries({ queryKey: googleKeys.courses }),
      ...touched.map((id) => queryClient.invalidateQueries({ queryKey: queryKeys.students(id) })),
    ]);
  };
}

export function useGoogleImport() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: GoogleImportInput) =>
      request<RosterImportResult>("POST", "/api/google-classroom/imports", { body: input }),
    onSuccess: refresh,
  });
}

export function useGoogleSync(classId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: GoogleSyncInput) =>
      request<RosterImportResult>(
        "POST",
        `/api/classes/${encodeURIComponent(classId)}/google-sync`,
        { body: input },
      ),
    onSuccess: refresh,
  });
}
