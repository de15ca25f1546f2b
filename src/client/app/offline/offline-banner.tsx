import { Trans } from "@lingui/react/macro";
import { WifiOff } from "lucide-react";
import { useIsOnline } from "#src/client/lib/online-status";

/** docs/product.md#offline: offline, the app shows what it last loaded, read-only, and says so. */
export function OfflineBanner() {
  const online = useIsOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <div className="border-b border-amber-300 bg-amber-100 text-amber-950">
          <p className="mx-auto flex max-w-[1200px] items-center gap-2 px-4 py-2 text-sm font-medium sm:px-6">
            <WifiOff aria-hidden="true" className="size-5 shrink-0" />
            <Trans>Offline: changes are paused</Trans>
          </p>
        </div>
      )}
    </div>
  );
}
