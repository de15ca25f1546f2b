import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Logo } from "#src/client/components/logo";
import { Button } from "#src/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#src/client/components/ui/card";
import { Spinner } from "#src/client/components/ui/spinner";
import { signOutAndLeave } from "../auth";

const SetupFlow = lazy(() => import("./setup-flow").then((m) => ({ default: m.SetupFlow })));

/**
 * REQUIRE_TWO_FACTOR (docs/decisions/0056-two-factor.md): a teacher with a password and no
 * two-factor sign-in sees only this until it is on (the server refuses the rest of the API
 * meanwhile): the set-up, and a way to sign out.
 */
export function TwoFactorRequiredScreen({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-8"
    >
      <Logo />
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle level={1}>{t`Set up two-factor sign-in`}</CardTitle>
          <CardDescription>
            <Trans>
              Your school asks every teacher who signs in with a password to turn on two-factor
              sign-in before using ClassCharm. It takes a couple of minutes.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Suspense fallback={<Spinner className="size-5" />}>
            <SetupFlow onDone={onDone} />
          </Suspense>
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void signOutAndLeave({ cache: queryClient });
            }}
          >
            <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
            <Trans>Sign Out</Trans>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
