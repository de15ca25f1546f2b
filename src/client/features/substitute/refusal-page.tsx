import { t } from "@lingui/core/macro";
import type { ReactNode } from "react";
import { Logo } from "#src/client/components/logo";
import { dateText } from "#src/client/lib/dates";
import type { Refusal } from "./substitute-api";

/** A plain page of the substitute's: the logo (no link anywhere) and a card. */
export function PlainPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-8">
      <Logo />
      <div className="grid w-full max-w-md gap-3 rounded-card border border-border bg-card p-6 text-card-foreground shadow-soft">
        <h1 className="text-xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** A day "YYYY-MM-DD" in the browser's words. */
export function dayText(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return dateText(new Date(year, month - 1, date, 12));
}

/**
 * Why the link opens nothing, in words for the substitute, who can only ask the class's
 * teacher for a new link. `opensOn` names the first day of a link not yet open.
 */
export function RefusalPage({ refusal, opensOn }: { refusal: Refusal; opensOn?: string | null }) {
  const day = opensOn ? dayText(opensOn) : null;
  const [title, text] =
    refusal === "expired"
      ? [
          t`This link has ended`,
          t`Its last day has passed. Ask the class's teacher for a new link.`,
        ]
      : refusal === "revoked"
        ? [
            t`This link was turned off by the class's teacher`,
            t`It no longer opens the class. Ask the class's teacher if you still need it.`,
          ]
        : refusal === "not_started"
          ? [
              day ? t`This link opens on ${day}` : t`This link is not open yet`,
              t`Come back on its first day: the same link will work then.`,
            ]
          : refusal === "too_many_tries"
            ? [
                t`Too many wrong PINs`,
                t`Wait 15 minutes, then open the link again and enter the PIN.`,
              ]
            : [
                t`This link doesn't work — check that it was copied whole`,
                t`Open the link again from the message it came in. If it still doesn't work, ask the class's teacher for a new one.`,
              ];
  return (
    <PlainPage title={title}>
      <p className="text-muted-foreground">{text}</p>
    </PlainPage>
  );
}
