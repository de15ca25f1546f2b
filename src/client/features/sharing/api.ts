import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useDataSource } from "#src/client/data/data-context";
import type { SubstituteLinkInput } from "#src/client/data/sharing-source";
import { queryKeys } from "#src/client/data/source";

/**
 * Who has access to a class, and its open invitations for its owner: read again each time the
 * Share dialog opens, since a colleague may have accepted or left in the meantime.
 */
export function useSharing(classId: string) {
  const source = useDataSource();
  return useQuery({
    queryKey: queryKeys.sharing(classId),
    queryFn: () => source.getSharing(classId),
    refetchOnMount: "always",
  });
}

function useInvalidateSharing() {
  const queryClient = useQueryClient();
  return (classId: string) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.sharing(classId) });
}

/** Invite a colleague by e-mail address: the answer holds the link to copy. */
export function useInvite(classId: string) {
  const source = useDataSource();
  const invalidate = useInvalidateSharing();
  return useMutation({
    mutationFn: (email: string) => source.inviteToClass(classId, email),
    onSettled: () => invalidate(classId),
  });
}

/** Withdraw an open invitation: its link stops working. */
export function useRevokeInvitation(classId: string) {
  const source = useDataSource();
  const invalidate = useInvalidateSharing();
  return useMutation({
    mutationFn: (id: string) => source.revokeInvitation(id),
    onSettled: () => invalidate(classId),
  });
}

/**
 * Remove a co-teacher (the owner) or leave the class (a co-teacher, their own id). Leaving
 * reads the class list again: the class is no longer the teacher's.
 */
export function useRemoveMember() {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateSharing();
  return useMutation({
    mutationFn: ({ classId, userId }: { classId: string; userId: string }) =>
      source.removeClassMember(classId, userId),
    onSettled: async (_result, _error, { classId, userId }) => {
      if (userId !== source.userId) return invalidate(classId);
      queryClient.removeQueries({ queryKey: queryKeys.sharing(classId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.classes(source.userId) });
    },
  });
}

/** A class's substitute links, read again each time the Share dialog opens. */
export function useSubstituteLinks(classId: string) {
  const source = useDataSource();
  return useQuery({
    queryKey: queryKeys.substituteLinks(classId),
    queryFn: () => source.listSubstituteLinks(classId),
    refetchOnMount: "always",
  });
}

function useInvalidateLinks() {
  const queryClient = useQueryClient();
  return (classId: string) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.substituteLinks(classId) });
}

/** Make a substitute link: the answer holds the link to copy, shown once. */
export function useCreateSubstituteLink(classId: string) {
  const source = useDataSource();
  const invalidate = useInvalidateLinks();
  return useMutation({
    mutationFn: (input: SubstituteLinkInput) => source.createSubstituteLink(classId, input),
    onSettled: () => invalidate(classId),
  });
}

/** Turn a substitute link off: whoever has it is refused from their next click. */
export function useRevokeSubstituteLink(classId: string) {
  const source = useDataSource();
  const invalidate = useInvalidateLinks();
  return useMutation({
    mutationFn: (id: string) => source.revokeSubstituteLink(id),
    onSettled: () => invalidate(classId),
  });
}
