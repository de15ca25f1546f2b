import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { Field } from "#src/client/components/ui/field";
import { Input } from "#src/client/components/ui/input";
import { PasswordInput } from "#src/client/components/ui/password-input";
import { Spinner } from "#src/client/components/ui/spinner";
import { MIN_PASSWORD_LENGTH } from "#src/client/lib/constants";
import { authFailureMessage } from "./auth-failure";
import { loadAuthClient } from "./load-auth-client";
import { atLeast } from "./password-rule";

export type CredentialsMode = "signIn" | "signUp";

/** The name sent on sign-up when the Name field is left blank: the e-mail's local part. */
export function defaultNameFor(email: string): string {
  return email.split("@")[0]?.trim() || email;
}

function showError(description: string) {
  toast({ title: t`Error`, description, variant: "destructive" });
}

type Props = {
  mode: CredentialsMode;
  /** The address, shared with the forgot-password form (kept when switching between them). */
  email: string;
  onEmailChange: (email: string) => void;
  /** Focus the address when shown (the form replaced another one, whose button went away). */
  focusEmail?: boolean;
  onForgotPassword: () => void;
  /** The password was right and two-factor sign-in is on: the code is asked next. */
  onTwoFactor: () => void;
};

/** E-mail + password sign-in and sign-up (docs/product.md#auth, docs/product.md#sign-in). */
export function CredentialsForm({
  mode,
  email,
  onEmailChange,
  focusEmail = false,
  onForgotPassword,
  onTwoFactor,
}: Props) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const signUp = mode === "signUp";
  // Only when first shown: later renders (a mode toggle) leave the focus where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (focusEmail) emailRef.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmedEmail = email.trim();
    if (!trimmedEmail || !password) {
      showError(t`Please enter both email and password`);
      return;
    }
    setBusy(true);
    try {
      const { authClient } = await loadAuthClient();
      const { data, error } = signUp
        ? await authClient.signUp.email({
            name: name.trim() || defaultNameFor(trimmedEmail),
            email: trimmedEmail,
            password,
          })
        : await authClient.signIn.email({ email: trimmedEmail, password });
      if (error) {
        showError(authFailureMessage(error, t`Authentication failed`));
      } else if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
        onTwoFactor();
      } else if (signUp && !data?.token) {
        // A server that sends mail confirms the address first (docs/decisions/0010).
        toast({
          title: t`Check your e-mail`,
          description: t`We sent a link to ${trimmedEmail}. Follow it to finish creating your account and sign in.`,
        });
      } else if (signUp) {
        toast({
          title: t`Success`,
          description: t`Account created! You should be logged in automatically.`,
        });
      }
    } catch (error) {
      showError(authFailureMessage(error, t`Authentication failed`));
    } finally {
      setBusy(false);
    }
  }

  const submitLabel = signUp ? t`Sign Up` : t`Sign In`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
      {signUp ? (
        <Field id={`${id}-name`} label={t`Name`} hint={t`How we greet you. Optional.`}>
          {(hintId) => (
            <Input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-describedby={hintId}
            />
          )}
        </Field>
      ) : null}
      <Field id={`${id}-email`} label={t`Email`}>
        {() => (
          <Input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            // The account's user name for password managers (sign in and sign up alike).
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(e) => onEmailChange(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-password`}
        label={t`Password`}
        hint={signUp ? atLeast(MIN_PASSWORD_LENGTH) : undefined}
      >
        {(hintId) => (
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete={signUp ? "new-password" : "current-password"}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={hintId}
          />
        )}
      </Field>
      {signUp ? null : (
        <div className="-mt-2 flex justify-end">
          <Button variant="link" size="inline" onClick={onForgotPassword}>
            <Trans>Forgot password?</Trans>
          </Button>
        </div>
      )}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? <Spinner className="size-5 text-current" /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
