import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import type { AppConfig } from "../config/api";
import { loadAuthClient } from "./load-auth-client";

export type OAuthProvider = { id: string; name: string };

/** The OAuth providers the server has configured, in display order. */
export function oauthProviders(config: AppConfig | undefined): OAuthProvider[] {
  if (!config) return [];
  const list: OAuthProvider[] = [];
  if (config.providers.google) list.push({ id: "google", name: "Google" });
  if (config.providers.oidc) list.push(config.providers.oidc);
  return list;
}

export function oauthFailed(providerName: string) {
  toast({
    title: t`${providerName} Sign-in Failed`,
    description: t`Please try again or use email/password login.`,
    variant: "destructive",
  });
}

type Props = {
  providers: OAuthProvider[];
  /** Same-site path to land on after a successful sign-in. */
  callbackPath: string;
};

/** "Sign in with <provider>" buttons; the browser follows the provider's URL. */
export function OAuthButtons({ providers, callbackPath }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  if (providers.length === 0) return null;

  async function start(provider: OAuthProvider) {
    setBusy(provider.id);
    const errorParams = new URLSearchParams({ provider: provider.id });
    if (callbackPath !== "/") errorParams.set("redirect", callbackPath);
    try {
      const { authClient } = await loadAuthClient();
      const { error } = await authClient.signIn.social({
        provider: provider.id,
        callbackURL: callbackPath,
        errorCallbackURL: `/auth?${errorParams}`,
      });
      // On success the client follows the returned URL; stay busy until the page unloads.
      if (error) {
        oauthFailed(provider.name);
        setBusy(null);
      }
    } catch {
      oauthFailed(provider.name);
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        <Trans>or</Trans>
        <span className="h-px flex-1 bg-border" />
      </div>
      {providers.map((provider) => {
        const name = provider.name;
        return (
          <Button
            key={provider.id}
            variant="outline"
            className="w-full"
            disabled={busy !== null}
            onClick={() => void start(provider)}
          >
            <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
            <Trans>Sign in with {name}</Trans>
          </Button>
        );
      })}
    </div>
  );
}
