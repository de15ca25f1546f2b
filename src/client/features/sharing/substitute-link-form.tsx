import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link2 } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { Spinner } from "#src/client/components/ui/spinner";
import type { SubstituteLinkInput } from "#src/client/data/sharing-source";
import { dateText } from "#src/client/lib/dates";
import { localDay } from "#src/domain/attendance/school-day";
import { MAX_SUBSTITUTE_DAYS } from "#src/domain/schemas/substitutes";
import { addDays, dayAsDate, type RangeProblem, rangeProblem } from "./link-days";

const PIN = /^\d{6}$/;

function problemText(problem: RangeProblem, first: string): string {
  const most = MAX_SUBSTITUTE_DAYS;
  switch (problem) {
    case "missing":
      return t`Choose the first and the last day.`;
    case "past":
      return t`The first day can't be in the past.`;
    case "backwards":
      return t`The last day can't be before the first day.`;
    case "too-long": {
      const latest = dateText(dayAsDate(addDays(first, most - 1)));
      return t`A link works for at most ${most} days: choose a last day no later than ${latest}.`;
    }
  }
}

type Props = {
  busy: boolean;
  /** Not available (offline): the button is off and says why elsewhere. */
  disabled?: boolean;
  /** Makes the link; throws (its words shown) when the server refuses. */
  onMake: (input: SubstituteLinkInput) => Promise<void>;
  /** The browser's today, "YYYY-MM-DD" (tests name it). */
  today?: string;
};

/**
 * The days a substitute link works (tomorrow to tomorrow unless changed, at most 14 days, from
 * today on) and an optional 6-digit PIN, then "Make link".
 */
export function SubstituteLinkForm({ busy, disabled = false, onMake, today }: Props) {
  const now = today ?? localDay();
  const tomorrow = addDays(now, 1);
  const [first, setFirst] = useState(tomorrow);
  const [last, setLast] = useState(tomorrow);
  const [askPin, setAskPin] = useState(false);
  const [pin, setPin] = useState("");
  const [error, setError] = useState<{ on: "days" | "pin" | "form"; text: string } | null>(null);
  const firstId = useId();
  const lastId = useId();
  const pinId = useId();
  const hintId = useId();
  const errorId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const lastField = useRef<HTMLInputElement>(null);
  const pinField = useRef<HTMLInputElement>(null);
  const range = rangeProblem(first, last, now);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (range) {
      setError({ on: "days", text: problemText(range, first) });
      (range === "past" ? firstField : lastField).current?.focus();
      return;
    }
    if (askPin && !PIN.test(pin)) {
      setError({ on: "pin", text: t`The PIN must be exactly 6 digits, such as 482913.` });
      pinField.current?.focus();
      return;
    }
    setError(null);
    try {
      await onMake({ starts_on: first, ends_on: last, pin: askPin ? pin : null });
      setPin("");
    } catch (failure) {
      setError({ on: "form", text: failure instanceof Error ? failure.message : String(failure) });
    }
  }

  const most = MAX_SUBSTITUTE_DAYS;
  const daysInvalid = error?.on === "days" || range === "too-long";
  const describedDays = [hintId, error?.on === "days" ? errorId : null].filter(Boolean).join(" ");
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={firstId}>{t`First day`}</Label>
          <Input
            id={firstId}
            ref={firstField}
            type="date"
            min={now}
            value={first}
            onChange={(event) => {
              const day = event.target.value;
              setFirst(day);
              // The last day follows a first day moved past it.
              if (day && last < day) setLast(day);
              setError(null);
            }}
            aria-invalid={error?.on === "days" && range === "past" ? true : undefined}
            aria-describedby={describedDays}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={lastId}>{t`Last day`}</Label>
          <Input
            id={lastId}
            ref={lastField}
            type="date"
            min={first || now}
            max={first ? addDays(first, most - 1) : undefined}
            value={last}
            onChange={(event) => {
              setLast(event.target.value);
              setError(null);
            }}
            aria-invalid={daysInvalid ? true : undefined}
            aria-describedby={describedDays}
          />
        </div>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {range === "too-long" && error?.on !== "days" ? (
          problemText(range, first)
        ) : (
          <Trans>A link works for at most {most} days, from the first day to the last.</Trans>
        )}
      </p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={askPin}
          onChange={(event) => {
            setAskPin(event.target.checked);
            setError(null);
          }}
        />
        <span>
          <Trans>Ask for a PIN</Trans>
        </span>
      </label>
      {askPin ? (
        <div className="grid gap-1">
          <Label htmlFor={pinId}>{t`PIN (6 digits)`}</Label>
          <Input
            id={pinId}
            ref={pinField}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            dir="ltr"
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\s/g, ""))}
            aria-invalid={error?.on === "pin" ? true : undefined}
            aria-describedby={error?.on === "pin" ? errorId : undefined}
            className="max-w-40 font-mono tracking-widest"
          />
          <p className="text-sm text-muted-foreground">
            <Trans>Tell the substitute the PIN apart from the link, for example in person.</Trans>
          </p>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive-text">
          {error.text}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={disabled || busy}>
          {busy ? <Spinner className="size-4" /> : <Link2 aria-hidden="true" />}
          <Trans>Make link</Trans>
        </Button>
      </div>
    </form>
  );
}
