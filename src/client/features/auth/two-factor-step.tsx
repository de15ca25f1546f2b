import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Field } from "#src/client/components/ui/field";
import { Input } from "#src/client/components/ui/input";
import { Spinner } from "#src/client/components/ui/spinner";
import { twoFactorFailure } from "#src/client/lib/two-factor-errors";
import { loadAuthClient } from "./load-auth-client";

type Props = {
  /** Back to the password (a new sign-in). */
  onCancel: () => void;
};

/**
 * Sign-in's second step (docs/product.md#sign-in): after a right password, when two-factor
 * sign-in is on, the 6-digit code from the authenticator app, or one of the backup codes, and
 * whether to trust this device for 30 days. A right code signs in (the session store then
 * leaves the page); a wrong one says so beside the field.
 */
export function TwoFactorStep({ onCancel }: Props) {
  const id = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState("");
  const [trust, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the field each time it changes kind
  useEffect(() => codeRef.current?.focus(), [backup]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const typed = backup ? code.trim() : code.replace(/\s+/g, "");
    if (!typed) {
      setProblem(backup ? t`Enter one of your backup codes.` : t`Enter the 6-digit code.`);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { authClient } = await loadAuthClient();
      const { error } = backup
        ? await authClient.twoFactor.verifyBackupCode({ code: typed, trustDevice: trust })
        : await authClient.twoFactor.verifyTotp({ code: typed, trustDevice: trust });
      if (error) {
        setProblem(twoFactorFailure(error, t`The code could not be checked. Please try again.`));
        codeRef.current?.select();
      }
    } catch (error) {
      setProblem(twoFactorFailure(error, t`The code could not be checked. Please try again.`));
    } finally {
      setBusy(false);
    }
  }

  const problemId = `${id}-problem`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
      <p className="text-sm text-muted-foreground">
        {backup ? (
          <Trans>
            Enter one of the backup codes you saved when you turned on two-factor sign-in.
          </Trans>
        ) : (
          <Trans>
            Open your authenticator app and enter the 6-digit code it shows for ClassCharm.
          </Trans>
        )}
      </p>
      <Field id={`${id}-code`} label={backup ? t`Backup code` : t`Authentication code`}>
        {() => (
          <Input
            ref={codeRef}
            id={`${id}-code`}
            name={backup ? "backup-code" : "one-time-code"}
            autoComplete={backup ? "off" : "one-time-code"}
            inputMode={backup ? "text" : "numeric"}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={backup ? 40 : 8}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
        )}
      </Field>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive-text">
          {problem}
        </p>
      ) : null}
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={trust}
          onChange={(e) => setTrust(e.target.checked)}
        />
        <span>
          <Trans>Trust this device for 30 days</Trans>
        </span>
      </label>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? <Spinner className="size-5 text-current" /> : null}
        <Trans>Verify</Trans>
      </Button>
      <Button
        variant="link"
        onClick={() => {
          setBackup(!backup);
          setCode("");
          setProblem(null);
        }}
      >
        {backup ? (
          <Trans>Use your authenticator app instead</Trans>
        ) : (
          <Trans>Use a backup code instead</Trans>
        )}
      </Button>
      <Button variant="link" onClick={onCancel}>
        <Trans>Back to sign in</Trans>
      </Button>
    </form>
  );
}
