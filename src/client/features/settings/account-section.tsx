import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { useDataSource } from "#src/client/data/data-context";
import { useAuth } from "../auth";
import { useSignInMethods } from "./account-api";
import { DeleteAccount, ExportData } from "./account-data";
import { EmailForm, NameForm } from "./account-forms";
import { PasswordForm } from "./password-form";
import { useWritesPaused } from "./writes-paused";

// Its own chunk, fetched as the Account section shows (with the set-up's QR code in another,
// fetched when "Turn on" is pressed).
const TwoFactorSection = lazy(() =>
  import("../two-factor").then((m) => ({ default: m.TwoFactorSection })),
);

// Its own chunk, fetched as the Account section shows: Settings' first paint doesn't wait for it.
const SignedInDevices = lazy(() =>
  import("./devices-section").then((m) => ({ default: m.SignedInDevices })),
);

const sectionClasses =
  "grid min-w-0 gap-5 rounded-card border border-border bg-card p-4 text-card-foreground shadow-soft sm:p-5";

/** Settings -> Account. The demo has no account, and says so. */
export function AccountSection() {
  const demo = useDataSource().kind === "memory";
  return (
    <section aria-labelledby="account-heading" className={sectionClasses}>
      <h2 id="account-heading" className="text-xl font-semibold">
        <Trans>Account</Trans>
      </h2>
      {demo ? (
        <p className="text-muted-foreground">
          <Trans>
            This is the demo: nothing here belongs to an account. Sign up to change your name,
            e-mail and password, export your data or delete your account.
          </Trans>
        </p>
      ) : (
        <SignedInAccount />
      )}
    </section>
  );
}

/** After the link in a change-of-address e-mail: say how it went, once. */
function useEmailChangedNotice() {
  const [params, setParams] = useSearchParams();
  const changed = params.has("email-changed");
  const error = params.get("error");
  useEffect(() => {
    if (!changed) return;
    if (error) {
      toast({
        title: t`The e-mail address was not changed`,
        description:
          error === "EMAIL_TAKEN"
            ? t`Another account uses that address now.`
            : t`The confirmation link has expired or was already used. Please ask again.`,
        variant: "destructive",
      });
    } else {
      toast({ title: t`Your e-mail address was changed` });
    }
    setParams(
      (p) => {
        p.delete("email-changed");
        p.delete("error");
        return p;
      },
      { replace: true },
    );
  }, [changed, error, setParams]);
}

function SignedInAccount() {
  const { user } = useAuth();
  const methods = useSignInMethods();
  const paused = useWritesPaused();
  useEmailChangedNotice();
  if (!user) return null;
  const hasPassword = methods.data?.includes("credential") ?? false;
  return (
    <>
      {paused ? (
        <p className="text-muted-foreground">
          <Trans>Not available while offline</Trans>
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <NameForm key={user.name} current={user.name} />
        <EmailForm current={user.email} />
        {methods.isPending ? (
          // Offline the read waits for the network: the reason above says so, not "Loading...".
          paused ? null : (
            <div className="flex items-center gap-2">
              <Spinner className="size-5" />
              <span>
                <Trans>Loading your sign-in methods...</Trans>
              </span>
            </div>
          )
        ) : methods.isError ? (
          <div role="alert" className="grid content-start gap-2">
            <p>
              <Trans>Your sign-in methods could not be loaded.</Trans>
            </p>
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => void methods.refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : hasPassword ? (
          <PasswordForm />
        ) : (
          <div className="grid content-start gap-2">
            <h3 className="text-lg font-semibold">
              <Trans>Password</Trans>
            </h3>
            <p className="text-sm text-muted-foreground">
              {methods.data?.includes("google") ? (
                <Trans>
                  You sign in with Google, so there is no ClassCharm password to change.
                </Trans>
              ) : (
                <Trans>
                  You sign in with your school account, so there is no ClassCharm password to
                  change.
                </Trans>
              )}
            </p>
          </div>
        )}
        <ExportData />
        <Suspense fallback={<Spinner className="size-5" />}>
          <TwoFactorSection paused={paused} />
        </Suspense>
      </div>
      <Suspense fallback={<Spinner className="size-5" />}>
        <SignedInDevices />
      </Suspense>
      {methods.isSuccess ? <DeleteAccount hasPassword={hasPassword} /> : null}
    </>
  );
}
