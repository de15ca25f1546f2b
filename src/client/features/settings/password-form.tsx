import { t } from "@lingui/core/macro";
import { useId, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Field } from "#src/client/components/ui/field";
import { PasswordInput } from "#src/client/components/ui/password-input";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "#src/domain/account/rules";
import { changePassword } from "./account-api";
import { AccountForm, failed } from "./account-form";

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
