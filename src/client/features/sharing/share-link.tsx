import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { CreatedInvitation } from "#src/client/data/sharing-source";
import { CopyLink } from "./copy-link";

/**
 * The new invitation's link, shown once: a read-only field (always selectable, to copy by hand)
 * and Copy; says whether the server mailed it, or that the demo sent nothing.
 */
export function ShareLink({ made, demo }: { made: CreatedInvitation; demo: boolean }) {
  const email = made.email;
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3">
      <p role="status" className="text-sm">
        {demo ? (
          <Trans>
            This is a demo: nothing was sent to <bdi>{email}</bdi>, and this pretend link opens
            nothing.
          </Trans>
        ) : made.mailed ? (
          <Trans>
            We e-mailed the invitation to <bdi>{email}</bdi>. You can also copy the link.
          </Trans>
        ) : (
          <Trans>
            Copy this link and send it to <bdi>{email}</bdi>. It works once, for 14 days.
          </Trans>
        )}
      </p>
      <CopyLink link={made.link} label={t`Invitation link`} />
    </div>
  );
}
