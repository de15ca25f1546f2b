import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { AuthLayout } from "#src/client/components/card-page-layout";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { ApiError } from "#src/client/lib/api-error";
import { dateText } from "#src/client/lib/dates";
import { failureReason } from "#src/client/lib/failure-reason";
import { request } from "#src/client/lib/request";
import type { acceptedDto } from "#src/domain/schemas/sharing";
import { useAuth } from "../auth";
import {
  ExpiredPage,
  GonePage,
  HomeLink,
  LoadingPage,
  UsedPage,
  useInvitationLookup,
} from "./invitation-pages";
import { forgetInvitationToken, INVITATION_PATH, takeInvitationToken } from "./invitation-token";

type Accepted = z.infer<typeof acceptedDto>;
type Outcome =
  | { kind: "accepted"; className: string }
  | { kind: "declined" }
  | { kind: "gone" }
  | { kind: "failed"; reason: string };

const authPath = (mode: "signIn" | "signUp") =>
  `/auth?${mode === "signUp" ? "mode=signUp&" : ""}redirect=${encodeURIComponent(INVITATION_PATH)}`;

/**
 * `/invitations/accept#<token>` (docs/decisions/0058-sharing-a-class.md): signed out, sign in
 * or up and come back here (the token kept meanwhile); signed in, the invitation is looked up
 * first ("<owner> invited you to co-teach <class>"), then accepted or put off. A used, withdrawn
 * or expired link says so plainly, with the way home, before anything is tried.
 */
export function AcceptInvitationPage() {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const [token] = useState(takeInvitationToken);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const demo = Boolean(token?.startsWith("demo-"));
  const lookup = useInvitationLookup(token, status === "signedIn" && !demo && outcome === null);

  async function accept() {
    if (!token) return;
    setBusy(true);
    try {
      const done = await request<Accepted>("POST", "/api/invitations/accept", { body: { token } });
      forgetInvitationToken();
      await queryClient.invalidateQueries({ queryKey: ["/api/classes"] });
      setOutcome({ kind: "accepted", className: done.class_name });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        forgetInvitationToken();
        setOutcome({ kind: "gone" });
      } else {
        const reason = failureReason(error) ?? t`The invitation could not be accepted. Try again.`;
        setOutcome({ kind: "failed", reason });
      }
    } finally {
      setBusy(false);
    }
  }

  function notNow() {
    forgetInvitationToken();
    setOutcome({ kind: "declined" });
  }

  const title = t`Invitation to co-teach a class`;
  if (status === "loading") return <LoadingPage title={title} />;
  const unknown = lookup.error instanceof ApiError && lookup.error.status === 404;
  if (!token || demo || outcome?.kind === "gone" || unknown) return <GonePage demo={demo} />;
  if (outcome?.kind === "accepted") {
    const name = outcome.className;
    return (
      <AuthLayout title={t`You now co-teach "${name}"`} description={t`It is on your class list.`}>
        <Button asChild>
          <Link to="/classes">
            <Trans>Open My Classes</Trans>
          </Link>
        </Button>
      </AuthLayout>
    );
  }
  if (outcome?.kind === "declined") {
    return (
      <AuthLayout
        title={t`Invitation not accepted`}
        description={t`Nothing changed. The invitation stays open until it expires: open its link again to accept it.`}
      >
        <HomeLink>
          <Trans>Go home</Trans>
        </HomeLink>
      </AuthLayout>
    );
  }
  if (status !== "signedIn") {
    return (
      <AuthLayout
        title={title}
        description={t`A colleague invited you to teach a class with them. Sign in or create an account to accept; you'll come back here.`}
      >
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild>
            <Link to={authPath("signIn")}>
              <Trans>Sign in</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={authPath("signUp")}>
              <Trans>Create an account</Trans>
            </Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }
  const invitation = lookup.data;
  if (!invitation && !lookup.error) return <LoadingPage title={title} />;
  if (invitation?.state === "used") return <UsedPage invitation={invitation} />;
  if (invitation?.state === "expired") return <ExpiredPage invitation={invitation} />;
  const owner = invitation?.owner_name ?? "";
  const className = invitation?.class_name ?? "";
  const email = invitation?.invited_email ?? "";
  const until = invitation ? dateText(invitation.expires_at) : "";
  return (
    <AuthLayout
      title={invitation ? t`${owner} invited you to co-teach "${className}"` : title}
      description={
        invitation
          ? t`The invitation went to ${email} and works until ${until}. You'll see and change everything in the class; its owner can remove you at any time.`
          : t`A colleague invited you to teach one of their classes with them. You'll see and change everything in it; its owner can remove you at any time.`
      }
    >
      <div className="grid gap-3">
        {outcome?.kind === "failed" ? (
          <p role="alert" className="text-sm text-destructive-text">
            {outcome.reason}
          </p>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button onClick={() => void accept()} disabled={busy}>
            {busy ? <Spinner className="size-4" /> : null}
            <Trans>Accept</Trans>
          </Button>
          <Button variant="outline" onClick={notNow} disabled={busy}>
            <Trans>Not now</Trans>
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
