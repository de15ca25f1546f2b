import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { Spinner } from "#src/client/components/ui/spinner";
import { PlainPage } from "./refusal-page";

export type PinProblem = "wrong_pin" | "too_many_tries" | "no_answer" | null;

/** The link asks for its PIN: six digits, said wrong or to wait after too many tries. */
export function PinScreen({
  problem,
  busy,
  onSubmit,
}: {
  problem: PinProblem;
  busy: boolean;
  onSubmit: (pin: string) => void;
}) {
  const fieldId = useId();
  const errorId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState("");
  const [format, setFormat] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(pin)) {
      setFormat(true);
      field.current?.focus();
      return;
    }
    setFormat(false);
    onSubmit(pin);
  }

  const message = format
    ? t`The PIN is 6 digits.`
    : problem === "wrong_pin"
      ? t`That PIN is not right. Check it with the class's teacher and try again.`
      : problem === "too_many_tries"
        ? t`Too many wrong PINs. Wait 15 minutes, then try again.`
        : problem === "no_answer"
          ? t`No answer from ClassCharm. Check the connection and try again.`
          : null;
  return (
    <PlainPage title={t`Enter the PIN`}>
      <p className="text-muted-foreground">
        <Trans>The class's teacher gave you a 6-digit PIN with this link.</Trans>
      </p>
      <form noValidate onSubmit={submit} className="grid gap-3">
        <Label htmlFor={fieldId}>{t`PIN`}</Label>
        <Input
          id={fieldId}
          ref={field}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          autoFocus
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\s/g, ""))}
          aria-invalid={message && problem !== "no_answer" ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className="font-mono text-lg tracking-widest"
        />
        {message ? (
          <p id={errorId} role="alert" className="text-sm text-destructive-text">
            {message}
          </p>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner className="size-4" /> : null}
          <Trans>Open the class</Trans>
        </Button>
      </form>
    </PlainPage>
  );
}
