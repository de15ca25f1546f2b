import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { toast } from "#src/client/components/toast/toast-store";
import { returnToast } from "./google-errors";

/**
 * Coming back from Google's consent (`?google=` in the address, set by the server's callback):
 * says how it went, takes the parameter out of the address, and calls `onConnected` when it
 * worked. Used by each screen a connect starts from: Import on My Classes, Sync on Students.
 */
export function useGoogleReturn(onConnected: () => void): void {
  const [params, setParams] = useSearchParams();
  const outcome = params.get("google");
  const connected = useRef(onConnected);
  connected.current = onConnected;
  useEffect(() => {
    const shown = returnToast(outcome);
    if (!shown) return;
    toast(shown);
    if (outcome === "connected") connected.current();
    setParams(
      (p) => {
        p.delete("google");
        return p;
      },
      { replace: true },
    );
  }, [outcome, setParams]);
}
