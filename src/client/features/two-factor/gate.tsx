import { lazy, type ReactNode, Suspense, useState } from "react";
import { Spinner } from "#src/client/components/ui/spinner";
import { useAppConfig } from "../config/api";
import { useTwoFactorStatus } from "./status";

// Its own chunk: only a teacher the server requires it of downloads the set-up screen.
const TwoFactorRequiredScreen = lazy(() =>
  import("./required-screen").then((m) => ({ default: m.TwoFactorRequiredScreen })),
);

const waiting = (
  <div className="flex min-h-dvh items-center justify-center">
    <Spinner className="size-8" />
  </div>
);

/**
 * The signed-in app, or the two-factor set-up first when this server requires it of the teacher
 * (REQUIRE_TWO_FACTOR; `/api/config` says so, `/api/account/two-factor` whether it is still to
 * do). On servers without the setting nothing is asked and nothing waits.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const config = useAppConfig();
  const required = config.data?.requireTwoFactor === true;
  const status = useTwoFactorStatus(required);
  // Kept once shown: the first code turns two-factor on (the status then says nothing is
  // required), and the backup codes are still to be shown before the app opens.
  const [shown, setShown] = useState(false);
  // Set once the teacher has seen the backup codes: the app opens.
  const [done, setDone] = useState(false);
  const setupRequired = status.data?.setupRequired === true;
  if (required && setupRequired && !shown) setShown(true);
  if (!required || done) return children;
  if (shown || setupRequired) {
    return (
      <Suspense fallback={waiting}>
        <TwoFactorRequiredScreen onDone={() => setDone(true)} />
      </Suspense>
    );
  }
  return status.isPending ? waiting : children;
}
