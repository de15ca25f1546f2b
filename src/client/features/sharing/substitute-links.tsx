import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { useConfirm } from "#src/client/components/ui/confirm-store";
import { Spinner } from "#src/client/components/ui/spinner";
import type { CreatedSubstituteLinkDto } from "#src/client/data/sharing-source";
import { isolate } from "#src/client/i18n/format";
import { dateText } from "#src/client/lib/dates";
import { failureReason } from "#src/client/lib/failure-reason";
import { useCreateSubstituteLink, useRevokeSubstituteLink, useSubstituteLinks } from "./api";
import { CopyLink } from "./copy-link";
import { dayAsDate } from "./link-days";
import { substituteLinkError } from "./share-errors";
import { SubstituteLinkForm } from "./substitute-link-form";
import { linkDays, SubstituteLinkList } from "./substitute-link-list";

type Props = { classId: string; className: string; online: boolean; demo: boolean };

/**
 * The Share dialog's substitute links (docs/decisions/0059-substitute-links.md), for the owner
 * and co-teachers alike: make one for a few days (the link shown once, with what it opens),
 * see every link's state, turn one off.
 */
export function SubstituteLinks({ classId, className, online, demo }: Props) {
  const links = useSubstituteLinks(classId);
  const create = useCreateSubstituteLink(classId);
  const revoke = useRevokeSubstituteLink(classId);
  const confirm = useConfirm();
  const [made, setMade] = useState<CreatedSubstituteLinkDto | null>(null);
  const name = isolate(className);

  async function turnOff(days: string, id: string) {
    const ok = await confirm({
      title: t`Turn off the substitute link for ${days}?`,
      description: t`Whoever has it is stopped at their next click, and it can't be turned back on. You can make a new one.`,
      confirmLabel: t`Turn off`,
      destructive: true,
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync(id);
      if (made?.id === id) setMade(null);
      toast({ title: t`Substitute link turned off` });
    } catch (failure) {
      toast({
        title: t`Failed to turn off the link`,
        description: failureReason(failure),
        variant: "destructive",
      });
    }
  }

  const firstDay = made ? dateText(dayAsDate(made.starts_on)) : "";
  const lastDay = made ? dateText(dayAsDate(made.ends_on)) : "";
  return (
    <section aria-labelledby="share-substitutes" className="grid gap-3 border-t border-border pt-4">
      <div className="grid gap-1">
        <h3 id="share-substitutes" className="font-semibold">
          <Trans>Substitute links</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>
            A substitute needs no account: the link opens the roll, the wheel and groups of this
            class for the days you choose.
          </Trans>
        </p>
      </div>
      <SubstituteLinkForm
        busy={create.isPending}
        disabled={!online}
        onMake={async (input) => {
          try {
            setMade(await create.mutateAsync(input));
          } catch (failure) {
            throw new Error(substituteLinkError(failure));
          }
        }}
      />
      {made ? (
        <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3">
          <p role="status" className="text-sm">
            {demo ? (
              <Trans>This is a demo: nothing was sent, and this pretend link opens nothing.</Trans>
            ) : (
              <Trans>Copy this link now: it is shown only once.</Trans>
            )}{" "}
            {made.starts_on === made.ends_on ? (
              <Trans>
                Whoever opens this link can take the roll, spin the wheel and make groups in {name}{" "}
                on {firstDay}. They can't change or export the roster.
              </Trans>
            ) : (
              <Trans>
                Whoever opens this link can take the roll, spin the wheel and make groups in {name}{" "}
                from {firstDay} to {lastDay}. They can't change or export the roster.
              </Trans>
            )}
            {made.has_pin ? (
              <>
                {" "}
                <Trans>They also need the PIN you chose.</Trans>
              </>
            ) : null}
          </p>
          <CopyLink link={made.link} label={t`Substitute link`} />
        </div>
      ) : null}
      {links.isPending ? (
        <div className="flex justify-center p-2">
          <Spinner />
          <span role="status" className="sr-only">
            {t`Loading substitute links...`}
          </span>
        </div>
      ) : links.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>
            <Trans>Could not load the substitute links.</Trans>
          </p>
          <Button variant="outline" onClick={() => void links.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <SubstituteLinkList
          links={links.data}
          busy={!online || revoke.isPending}
          onRevoke={(link) => void turnOff(linkDays(link), link.id)}
        />
      )}
    </section>
  );
}
