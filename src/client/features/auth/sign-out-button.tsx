import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { leaveUnsavedEdits } from "#src/client/lib/unsaved-edits";
import { signOutAndLeave } from "./sign-out";

/**
 * Sign Out (docs/product.md#sign-in): one plain request, so it does not wait for Better Auth's client to download
 * (nor tells its session store, which would flash the sign-in screen during the 100 ms); the
 * full load of `/` that follows starts every in-memory store afresh.
 */
export function SignOutButton() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    // A form's unsaved input is not signed away without asking.
    if (!(await leaveUnsavedEdits())) return;
    setBusy(true);
    void signOutAndLeave({ cache: queryClient });
  }

  return (
    <Button variant="outline" onClick={() => void signOut()} disabled={busy}>
      <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
      <Trans>Sign Out</Trans>
    </Button>
  );
}
