import { Trans } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { sessionStore, signOutPending } from "./session-store";

/**
 * Shown above the landing page while a Sign Out made without a network has still to reach the
 * server (docs/decisions/0029): the teacher is signed out here, and is told that the session
 * ends on the server once the connection is back. It goes once the server has answered.
 */
export function SignOutNotice() {
  const pending = useSignOutPending();
  return (
    <div role="status">
      {pending ? (
        <p className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          <Trans>
            You are signed out on this device. {PRODUCT_NAME} could not reach its server, so it ends
            your session there as soon as you are back online.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

/** Whether a Sign Out made without a network has still to reach the server. */
export function useSignOutPending(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, signOutPending, () => false);
}
