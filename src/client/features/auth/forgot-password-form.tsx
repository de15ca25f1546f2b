import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { Field } from "#src/client/components/ui/field";
import { Input } from "#src/client/components/ui/input";
import { Spinner } from "#src/client/components/ui/spinner";
import { authFailureMessage } from "./auth-failure";
import { loadAuthClient } from "./load-auth-client";

/** Where the e-mailed reset link lands (with `?token=...`, or `?error=INVALID_TOKEN`). */
export const RESET_PASSWORD_PATH = "/auth/reset-password";

/** Asks the server to e-mail a password-reset link (docs/product.md#sign-in). */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  focusEmail = false,
  onDone,
}: {
  /** The address, shared with the sign-in form (what was typed there is kept). */
  email: string;
  onEmailChange: (email: string) => void;
  /** Focus the address when shown ("Forgot password?", the button pressed, went away). */
  focusEmail?: boolean;
  onDone: () => void;
}) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (focusEmail) emailRef.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    if (!trimmed) {
      toast({
        title: t`Error`,
        description: t`Please enter your email`,
        variant: "destructive",
      });
      return;
    }
    setBusy(true);
    try {
      const { authClient } = await loadAuthClient();
      const { error } = await authClient.requestPasswordReset({
        email: trimmed,
        redirectTo: RESET_PASSWORD_PATH,
      });
      if (error) {
        toast({
          title: t`Error`,
          description: authFailureMessage(error, t`Could not send the reset link`),
          variant: "destructive",
        });
        return;
      }
      toast({
        title: t`Check your email`,
        description: t`If an account exists for ${trimmed}, a link to reset the password is on its way.`,
      });
      onDone();
    } catch (error) {
      toast({
        title: t`Error`,
        description: authFailureMessage(error, t`Could not send the reset link`),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
      <Field id={`${id}-email`} label={t`Email`}>
        {() => (
          <Input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(e) => onEmailChange(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? <Spinner className="size-5 text-current" /> : null}
        <Trans>Send reset link</Trans>
      </Button>
      <Button variant="link" onClick={onDone}>
        <Trans>Back to sign in</Trans>
      </Button>
    </form>
  );
}
