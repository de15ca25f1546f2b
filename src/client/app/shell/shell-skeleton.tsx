import { t } from "@lingui/core/macro";
import { Logo } from "#src/client/components/logo";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import type { TabId } from "#src/client/lib/tab-routes";
import { TabSkeleton } from "./tab-skeleton";

/**
 * A tab address while the session is checked: the shell's outline (header with the
 * logo, the tab bar's place) and a tab's skeleton, so the page has its shape at the first paint
 * instead of a lone spinner. Shows nobody's data: whose app it is is not known yet. `tab`: the
 * tab the address opens, whose heading and description it shows (none in the build's generic
 * `index.html`, which any address may get).
 */
export function ShellSkeleton({ tab }: { tab?: TabId }) {
  return (
    <div className="flex min-h-dvh flex-col" data-testid="shell-skeleton">
      <header className="border-b border-border bg-card/95">
        <div className="mx-auto flex min-h-15 max-w-[1200px] items-center px-3 py-2 sm:px-7">
          <Logo />
        </div>
      </header>
      <div aria-hidden="true" className="hidden h-[53px] border-b border-border bg-card lg:block" />
      <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 sm:px-6">
        <h1 className="sr-only">{PRODUCT_NAME}</h1>
        <TabSkeleton message={t`Loading ${PRODUCT_NAME}...`} tab={tab} />
      </main>
    </div>
  );
}
