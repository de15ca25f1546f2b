import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { AuthLayout } from "#src/client/components/card-page-layout";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { ApiError } from "#src/client/lib/api-error";
import { failureReason } from "#src/client/lib/failure-reason";
import { request } from "#src/client/lib/request";
import type { acceptedDto } from "#src/domain/schemas/sharing";
import { useAuth } from "../auth";
import { forgetInvitationToken, INVITATION_PATH, takeInvitationToken } from "./invitation-token";

type Accepted = z.infer<typeof acceptedDto>;
type Outcome =
  | { kind: "accepted"; className: string }
  | { kind: "declined" }
  | { kind: "gone" }
  | { kind: "failed"; reason: string };

const authPath = (mode: "signIn" | "signUp") =>
  `/auth?${mode === "signUp" ? "mode=signUp&" : ""}redirect=${encodeURIComponent(INVITATION_PATH)}`;

function HomeLink({ to = "/", children }: { to?: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/**
 * `/invitations/accept#<token>` (docs/decisions/0058-sharing-a-class.md): signed out, sign in
 * or up and come back here (the token kept meanwhile); signed in, accept or decline. A used,
 * withdrawn or expired link says so, with the way home.
 */
export function AcceptInvitationPage() {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const [token] = useState(takeInvitationToken);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

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

  function decline() {
    forgetInvitationToken();
    setOutcome({ kind: "declined" });
  }

  const title = t`Invitation to co-teach a class`;
  if (status === "loading") {
    return (
      <AuthLayout title={title} description="">
        <div className="flex justify-center">
          <Spinner />
          <span role="status" className="sr-only">{t`Loading...`}</span>
        </div>
      </AuthLayout>
    );
  }
  if (!token || outcome?.kind === "gone" || token.startsWith("demo-")) {
    return (
      <AuthLayout
        title={t`This invitation link no longer works`}
        description={
          token?.startsWith("demo-")
            ? t`This link was made in the demo: it opens nothing.`
            : t`It was already used, withdrawn by the class's owner, or it expired (links work for 14 days). Ask the owner for a new one.`
        }
      >
        <HomeLink>
          <Trans>Go home</Trans>
        </HomeLink>
      </AuthLayout>
    );
  }
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
        title={t`Invitation declined`}
        description={t`Nothing changed. The link can't be used again from this browser tab.`}
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
  return (
    <AuthLayout
      title={title}
      description={t`A colleague invited you to teach one of their classes with them. You'll see and change everything in it; its owner can remove you at any time.`}
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
          <Button variant="outline" onClick={decline} disabled={busy}>
            <Trans>Decline</Trans>
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
