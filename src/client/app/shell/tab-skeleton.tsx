import { t } from "@lingui/core/macro";
import { TabIntro } from "#src/client/components/tab-intro";
import type { TabId } from "#src/client/lib/tab-routes";

/**
 * What a tab shows while its code downloads: the outline of a tab (title, a line of text, a
 * few cards) in muted blocks, so the page keeps its shape instead of jumping from a spinner.
 * When the tab is known, its own heading and description stand in for the first two blocks
 * (they need no data): the tab's largest text paints at once and stays where the
 * tab puts it. Announced once as "Loading..." for screen readers; the rest is hidden from them.
 */
export function TabSkeleton({ message, tab }: { message?: string; tab?: TabId }) {
  const block = "rounded-lg bg-muted motion-safe:animate-pulse";
  return (
    <div className="grid gap-6" data-testid="tab-skeleton">
      <p role="status" className="sr-only">
        {message ?? t`Loading...`}
      </p>
      {tab ? (
        <TabIntro tab={tab} preview />
      ) : (
        <div aria-hidden="true" className="grid gap-3">
          <div className={`${block} h-8 w-48 sm:h-9`} />
          <div className={`${block} h-4 w-72 max-w-full`} />
        </div>
      )}
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="grid gap-3 rounded-card border border-border bg-card p-5">
            <div className={`${block} h-5 w-2/3`} />
            <div className={`${block} h-4 w-1/2`} />
            <div className={`${block} h-10 w-full`} />
          </div>
        ))}
      </div>
    </div>
  );
}
