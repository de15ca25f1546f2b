import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { UserPlus } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { useConfirm } from "#src/client/components/ui/confirm-store";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { Spinner } from "#src/client/components/ui/spinner";
import { useDataSource, useWritesOpen } from "#src/client/data/data-context";
import type { CreatedInvitation } from "#src/client/data/sharing-source";
import { isolate } from "#src/client/i18n/format";
import { failureReason } from "#src/client/lib/failure-reason";
import { invitationInput } from "#src/domain/schemas/sharing";
import { useInvite, useRemoveMember, useRevokeInvitation, useSharing } from "./api";
import { inviteError } from "./share-errors";
import { ShareLink } from "./share-link";
import { ClassMembers, PendingInvitations } from "./share-lists";
import { SubstituteLinks } from "./substitute-links";

export type ShareDialogProps = {
  classId: string;
  className: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Share a class (docs/decisions/0058-sharing-a-class.md): its owner invites a colleague by
 * e-mail address and copies the link, withdraws pending invitations, removes co-teachers; the
 * owner and co-teachers make and turn off substitute links.
 */
export function ShareDialog({ classId, className, open, onOpenChange }: ShareDialogProps) {
  const source = useDataSource();
  const online = useWritesOpen();
  const sharing = useSharing(classId);
  const invite = useInvite(classId);
  const revoke = useRevokeInvitation(classId);
  const remove = useRemoveMember();
  const confirm = useConfirm();
  const fieldId = useId();
  const errorId = useId();
  const offlineId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<CreatedInvitation | null>(null);
  const name = isolate(className);
  // A co-teacher sees who teaches the class and its substitute links, never the invitations.
  const coTeacher = sharing.data?.role === "co-teacher";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!invitationInput.safeParse({ email }).success) {
      setError(t`Enter a valid e-mail address, such as name@school.org.`);
      field.current?.focus();
      return;
    }
    setError(null);
    try {
      setMade(await invite.mutateAsync(email));
      setEmail("");
    } catch (failure) {
      setError(inviteError(failure));
      field.current?.focus();
    }
  }

  async function withdraw(id: string) {
    try {
      await revoke.mutateAsync(id);
      toast({ title: t`Invitation withdrawn` });
      field.current?.focus(); // its Withdraw button is gone
    } catch (failure) {
      toast({
        title: t`Failed to withdraw the invitation`,
        description: failureReason(failure),
        variant: "destructive",
      });
    }
  }

  async function removeMember(userId: string, who: string) {
    const person = isolate(who);
    const ok = await confirm({
      title: t`Remove ${person} from this class?`,
      description: t`They lose access to "${name}" at once. This can't be undone: to bring them back, invite them again.`,
      confirmLabel: t`Remove`,
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync({ classId, userId });
      toast({ title: t`${person} no longer has access to this class` });
      field.current?.focus(); // their Remove button is gone
    } catch (failure) {
      toast({
        title: t`Failed to remove the co-teacher`,
        description: failureReason(failure),
        variant: "destructive",
      });
    }
  }

  const described = [error ? errorId : null, online ? null : offlineId].filter(Boolean).join(" ");
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Share "${name}"`}
      description={
        coTeacher
          ? t`The class's teachers, and links for a substitute.`
          : t`Co-teachers see and change everything in this class, but can't delete it or share it.`
      }
    >
      {coTeacher ? null : (
        <form noValidate onSubmit={submit} className="grid gap-2">
          <Label htmlFor={fieldId}>{t`Colleague's e-mail address`}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={fieldId}
              ref={field}
              type="email"
              autoComplete="off"
              dir="ltr"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
              className="min-h-11 min-w-0 flex-1 basis-48"
            />
            <Button type="submit" disabled={!online || invite.isPending}>
              {invite.isPending ? <Spinner className="size-4" /> : <UserPlus aria-hidden="true" />}
              <Trans>Invite</Trans>
            </Button>
          </div>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-destructive-text">
              {error}
            </p>
          ) : null}
          {online ? null : (
            <p id={offlineId} className="text-sm text-muted-foreground">
              <Trans>Not available while offline</Trans>
            </p>
          )}
          {source.kind === "memory" && !made ? (
            <p className="text-sm text-muted-foreground">
              <Trans>This is a demo: inviting makes a pretend link and sends nothing.</Trans>
            </p>
          ) : null}
        </form>
      )}
      {made && !coTeacher ? <ShareLink made={made} demo={source.kind === "memory"} /> : null}
      {sharing.isPending ? (
        <div className="flex justify-center p-4">
          <Spinner />
          <span role="status" className="sr-only">
            {t`Loading who has access...`}
          </span>
        </div>
      ) : sharing.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>
            <Trans>Could not load who has access to this class.</Trans>
          </p>
          <Button variant="outline" onClick={() => void sharing.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          {coTeacher ? null : (
            <PendingInvitations
              invitations={sharing.data.invitations}
              busy={!online || revoke.isPending}
              onRevoke={(invitation) => void withdraw(invitation.id)}
            />
          )}
          <ClassMembers
            members={sharing.data.members}
            canRemove={sharing.data.role === "owner"}
            busy={!online || remove.isPending}
            onRemove={(member) => void removeMember(member.user_id, member.name)}
          />
        </>
      )}
      <SubstituteLinks
        classId={classId}
        className={className}
        online={online}
        demo={source.kind === "memory"}
      />
    </FormDialog>
  );
}
