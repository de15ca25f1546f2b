import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Field } from "#src/client/components/ui/field";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { PasswordInput } from "#src/client/components/ui/password-input";
import { Spinner } from "#src/client/components/ui/spinner";
import { BackupCodes } from "./backup-codes";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  destructive?: boolean;
  /** Runs with the password; backup codes it resolves with are shown before closing. */
  action: (password: string) => Promise<string[] | undefined>;
};

/** A change to two-factor sign-in that asks the password first (turning it off, new codes). */
export function PasswordDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  destructive = false,
  action,
}: Props) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = (next: boolean) => {
    if (!next) {
      setPassword("");
      setProblem(null);
      setCodes(null);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) return setProblem(t`Enter your password.`);
    setBusy(true);
    setProblem(null);
    try {
      const result = await action(password);
      setPassword("");
      if (result) setCodes(result);
      else close(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t`Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog open={open} onOpenChange={close} title={title} description={description}>
      {codes ? (
        <div className="grid gap-3">
          <BackupCodes codes={codes} />
          <Button className="justify-self-start" onClick={() => close(false)}>
            <Trans>I have saved my backup codes</Trans>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-3" aria-busy={busy}>
          <Field id={`${id}-password`} label={t`Password`}>
            {() => (
              <PasswordInput
                id={`${id}-password`}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-describedby={problem ? `${id}-problem` : undefined}
              />
            )}
          </Field>
          {problem ? (
            <p
              id={`${id}-problem`}
              role="alert"
              className="text-sm font-medium text-destructive-text"
            >
              {problem}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => close(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={busy} variant={destructive ? "destructive" : "default"}>
              {busy ? <Spinner className="size-5 text-current" /> : null}
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </FormDialog>
  );
}
