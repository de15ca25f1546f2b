import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { fieldIssueText } from "#src/client/i18n/field-words";
import { useOneAtATime } from "#src/client/lib/one-at-a-time";
import { groupingRenameInput } from "#src/domain/schemas/groupings";

type Props = {
  initialName: string;
  submitLabel: string;
  pendingLabel: string;
  /** Why it can't be sent now (offline); the submit button is then disabled. */
  blockedReason: string | null;
  /** Resolves when the request is over (either way). */
  onSubmit: (name: string) => Promise<void>;
  onCancel: () => void;
};

/** The Name field of the Save and Rename dialogs, checked like the server (1-100 characters). */
export function GroupingNameForm(props: Props) {
  const nameId = useId();
  const errorId = useId();
  const reasonId = useId();
  const [name, setName] = useState(props.initialName);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const oneAtATime = useOneAtATime();
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (props.blockedReason) return;
    const parsed = groupingRenameInput.safeParse({ name });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? fieldIssueText("name", issue, name) : t`Name is not valid`);
      input.current?.focus();
      return;
    }
    setError(null);
    await oneAtATime(async () => {
      setPending(true);
      try {
        await props.onSubmit(parsed.data.name);
      } finally {
        setPending(false);
      }
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={nameId}>
          <Trans>Name</Trans>
        </Label>
        <Input
          ref={input}
          id={nameId}
          value={name}
          autoComplete="off"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
          onFocus={(e) => e.currentTarget.select()}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive-text">
            {error}
          </p>
        ) : null}
      </div>
      {props.blockedReason ? (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {props.blockedReason}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        {/* Not disabled while pending (a second submit waits, oneAtATime): a disabled button
            would drop the keyboard to the page, and a failed save leaves the dialog open. */}
        <Button
          type="submit"
          disabled={Boolean(props.blockedReason)}
          aria-disabled={pending}
          aria-describedby={props.blockedReason ? reasonId : undefined}
        >
          {pending ? props.pendingLabel : props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
