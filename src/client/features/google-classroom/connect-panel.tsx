import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link2 } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "#src/client/components/ui/button";
import { useConnectGoogle } from "./api";
import { GOOGLE_PRIVACY, googleErrorText } from "./google-errors";

/**
 * Not connected yet, or Google withdrew the grant: one button that goes to Google's consent
 * screen (read-only access to courses and rosters) and comes back to `returnTo`.
 */
export function ConnectPanel({
  reconnect,
  returnTo,
  headingRef,
}: {
  reconnect: boolean;
  returnTo: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const connect = useConnectGoogle();
  const label = reconnect ? t`Reconnect Google Classroom` : t`Connect Google Classroom`;
  return (
    <div className="grid min-w-0 gap-3">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        {reconnect ? (
          <Trans>Google Classroom needs you again</Trans>
        ) : (
          <Trans>Connect Google Classroom</Trans>
        )}
      </h3>
      <p className="text-sm">
        {reconnect ? (
          <Trans>
            Google no longer lets ClassCharm read your classes (the access was withdrawn or has
            expired). Reconnect to go on.
          </Trans>
        ) : (
          <Trans>
            Google will ask you to let ClassCharm see your Google Classroom classes and their
            rosters, read only.
          </Trans>
        )}
      </p>
      <p className="text-sm text-muted-foreground">{i18n._(GOOGLE_PRIVACY)}</p>
      {connect.isError ? (
        <p role="alert" className="text-sm text-destructive-text">
          {googleErrorText(connect.error)}
        </p>
      ) : null}
      <div>
        <Button
          onClick={() => connect.mutate(returnTo)}
          disabled={connect.isPending || connect.isSuccess}
        >
          <Link2 aria-hidden="true" />
          {connect.isPending || connect.isSuccess ? <Trans>Opening Google...</Trans> : label}
        </Button>
      </div>
    </div>
  );
}
