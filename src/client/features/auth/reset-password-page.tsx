import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "#src/client/components/card-page-layout";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { Field } from "#src/client/components/ui/field";
import { PasswordInput } from "#src/client/components/ui/password-input";
import { Spinner } from "#src/client/components/ui/spinner";
import { MIN_PASSWORD_LENGTH } from "#src/client/lib/constants";
import { authFailureMessage } from "./auth-failure";
import { loadAuthClient, preloadAuthClient } from "./load-auth-client";
import { atLeast } from "./password-rule";

function failed(description: string) {
  toast({ title: t`Error`, description, variant: "destructive" });
}

/** `/auth/reset-password?token=...`: where the e-mailed reset link lands (docs/product.md#sign-in). */
export function ResetPasswordPage() {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  // The server refused the token (used, expired, replaced): the form can't work, say so.
  const [refused, setRefused] = useState(false);
  const newLinkRef = useRef<HTMLAnchorElement>(null);
  useEffect(preloadAuthClient, []);
  // The pressed button is gone with the form: the keyboard goes on from the way out.
  useEffect(() => {
    if (refused) newLinkRef.current?.focus();
  }, [refused]);

  if (!token || params.get("error") || refused) {
    return (
      <AuthLayout
        title={t`Reset link not valid`}
        description={t`This password reset link is invalid or has expired. Ask for a new one.`}
      >
        <Button asChild>
          <Link ref={newLinkRef} to="/auth?mode=forgot">
            <Trans>Request a new link</Trans>
          </Link>
        </Button>
        <Button asChild variant="link">
          <Link to="/auth">
            <Trans>Back to sign in</Trans>
          </Link>
        </Button>
      </AuthLayout>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !token) return;
    if (!password) {
      failed(t`Please enter a new password`);
      return;
    }
    setBusy(true);
    try {
      const { authClient } = await loadAuthClient();
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) {
        failed(authFailureMessage(error, t`Could not reset the password`));
        if ((error as { code?: unknown }).code === "invalid_token") setRefused(true);
        return;
      }
      toast({ title: t`Password updated`, description: t`Sign in with your new password.` });
      void navigate("/auth", { replace: true });
    } catch (error) {
      failed(authFailureMessage(error, t`Could not reset the password`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t`Choose a new password`} description={t`Then sign in with it.`}>
      <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
        <Field id={`${id}-password`} label={t`New password`} hint={atLeast(MIN_PASSWORD_LENGTH)}>
          {(hintId) => (
            <PasswordInput
              id={`${id}-password`}
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={hintId}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? <Spinner className="size-5 text-current" /> : null}
          <Trans>Set new password</Trans>
        </Button>
      </form>
      <Button asChild variant="link">
        <Link to="/auth">
          <Trans>Back to sign in</Trans>
        </Link>
      </Button>
    </AuthLayout>
  );
}
