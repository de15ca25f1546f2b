import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { PasswordInput } from "#src/client/components/ui/password-input";
import { Spinner } from "#src/client/components/ui/spinner";
import { DELETE_ACCOUNT_PHRASE } from "#src/domain/account/rules";
import { ACCOUNT_DELETED_PAGE, signOutAndLeave } from "../auth";
import { apiErrorMessage, deleteAccount, downloadExport } from "./account-api";
import { useWritesPaused } from "./writes-paused";

/** "Export all my data": one JSON file with the classes, students, history and settings. */
export function ExportData() {
  const [busy, setBusy] = useState(false);
  // It needs the server: offline it is unavailable, with the Account section's reason.
  const paused = useWritesPaused();
  async function download() {
    setBusy(true);
    try {
      const name = await downloadExport();
      toast({ title: t`Your data was downloaded`, description: name });
    } catch (error) {
      toast({
        title: t`Failed to export your data`,
        description: apiErrorMessage(error, t`Please try again.`),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="grid content-start gap-3">
      <h3 className="text-lg font-semibold">
        <Trans>Your data</Trans>
      </h3>
      <p className="text-sm text-muted-foreground">
        <Trans>
          One JSON file with your classes, students, pick history, settings and preferences (each
          class's roster is also available as a CSV file: Export CSV on the Students tab). What
          ClassCharm keeps, and for how long:{" "}
          <Link to="/privacy" className="text-link underline underline-offset-4">
            Privacy
          </Link>
          .
        </Trans>
      </p>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={busy || paused}
        onClick={() => void download()}
      >
        {busy ? <Spinner className="size-5" /> : <Download aria-hidden="true" />}
        <Trans>Export all my data</Trans>
      </Button>
    </div>
  );
}

/**
 * The danger zone: deleting the account asks for the password, or for an account without one
 * (Google, the school's sign-in) the typed phrase. Afterwards the page leaves signed out, with
 * the cache and local storage cleared as sign-out clears them.
 */
export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const paused = useWritesPaused();

  function openChange(next: boolean) {
    if (busy) return;
    setOpen(next);
    setSecret("");
    setError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || paused) return;
    if (!secret.trim()) {
      setError(hasPassword ? t`Enter your password.` : t`Type ${DELETE_ACCOUNT_PHRASE}.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(hasPassword ? { password: secret } : { confirmation: secret });
    } catch (failure) {
      setBusy(false);
      setError(apiErrorMessage(failure, t`Your account could not be deleted. Please try again.`));
      return;
    }
    // As Sign Out does, the other tabs included; the server already ended every session. At
    // once, to the landing page that says the account was deleted (0035): no toast that the
    // page's leaving would cut short.
    await signOutAndLeave({
      signOut: async () => null,
      cache: queryClient,
      leave: () => window.location.assign(ACCOUNT_DELETED_PAGE),
      delayMs: 0,
    });
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-3 rounded-card border border-destructive p-4"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-destructive-text">
        <Trans>Danger zone</Trans>
      </h3>
      <p className="text-sm">
        <Trans>
          Deleting your account removes your classes, students, history and settings for good.
          Export your data first if you may want it later.
        </Trans>
      </p>
      <Button
        variant="destructive"
        className="justify-self-start"
        disabled={paused}
        onClick={() => openChange(true)}
      >
        <Trash2 aria-hidden="true" />
        <Trans>Delete my account</Trans>
      </Button>
      <FormDialog
        open={open}
        onOpenChange={openChange}
        title={t`Delete your account?`}
        description={
          hasPassword
            ? t`This deletes every class, student and setting of yours and cannot be undone. Enter your password to confirm.`
            : t`This deletes every class, student and setting of yours and cannot be undone. Type ${DELETE_ACCOUNT_PHRASE} to confirm.`
        }
      >
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-secret`}>
              {hasPassword ? (
                <Trans>Your password</Trans>
              ) : (
                <Trans>Type {DELETE_ACCOUNT_PHRASE}</Trans>
              )}
            </Label>
            {hasPassword ? (
              <PasswordInput
                id={`${id}-secret`}
                autoComplete="current-password"
                value={secret}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => setSecret(e.target.value)}
              />
            ) : (
              <Input
                id={`${id}-secret`}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={secret}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => setSecret(e.target.value)}
              />
            )}
          </div>
          <p id={errorId} role="alert" className="text-sm text-destructive-text empty:hidden">
            {error ?? (paused ? t`Not available while offline` : "")}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => openChange(false)}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="destructive" disabled={busy || paused}>
              {busy ? <Spinner className="size-5 text-current" /> : null}
              <Trans>Delete my account forever</Trans>
            </Button>
          </div>
        </form>
      </FormDialog>
    </section>
  );
}
