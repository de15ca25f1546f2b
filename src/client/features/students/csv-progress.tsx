import { t } from "@lingui/core/macro";
import { ProgressBar } from "#src/client/components/ui/progress-bar";
import { percentText } from "#src/client/i18n/format";

/**
 * What the import is doing (announced once per phase) with a progress bar: the share of the file
 * read while reading, an indeterminate bar while the rows are checked and uploaded.
 */
export function CsvProgress({ text, fraction }: { text: string | null; fraction: number | null }) {
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm empty:hidden">
        {text}
      </p>
      {text ? (
        <div className="flex items-center gap-3">
          <ProgressBar value={fraction} label={t`Import progress`} />
          {fraction !== null ? (
            <span aria-hidden="true" className="min-w-10 text-end text-sm tabular-nums">
              {percentText(Math.round(fraction * 100) / 100)}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
