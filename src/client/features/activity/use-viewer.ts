import type { Viewer } from "#src/domain/activity/actor";
import { useOptionalAuth } from "../auth";
import { useClasses } from "../classes/api";

/**
 * Who is looking at a class: their role in it (from the class list) and their name (from the
 * session; none in the demo, whose teacher owns every class). Null until the class is known.
 */
export function useViewer(classId: string): Viewer | null {
  const classes = useClasses();
  const auth = useOptionalAuth();
  const found = classes.data?.find((c) => c.id === classId);
  if (!found) return null;
  return { role: found.role ?? "owner", name: auth?.user?.name ?? null };
}
