import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { request } from "#src/client/lib/request";
import { unwrap } from "./account-api";
import type { DeviceDescription } from "./device-name";

/**
 * The teacher's signed-in devices: Better Auth's own session endpoints, which answer only the
 * signed-in teacher's sessions (`list-sessions`, `revoke-session`, `revoke-other-sessions`). A
 * device signed out here gets 401 at its next request, and shows itself signed out.
 */

/** A session as `GET /api/auth/list-sessions` answers it (the fields read here). */
interface ListedSession {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  userAgent?: string | null;
}

export interface SignedInDevice extends DeviceDescription {
  id: string;
  /** What signs it out (`revoke-session`); never shown. */
  token: string;
  /** When the teacher signed in there. */
  signedInAt: string;
  /** When it was last used, to the day (a session is extended at most once a day). */
  lastSeenAt: string;
  /** The device this page runs on. */
  current: boolean;
}

export const DEVICES_KEY = ["/api/auth/list-sessions"] as const;

/** This device first, then the most recently used. */
const byRecentUse = (a: SignedInDevice, b: SignedInDevice) =>
  Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt);

export function useSignedInDevices(enabled = true) {
  return useQuery({
    queryKey: DEVICES_KEY,
    enabled,
    queryFn: async ({ signal }) => {
      const [sessions, mine, { describeDevice }] = await Promise.all([
        request<ListedSession[]>("GET", "/api/auth/list-sessions", { signal }),
        request<{ session: { id: string } } | null>("GET", "/api/auth/get-session", { signal }),
        import("./device-name"),
      ]);
      return sessions
        .map(
          (s): SignedInDevice => ({
            ...describeDevice(s.userAgent),
            id: s.id,
            token: s.token,
            signedInAt: new Date(s.createdAt).toISOString(),
            lastSeenAt: new Date(s.updatedAt).toISOString(),
            current: s.id === mine?.session.id,
          }),
        )
        .sort(byRecentUse);
    },
  });
}

/** Signs out one other device of the teacher's. */
export function signOutDevice(token: string) {
  return unwrap(
    (client) => client.revokeSession({ token }),
    t`That device could not be signed out`,
  );
}

/** Signs out every device of the teacher's but this one. */
export function signOutOtherDevices() {
  return unwrap(
    (client) => client.revokeOtherSessions(),
    t`The other devices could not be signed out`,
  );
}
