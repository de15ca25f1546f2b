import { i18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { ClipboardPaste, Download, Printer, Upload, UserPlus } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { useDataSource } from "#src/client/data/data-context";
import { downloadText } from "#src/client/lib/download";
import { openerProps } from "#src/client/lib/return-focus";

type Props = {
  classId: string;
  onAdd: () => void;
  onImport: () => void;
  onPaste: () => void;
  /** Offline (docs/product.md#offline): the buttons that change the roster are disabled, with this reason. */
  pausedReason?: string | null;
};

/** Add Student, Paste Names, Import CSV, Export CSV and the print card of a chosen class. */
export function RosterToolbar({ classId, onAdd, onImport, onPaste, pausedReason }: Props) {
  const source = useDataSource();
  const paused = Boolean(pausedReason);
  const reason = paused ? { "aria-describedby": "roster-paused" } : {};
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const { fileName, text } = await source.exportCsv(classId);
      downloadText(fileName, text);
    } catch {
      toast({
        title: t`Export Failed`,
        description: t`Please try again.`,
        variant: "destructive",
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-[1fr_auto] lg:items-stretch">
      <div className="flex flex-wrap content-start gap-2">
        <Button onClick={onAdd} disabled={paused} {...reason}>
          <UserPlus aria-hidden="true" />
          <Trans>Add Student</Trans>
        </Button>
        <Button variant="outline" onClick={onPaste} disabled={paused} {...reason}>
          <ClipboardPaste aria-hidden="true" />
          <Trans>Paste Names</Trans>
        </Button>
        <Button variant="outline" onClick={onImport} disabled={paused} {...reason}>
          <Upload aria-hidden="true" />
          <Trans>Import CSV</Trans>
        </Button>
        <Button variant="outline" onClick={exportCsv} disabled={exporting}>
          <Download aria-hidden="true" />
          {exporting ? t`Exporting...` : t`Export CSV`}
        </Button>
        {paused ? (
          <p id="roster-paused" className="basis-full text-sm text-muted-foreground">
            {pausedReason}
          </p>
        ) : null}
      </div>
      <section
        aria-labelledby="print-card-title"
        className="flex min-w-0 flex-wrap items-center gap-3 rounded-card border border-border bg-card p-3 shadow-soft"
      >
        <Printer aria-hidden="true" className="size-6 shrink-0 text-link" />
        <div className="grid min-w-40 flex-1">
          <h2 id="print-card-title" className="font-semibold">
            <Trans>Print</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>A roster with every attribute, or a card for each student</Trans>
          </p>
        </div>
        <PrintLinks classId={classId} />
      </section>
    </div>
  );
}

const PRINTS = [
  { key: "print-students", path: "students", label: msg`Print List` },
  { key: "print-cards", path: "cards", label: msg`Print Cards` },
] as const;

/**
 * The two prints as one toolbar: one Tab stop on the way to the roll, the arrow keys (and Home,
 * End) move between them, the last one used keeps the stop. Right to left, ArrowLeft goes on to
 * the next, as the links are laid out.
 */
function PrintLinks({ classId }: { classId: string }) {
  const [active, setActive] = useState(0);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = PRINTS.length - 1;
    const rtl = document.dir === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    const next =
      event.key === forward || event.key === "ArrowDown"
        ? Math.min(active + 1, last)
        : event.key === back || event.key === "ArrowUp"
          ? Math.max(active - 1, 0)
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    links.current[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={t`Print`}
      onKeyDown={move}
      className="ms-auto flex flex-wrap justify-end gap-2"
    >
      {PRINTS.map((print, i) => (
        <Button key={print.key} asChild variant="secondary" {...openerProps(print.key)}>
          <Link
            ref={(el) => {
              links.current[i] = el;
            }}
            to={`/print/${print.path}/${encodeURIComponent(classId)}`}
            tabIndex={i === active ? 0 : -1}
            onFocus={() => setActive(i)}
          >
            {i18n._(print.label)}
          </Link>
        </Button>
      ))}
    </div>
  );
}
