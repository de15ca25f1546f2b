import { t } from "@lingui/core/macro";
import { type FormEvent, type ReactNode, useId } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { apiErrorMessage } from "./account-api";
import { useWritesPaused } from "./writes-paused";

/** A failed account change as a toast: its title, and the reason from the answer. */
export const failed = (title: string, error: unknown) =>
  toast({
    title,
    description: apiErrorMessage(error, t`Please try again.`),
    variant: "destructive",
  });

/** One small form of the Account section: a heading, its fields, a submit button. */
export function AccountForm({
  title,
  hint,
  busy,
  submitLabel,
  onSubmit,
  status,
  children,
}: {
  title: string;
  hint?: ReactNode;
  /** A polite live message under the button (kept mounted so it is announced). */
  status?: string;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  const headingId = useId();
  // Offline the account is read-only too (docs/product.md#offline): what was typed stays, the button waits.
  const paused = useWritesPaused();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy && !paused) void onSubmit();
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      aria-busy={busy}
      className="grid content-start gap-3"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      {hint ? <div className="text-sm text-muted-foreground">{hint}</div> : null}
      {children}
      <Button
        type="submit"
        variant="outline"
        disabled={busy || paused}
        className="justify-self-start"
      >
        {busy ? <Spinner className="size-5" /> : null}
        {submitLabel}
      </Button>
      {status !== undefined ? (
        <p role="status" className="text-sm">
          {status}
        </p>
      ) : null}
    </form>
  );
}
