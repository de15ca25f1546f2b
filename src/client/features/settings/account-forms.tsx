import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Field } from "#src/client/components/ui/field";
import { Input } from "#src/client/components/ui/input";
import { isolate } from "#src/client/i18n/format";
import { changeEmail, changeName } from "./account-api";
import { AccountForm, failed } from "./account-form";

/** Where the confirmation link went, set apart where directions mix. */
const sentText = (to: string) => {
  const address = isolate(to);
  return t`Check ${address} for a confirmation link.`;
};

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
