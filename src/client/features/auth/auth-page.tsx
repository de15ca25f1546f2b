import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { AuthLayout } from "#src/client/components/card-page-layout";
import { Button } from "#src/client/components/ui/button";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { safeRedirectPath } from "#src/client/lib/safe-redirect";
import { useAppConfig } from "../config/api";
import { useAuth } from "./auth-provider";
import { CredentialsForm } from "./credentials-form";
import { ForgotPasswordForm } from "./forgot-password-form";
import { preloadAuthClient } from "./load-auth-client";
import { OAuthButtons, oauthFailed, oauthProviders } from "./oauth-buttons";
import { TwoFactorStep } from "./two-factor-step";

type Mode = "signIn" | "signUp" | "forgot" | "twoFactor";

const copy = {
  signIn: { title: msg`Welcome back`, description: msg`Sign in to ${PRODUCT_NAME}` },
  signUp: {
    title: msg`Create your account`,
    description: msg`Start using ${PRODUCT_NAME}, free forever`,
  },
  forgot: {
    title: msg`Reset your password`,
    description: msg`Enter your email and we'll send you a link to choose a new password.`,
  },
  twoFactor: {
    title: msg`Two-factor sign-in`,
    description: msg`Your password was right. One more step keeps your classes safe.`,
  },
} as const;

function initialMode(value: string | null): Mode {
  return value === "signUp" || value === "forgot" ? value : "signIn";
}

/** `/auth`: sign in, sign up, or ask for a reset link; back to where the visitor came from. */
export function AuthPage() {
  const { user } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>(() => initialMode(params.get("mode")));
  // One address for both forms: typed before "Forgot password?" (or after it), kept across.
  const [email, setEmail] = useState("");
  // A switch between the forms removes the button pressed: focus goes to the address instead.
  const [focusEmail, setFocusEmail] = useState(false);
  const switchTo = (next: Mode) => {
    setFocusEmail(true);
    setMode(next);
  };
  const config = useAppConfig();
  const providers = useMemo(() => oauthProviders(config.data), [config.data]);
  const fromState = (location.state as { from?: unknown } | null)?.from;
  const target = safeRedirectPath(params.get("redirect") ?? fromState);
  // Every action of this page needs Better Auth's client: fetched while the form is filled in.
  useEffect(preloadAuthClient, []);

  // Back from a failed OAuth sign-in: Better Auth appends `error` to our errorCallbackURL.
  const oauthError = params.get("error");
  const oauthProviderId = params.get("provider");
  const configSettled = !config.isPending;
  useEffect(() => {
    if (!oauthError || !configSettled) return;
    const provider = providers.find((p) => p.id === oauthProviderId);
    oauthFailed(provider?.name ?? (oauthProviderId === "google" ? "Google" : "OAuth"));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ["error", "error_description", "provider"]) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [oauthError, oauthProviderId, configSettled, providers, setParams]);

  if (user) return <Navigate to={target} replace />;

  const { title, description } = copy[mode];
  return (
    <AuthLayout title={i18n._(title)} description={i18n._(description)}>
      {mode === "twoFactor" ? (
        <TwoFactorStep onCancel={() => switchTo("signIn")} />
      ) : mode === "forgot" ? (
        <ForgotPasswordForm
          email={email}
          onEmailChange={setEmail}
          focusEmail={focusEmail}
          onDone={() => switchTo("signIn")}
        />
      ) : (
        <>
          <CredentialsForm
            mode={mode}
            email={email}
            onEmailChange={setEmail}
            focusEmail={focusEmail}
            onForgotPassword={() => switchTo("forgot")}
            onTwoFactor={() => setMode("twoFactor")}
          />
          <OAuthButtons providers={providers} callbackPath={target} />
          <Button variant="link" onClick={() => setMode(mode === "signIn" ? "signUp" : "signIn")}>
            {mode === "signIn" ? (
              <Trans>Don't have an account? Sign Up</Trans>
            ) : (
              <Trans>Already have an account? Sign In</Trans>
            )}
          </Button>
        </>
      )}
    </AuthLayout>
  );
}
