import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { loadAuthClient } from "./load-auth-client";
import { announceSignOut } from "./session-store";
import { signOutAndLeave } from "./sign-out";

/**
 * Sign Out (D10). The session store is not told about the sign-out (`disableSignal`), so the
 * page does not flash the sign-in screen during the 100 ms; the full load of `/` that
 * follows starts every in-memory store afresh.
 */
export function SignOutButton() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  function signOut() {
    setBusy(true);
    void signOutAndLeave({
      signOut: () =>
        loadAuthClient().then(({ authClient }) =>
          authClient.signOut({ fetchOptions: { disableSignal: true } }),
        ),
      clearCache: () => queryClient.clear(),
      storages: [window.localStorage, window.sessionStorage],
      announce: announceSignOut,
      leave: () => window.location.assign("/"),
    });
  }

  return (
    <Button variant="outline" onClick={signOut} disabled={busy}>
      <LogOut aria-hidden="true" />
      Sign Out
    </Button>
  );
}
