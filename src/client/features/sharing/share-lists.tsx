import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Button } from "#src/client/components/ui/button";
import { dateText } from "#src/client/lib/dates";
import type { ClassSharingDto } from "#src/domain/schemas/sharing";

type Invitation = ClassSharingDto["invitations"][number];
type Member = ClassSharingDto["members"][number];

const day = (iso: string) => dateText(new Date(iso));

/** The open invitations, each with Withdraw; says so when there are none. */
export function PendingInvitations({
  invitations,
  busy,
  onRevoke,
}: {
  invitations: readonly Invitation[];
  busy: boolean;
  onRevoke: (invitation: Invitation) => void;
}) {
  return (
    <section aria-labelledby="share-pending" className="grid gap-2">
      <h3 id="share-pending" className="font-semibold">
        <Trans>Pending invitations</Trans>
      </h3>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No pending invitations.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2">
          {invitations.map((invitation) => {
            const email = invitation.email;
            const until = day(invitation.expires_at);
            return (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-2"
              >
                <div className="min-w-0">
                  <p className="wrap-anywhere">
                    <bdi>{email}</bdi>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <Trans>Link works until {until}</Trans>
                  </p>
                </div>
                <Button variant="outline" disabled={busy} onClick={() => onRevoke(invitation)}>
                  <Trans>
                    Withdraw
                    <span className="sr-only">
                      {" "}
                      the invitation to <bdi>{email}</bdi>
                    </span>
                  </Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The class's teachers: the owner, then co-teachers each with Remove (the owner's view). */
export function ClassMembers({
  members,
  canRemove,
  busy,
  onRemove,
}: {
  members: readonly Member[];
  canRemove: boolean;
  busy: boolean;
  onRemove: (member: Member) => void;
}) {
  const coTeachers = members.filter((m) => m.role === "co-teacher");
  return (
    <section aria-labelledby="share-members" className="grid gap-2">
      <h3 id="share-members" className="font-semibold">
        <Trans>Teachers of this class</Trans>
      </h3>
      <ul className="grid gap-2">
        {members.map((member) => {
          const name = member.name;
          const email = member.email;
          return (
            <li
              key={member.user_id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-2"
            >
              <div className="min-w-0">
                <p className="wrap-anywhere">
                  <bdi>{name}</bdi>{" "}
                  <span className="text-sm text-muted-foreground">
                    {member.role === "owner" ? t`(owner)` : t`(co-teacher)`}
                  </span>
                </p>
                {email ? (
                  <p className="text-sm wrap-anywhere text-muted-foreground">
                    <bdi>{email}</bdi>
                  </p>
                ) : null}
              </div>
              {canRemove && member.role === "co-teacher" ? (
                <Button
                  variant="outline"
                  className="text-destructive-text"
                  disabled={busy}
                  onClick={() => onRemove(member)}
                >
                  <Trans>
                    Remove
                    <span className="sr-only">
                      {" "}
                      <bdi>{name}</bdi>
                    </span>
                  </Trans>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {coTeachers.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No co-teachers yet: invite a colleague above.</Trans>
        </p>
      ) : null}
    </section>
  );
}
