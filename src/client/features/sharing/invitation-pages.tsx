import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AuthLayout } from "#src/client/components/card-page-layout";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { request } from "#src/client/lib/request";
import type { InvitationLookupDto } from "#src/domain/schemas/sharing";

/**
 * What an invitation's link is for, read before accepting (POST /api/invitations/lookup). Its
 * key is under no mirrored root (../../app/offline/query-persister.ts) and it is forgotten as
 * soon as the page closes: the token never lands in storage through the query cache.
 */
export function useInvitationLookup(token: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ["invitation-lookup", token],
    queryFn: () =>
      request<InvitationLookupDto>("POST", "/api/invitations/lookup", { body: { token } }),
    enabled: enabled && Boolean(token),
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function HomeLink({ to = "/", children }: { to?: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/** A page while the answer is on its way. */
export function LoadingPage({ title }: { title: string }) {
  return (
    <AuthLayout title={title} description="">
      <div className="flex justify-center">
        <Spinner />
        <span role="status" className="sr-only">{t`Loading...`}</span>
      </div>
    </AuthLayout>
  );
}

/** An unknown, withdrawn (or demo) link. */
export function GonePage({ demo }: { demo: boolean }) {
  return (
    <AuthLayout
      title={t`This invitation link no longer works`}
      description={
        demo
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

/** A link someone already accepted: it works once. */
export function UsedPage({ invitation }: { invitation: InvitationLookupDto }) {
  const className = invitation.class_name;
  const owner = invitation.owner_name;
  return (
    <AuthLayout
      title={t`This invitation was already used`}
      description={t`Each invitation link works once. If you accepted it, "${className}" is on your class list; if not, ask ${owner} for a new one.`}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <Button asChild>
          <Link to="/classes">
            <Trans>Open My Classes</Trans>
          </Link>
        </Button>
        <HomeLink>
          <Trans>Go home</Trans>
        </HomeLink>
      </div>
    </AuthLayout>
  );
}

/** A link past its 14 days. */
export function ExpiredPage({ invitation }: { invitation: InvitationLookupDto }) {
  const className = invitation.class_name;
  const owner = invitation.owner_name;
  return (
    <AuthLayout
      title={t`This invitation expired`}
      description={t`Invitation links work for 14 days. Ask ${owner} for a new invitation to "${className}".`}
    >
      <HomeLink>
        <Trans>Go home</Trans>
      </HomeLink>
    </AuthLayout>
  );
}
