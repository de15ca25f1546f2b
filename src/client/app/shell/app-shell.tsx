import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { OfflineBanner } from "../offline/offline-banner";
import { AppHeader } from "./app-header";
import { MenuSheet } from "./menu-sheet";
import { TabBar } from "./tab-bar";

/**
 * The app's frame: header (with the phone "Menu" sheet), the wide tab bar, a banner (the demo's,
 * signed out, docs/product.md#routes: given by the demo's route, so the teacher's app carries none of its code),
 * the offline banner, then the screen.
 */
export function AppShell({
  children,
  onShowTutorial,
  tutorialLabel,
  banner,
}: {
  children: ReactNode;
  onShowTutorial?: () => void;
  /** The Help button's words: "Show Tutorial", or "Resume Tutorial" when it was left mid-way. */
  tutorialLabel?: string;
  banner?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-card px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50"
      >
        <Trans>Skip to content</Trans>
      </a>
      <AppHeader
        leading={<MenuSheet />}
        onShowTutorial={onShowTutorial}
        tutorialLabel={tutorialLabel}
      />
      <TabBar />
      {banner}
      <OfflineBanner />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 sm:px-6"
      >
        {children}
      </main>
    </div>
  );
}
