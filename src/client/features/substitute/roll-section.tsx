import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Check, UserX } from "lucide-react";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { cn } from "#src/client/lib/cn";
import { isConflict, useRoll, useStudents } from "./queries";
import { dayText } from "./refusal-page";

/** A section's loading or failed state, with Try again. */
export function SectionState({
  failed,
  onRetry,
  what,
}: {
  failed: boolean;
  onRetry: () => void;
  what: string;
}) {
  if (!failed) {
    return (
      <div className="flex justify-center p-6">
        <Spinner />
        <span role="status" className="sr-only">
          {t`Loading...`}
        </span>
      </div>
    );
  }
  return (
    <div role="alert" className="grid justify-items-start gap-2 p-2">
      <p>{what}</p>
      <Button variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/**
 * Today's roll: every student, tap one to mark them absent (tap again: present). Each tap is
 * saved at once, as on the class's teachers' roll.
 */
export function RollSection() {
  const students = useStudents();
  const { day, roll, absent, save } = useRoll();
  if (!students.data || !roll.data) {
    return (
      <SectionState
        failed={students.isError || roll.isError}
        onRetry={() => void Promise.all([students.refetch(), roll.refetch()])}
        what={t`The roll could not be loaded.`}
      />
    );
  }
  const today = dayText(day);
  const absentCount = students.data.filter((s) => absent.has(s.id)).length;
  const present = students.data.length - absentCount;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Trans>Roll for today, {today}</Trans>
        </h2>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          <Trans>
            {present} present, {absentCount} absent
          </Trans>
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>Tap the students who are absent. Each tap is saved at once.</Trans>
      </p>
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive-text">
          {isConflict(save.error)
            ? t`Someone else changed the roll meanwhile: this is the roll now. Tap again if needed.`
            : t`The last change could not be saved. Check the connection and tap again.`}
        </p>
      ) : null}
      {students.data.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>This class has no students.</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {students.data.map((student) => {
            const out = absent.has(student.id);
            return (
              <li key={student.id} className="min-w-0">
                <button
                  type="button"
                  aria-pressed={out}
                  onClick={() => {
                    const next = new Set(absent);
                    if (out) next.delete(student.id);
                    else next.add(student.id);
                    save.mutate([...next]);
                  }}
                  className={cn(
                    "flex min-h-12 w-full items-center gap-3 rounded-lg border px-3 py-2 text-start",
                    out
                      ? "border-destructive-text bg-destructive/10 text-foreground"
                      : "border-border bg-card",
                  )}
                >
                  {out ? (
                    <UserX aria-hidden="true" className="size-5 shrink-0 text-destructive-text" />
                  ) : (
                    <Check aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  )}
                  <span className="min-w-0 flex-1 wrap-anywhere">
                    <bdi>{student.name}</bdi>
                  </span>
                  <span aria-hidden="true" className="shrink-0 text-sm font-semibold">
                    {out ? t`Absent` : t`Present`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
