import { TriangleAlert } from "lucide-react";
import type { Broken } from "#src/domain/seating/seating-types";
import { brokenText } from "../words/broken-words";
import type { SeatingNames } from "../words/seat-words";

/** Rules, needs and pins a chart breaks, each in a plain sentence. */
export function BrokenList({
  title,
  broken,
  names,
  testId,
}: {
  title: string;
  broken: readonly Broken[];
  names: SeatingNames;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="grid min-w-0 gap-2 rounded-card border border-destructive bg-card p-4 text-card-foreground"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive-text" />
        {title}
      </p>
      <ul className="grid min-w-0 list-disc gap-1 ps-6">
        {broken.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: breaks have no id and are redrawn whole
          <li key={i} className="wrap-anywhere">
            {brokenText(b, names)}
          </li>
        ))}
      </ul>
    </div>
  );
}
