import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Button } from "#src/client/components/ui/button";
import type { SubstituteLinkDto } from "#src/client/data/sharing-source";
import { cn } from "#src/client/lib/cn";
import { dateText } from "#src/client/lib/dates";
import { dayAsDate } from "./link-days";

/** A link's days in words: "28/11/2026" or "28/11/2026 to 2/12/2026". */
export function linkDays(link: Pick<SubstituteLinkDto, "starts_on" | "ends_on">): string {
  const first = dateText(dayAsDate(link.starts_on));
  const last = dateText(dayAsDate(link.ends_on));
  return link.starts_on === link.ends_on ? first : t`${first} to ${last}`;
}

function StateTag({ state }: { state: SubstituteLinkDto["state"] }) {
  const words = {
    upcoming: t`Upcoming`,
    active: t`Active`,
    expired: t`Ended`,
    revoked: t`Turned off`,
  }[state];
  return (
    <span
      className={cn(
        "rounded-full border px-2 py-0.5 text-xs font-semibold",
        state === "active"
          ? "border-primary bg-primary/10"
          : state === "upcoming"
            ? "border-border bg-muted"
            : "border-border text-muted-foreground",
      )}
    >
      {words}
    </span>
  );
}

/** The class's substitute links, newest first, each with its state and Turn off while open. */
export function SubstituteLinkList({
  links,
  busy,
  onRevoke,
}: {
  links: readonly SubstituteLinkDto[];
  busy: boolean;
  onRevoke: (link: SubstituteLinkDto) => void;
}) {
  if (links.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No substitute links yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label={t`Substitute links`}>
      {links.map((link) => {
        const days = linkDays(link);
        const who = link.created_by_name ?? t`a former teacher`;
        const open = link.state === "upcoming" || link.state === "active";
        return (
          <li
            key={link.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-2"
          >
            <div className="grid min-w-0 gap-1">
              <p className="flex flex-wrap items-center gap-2">
                <StateTag state={link.state} />
                <span>{days}</span>
                {link.has_pin ? (
                  <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold">
                    {t`PIN`}
                  </span>
                ) : null}
              </p>
              <p className="text-sm wrap-anywhere text-muted-foreground">
                <Trans>
                  Made by <bdi>{who}</bdi>
                </Trans>
              </p>
            </div>
            {open ? (
              <Button
                variant="outline"
                className="text-destructive-text"
                disabled={busy}
                onClick={() => onRevoke(link)}
              >
                <Trans>
                  Turn off
                  <span className="sr-only"> the link for {days}</span>
                </Trans>
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
