import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { Spinner } from "#src/client/components/ui/spinner";
import { newBackupCodes, TWO_FACTOR_STATUS_KEY, turnOff, useTwoFactorStatus } from "./api";
import { PasswordDialog } from "./password-dialog";

// The set-up (with the QR code) is its own chunk, fetched when "Turn on" is pressed.
const SetupFlow = lazy(() => import("./setup-flow").then((m) => ({ default: m.SetupFlow })));

type Open = "setup" | "off" | "codes" | null;

/**
 * Settings -> Account -> Two-factor sign-in (docs/product.md#sign-in): whether sign-in asks for
 * a code from an authenticator app after the password; turning it on (password, QR code or key,
 * a first code, then ten backup codes), new backup codes and turning it off (password each).
 * Accounts without a password sign in through Google or the school, which ask their own.
 */
export function TwoFactorSection({ paused }: { paused: boolean }) {
  const status = useTwoFactorStatus(!paused);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });

  let body: React.ReactNode;
  if (status.isPending) {
    body = paused ? null : <Spinner className="size-5" />;
  } else if (status.isError) {
    body = (
      <div role="alert" className="grid gap-2">
        <p>
          <Trans>Two-factor sign-in could not be loaded.</Trans>
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => void status.refetch()}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (!status.data.hasPassword) {
    body = (
      <p className="text-sm text-muted-foreground">
        <Trans>
          You sign in with Google or your school account, which ask their own second step.
        </Trans>
      </p>
    );
  } else if (status.data.enabled) {
    body = (
      <>
        <p className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
          <Trans>
            On: after your password, sign-in asks for a code from your authenticator app.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={paused} onClick={() => setOpen("codes")}>
            <Trans>New backup codes</Trans>
          </Button>
          <Button variant="outline" disabled={paused} onClick={() => setOpen("off")}>
            <Trans>Turn off two-factor sign-in</Trans>
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Off. Turn it on so that a stolen password alone cannot open your classes: sign-in will
            also ask for a code from an app on your phone.
          </Trans>
        </p>
        <Button className="justify-self-start" disabled={paused} onClick={() => setOpen("setup")}>
          <Trans>Turn on two-factor sign-in</Trans>
        </Button>
      </>
    );
  }

  return (
    <section aria-labelledby="two-factor-heading" className="grid content-start gap-3">
      <h3 id="two-factor-heading" className="text-lg font-semibold">
        <Trans>Two-factor sign-in</Trans>
      </h3>
      {body}
      <FormDialog
        open={open === "setup"}
        onOpenChange={(next) => {
          if (!next) {
            setOpen(null);
            void refresh();
          }
        }}
        title={t`Turn on two-factor sign-in`}
        description={t`Sign-in will ask for your password and a code from your authenticator app.`}
      >
        <Suspense fallback={<Spinner className="size-5" />}>
          <SetupFlow onDone={() => setOpen(null)} />
        </Suspense>
      </FormDialog>
      <PasswordDialog
        open={open === "off"}
        onOpenChange={(next) => setOpen(next ? "off" : null)}
        title={t`Turn off two-factor sign-in?`}
        description={t`Sign-in will ask only for your password. Your backup codes stop working.`}
        submitLabel={t`Turn off`}
        destructive
        action={async (password) => {
          await turnOff(password);
          await refresh();
          toast({ title: t`Two-factor sign-in is off` });
          return undefined;
        }}
      />
      <PasswordDialog
        open={open === "codes"}
        onOpenChange={(next) => setOpen(next ? "codes" : null)}
        title={t`New backup codes`}
        description={t`Ten new codes replace your old ones, which stop working.`}
        submitLabel={t`Make new codes`}
        action={(password) => newBackupCodes(password)}
      />
    </section>
  );
}
