import { History } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { relativeTime } from "../../../domain/relative-time";
import { toast } from "../../components/toast/toast-store";
import { Button } from "../../components/ui/button";
import { confirmKeepingFocus } from "../../components/ui/confirm-keeping-focus";
import { Spinner } from "../../components/ui/spinner";
import { useClearHistory, useHistory } from "./api";

/** The current time, refreshed every `everyMs`, so "Just now" becomes "1 minute ago". */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}

/** The class's picks with relative times (spec §9), newest first, and Clear History. */
export function SelectionHistory({ classId, name }: { classId: string; name: string }) {
  const headingId = useId();
  const history = useHistory(classId);
  const clear = useClearHistory(classId);
  const now = useNow();
  const entries = history.data ?? [];

  const onClear = async () => {
    const ok = await confirmKeepingFocus({
      title: "Clear selection history?",
      description: `This removes all ${entries.length} recorded picks of ${name}. It cannot be undone.`,
      confirmLabel: "Clear History",
      destructive: true,
    });
    if (!ok) return;
    clear.mutate(undefined, {
      onSuccess: () => toast({ title: "Selection history cleared" }),
      onError: () => toast({ title: "Failed to clear history", variant: "destructive" }),
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 content-start gap-4 rounded-card border border-border bg-card p-4 text-card-foreground shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          Selection History
        </h2>
        <Button
          variant="outline"
          className="text-destructive-text"
          disabled={entries.length === 0 || clear.isPending}
          onClick={() => void onClear()}
        >
          {clear.isPending ? "Clearing..." : "Clear History"}
        </Button>
      </div>
      {history.isPending ? (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner className="size-5" />
          <span>Loading history...</span>
        </div>
      ) : history.isError ? (
        <p className="text-destructive-text">The selection history could not be loaded.</p>
      ) : entries.length === 0 ? (
        <div className="flex items-center gap-3 text-muted-foreground">
          <History aria-hidden="true" className="size-5 shrink-0" />
          <p>No one has been picked yet. Students the wheel picks are listed here.</p>
        </div>
      ) : (
        <ol
          aria-labelledby={headingId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className="grid max-h-72 gap-1 overflow-y-auto rounded-lg"
        >
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex min-w-0 items-center justify-between gap-3 rounded-lg bg-muted px-3 py-2"
            >
              <span className="min-w-0 truncate font-medium">{entry.student_name}</span>
              <time dateTime={entry.created_at} className="shrink-0 text-sm text-muted-foreground">
                {relativeTime(entry.created_at, now)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
