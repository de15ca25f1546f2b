import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { Field } from "#src/client/components/ui/field";
import { Input } from "#src/client/components/ui/input";
import { PasswordInput } from "#src/client/components/ui/password-input";
import { Spinner } from "#src/client/components/ui/spinner";
import { isolateMixed } from "#src/client/i18n/isolate-mixed";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "#src/domain/account/rules";
import { apiErrorMessage, changeEmail, changeName, changePassword } from "./account-api";
import { useWritesPaused } from "./writes-paused";

/** Where the confirmation link went, set apart where directions mix. */
const sentText = (to: string) => {
  const address = isolateMixed(to);
  return t`Check ${address} for a confirmation link.`;
};

const failed = (title: string, error: unknown) =>
  toast({
    title,
    description: apiErrorMessage(error, t`Please try again.`),
    variant: "destructive",
  });

/** One small form of the Account section: a heading, its fields, a submit button. */
function AccountForm({
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

export function NameForm({ current }: { current: string }) {
  const id = useId();
  const [name, setName] = useState(current);
  const [busy, setBusy] = useState(false);
  return (
    <AccountForm
      title={t`Name`}
      busy={busy}
      submitLabel={t`Save name`}
      onSubmit={async () => {
        const trimmed = name.trim();
        if (!trimmed || trimmed.length > 100) {
          toast({ title: t`Enter a name of 1 to 100 characters`, variant: "destructive" });
          return;
        }
        setBusy(true);
        try {
          await changeName(trimmed);
          toast({ title: t`Name saved` });
        } catch (error) {
          failed(t`Failed to save the name`, error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Field id={`${id}-name`} label={t`Your name`}>
        {() => (
          <Input
            id={`${id}-name`}
            autoComplete="name"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
    </AccountForm>
  );
}

export function EmailForm({ current }: { current: string }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AccountForm
      title={t`E-mail address`}
      hint={
        <Trans>
          Now: <span className="font-medium break-all text-foreground">{current}</span>. It changes
          once you follow the link we send to the new address.
        </Trans>
      }
      busy={busy}
      submitLabel={t`Send confirmation link`}
      status={sentTo ? sentText(sentTo) : ""}
      onSubmit={async () => {
        const next = email.trim();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(next)) {
          toast({ title: t`Enter a valid e-mail address`, variant: "destructive" });
          return;
        }
        if (next.toLowerCase() === current.toLowerCase()) {
          toast({ title: t`That is already your e-mail address`, variant: "destructive" });
          return;
        }
        setBusy(true);
        try {
          await changeEmail(next);
          setSentTo(next);
          setEmail("");
          toast({ title: t`Check your new e-mail address for a confirmation link.` });
        } catch (error) {
          failed(t`Failed to change the e-mail address`, error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Field id={`${id}-email`} label={t`New e-mail address`}>
        {() => (
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
    </AccountForm>
  );
}

export function PasswordForm() {
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const [busy, setBusy] = useState(false);
  const refuse = (title: string) => {
    toast({ title, variant: "destructive" });
  };
  return (
    <AccountForm
      title={t`Password`}
      hint={t`At least ${MIN_PASSWORD_LENGTH} characters. Changing it signs out your other devices.`}
      busy={busy}
      submitLabel={t`Change password`}
      onSubmit={async () => {
        if (!current) return refuse(t`Enter your current password`);
        if (next.length < MIN_PASSWORD_LENGTH || next.length > MAX_PASSWORD_LENGTH) {
          return refuse(
            t`The new password needs ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`,
          );
        }
        if (next !== again) return refuse(t`The new passwords do not match`);
        setBusy(true);
        try {
          await changePassword(current, next);
          setCurrent("");
          setNext("");
          setAgain("");
          toast({
            title: t`Password changed`,
            description: t`Your other devices were signed out.`,
          });
        } catch (error) {
          failed(t`Failed to change the password`, error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Field id={`${id}-current`} label={t`Current password`}>
        {() => (
          <PasswordInput
            id={`${id}-current`}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-new`} label={t`New password`}>
        {() => (
          <PasswordInput
            id={`${id}-new`}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-again`} label={t`Confirm new password`}>
        {() => (
          <PasswordInput
            id={`${id}-again`}
            autoComplete="new-password"
            value={again}
            onChange={(e) => setAgain(e.target.value)}
          />
        )}
      </Field>
    </AccountForm>
  );
}
