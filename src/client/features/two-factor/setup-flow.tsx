import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Copy } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Field } from "#src/client/components/ui/field";
import { Input } from "#src/client/components/ui/input";
import { PasswordInput } from "#src/client/components/ui/password-input";
import { Spinner } from "#src/client/components/ui/spinner";
import { qrShape } from "../useful";
import { confirmSetup, keyOf, startSetup, TWO_FACTOR_STATUS_KEY } from "./api";
import { BackupCodes, copyText } from "./backup-codes";

type Step =
  | { kind: "password" }
  | { kind: "scan"; totpURI: string; backupCodes: string[] }
  | { kind: "codes"; backupCodes: string[] };

/** The authenticator's address as a QR code, named for screen readers. */
function SetupQr({ uri }: { uri: string }) {
  const { size, path } = useMemo(() => qrShape(uri), [uri]);
  return (
    <svg
      role="img"
      aria-label={t`QR code to add ClassCharm to your authenticator app`}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 justify-self-center rounded-lg border border-border bg-white"
    >
      <rect width={size} height={size} fill="#FFFFFF" />
      <path d={path} fill="#000000" />
    </svg>
  );
}

/**
 * Turning two-factor sign-in on, step by step: the password; then the QR code and the key for
 * the authenticator app and its first code, which turns it on; then the ten backup codes.
 * `onDone` when the teacher has seen the codes.
 */
export function SetupFlow({ onDone }: { onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "password" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = `${id}-problem`;

  async function run(action: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t`Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (!password) return setProblem(t`Enter your password.`);
    void run(async () => {
      const started = await startSetup(password);
      setPassword("");
      setStep({ kind: "scan", ...started });
    });
  }

  function submitCode(event: FormEvent, backupCodes: string[]) {
    event.preventDefault();
    const typed = code.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(typed)) return setProblem(t`Enter the 6-digit code from the app.`);
    void run(async () => {
      await confirmSetup(typed);
      await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });
      setStep({ kind: "codes", backupCodes });
    });
  }

  const problemText = problem ? (
    <p id={problemId} role="alert" className="text-sm font-medium text-destructive-text">
      {problem}
    </p>
  ) : null;
  const submit = (label: string) => (
    <Button type="submit" disabled={busy} className="justify-self-start">
      {busy ? <Spinner className="size-5 text-current" /> : null}
      {label}
    </Button>
  );

  if (step.kind === "password") {
    return (
      <form noValidate onSubmit={submitPassword} className="grid gap-3" aria-busy={busy}>
        <p>
          <Trans>
            You will need an authenticator app on your phone, such as Google Authenticator,
            Microsoft Authenticator or 2FAS. First, confirm it is you.
          </Trans>
        </p>
        <Field id={`${id}-password`} label={t`Password`}>
          {() => (
            <PasswordInput
              id={`${id}-password`}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={problem ? problemId : undefined}
            />
          )}
        </Field>
        {problemText}
        {submit(t`Continue`)}
      </form>
    );
  }

  if (step.kind === "scan") {
    const { key, grouped } = keyOf(step.totpURI);
    return (
      <form
        noValidate
        onSubmit={(e) => submitCode(e, step.backupCodes)}
        className="grid gap-3"
        aria-busy={busy}
      >
        <p>
          <Trans>Scan this QR code with your authenticator app.</Trans>
        </p>
        <SetupQr uri={step.totpURI} />
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            <Trans>Can't scan it? Type this key into the app instead:</Trans>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              dir="ltr"
              className="min-w-0 break-all rounded-lg bg-muted px-3 py-2 font-mono text-base"
            >
              {grouped}
            </code>
            <Button variant="outline" onClick={() => void copyText(key, t`Key copied`)}>
              <Copy aria-hidden="true" className="size-5" />
              <Trans>Copy key</Trans>
            </Button>
          </div>
        </div>
        <Field
          id={`${id}-code`}
          label={t`6-digit code from the app`}
          hint={t`Two-factor sign-in is on once this code is right.`}
        >
          {(hintId) => (
            <Input
              id={`${id}-code`}
              name="one-time-code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={8}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={[hintId, problem ? problemId : null].filter(Boolean).join(" ")}
            />
          )}
        </Field>
        {problemText}
        {submit(t`Turn on`)}
      </form>
    );
  }

  return (
    <div className="grid gap-3">
      <p role="status" className="font-semibold">
        <Trans>Two-factor sign-in is on.</Trans>
      </p>
      <BackupCodes codes={step.backupCodes} />
      <Button className="justify-self-start" onClick={onDone}>
        <Trans>I have saved my backup codes</Trans>
      </Button>
    </div>
  );
}
