import type { ReactNode } from "react";
import { TutorialProvider, useTutorial } from "../../features/tutorial/tutorial-context";
import { useCurrentTab } from "../../lib/tab-navigation";
import { AppShell } from "./app-shell";
import { DashboardErrorBoundary } from "./dashboard-error-boundary";
import { TabContent } from "./tab-content";

function TabbedScreen({ banner }: { banner?: ReactNode }) {
  const tab = useCurrentTab();
  const tutorial = useTutorial();
  return (
    <AppShell onShowTutorial={tutorial.open} banner={banner}>
      <DashboardErrorBoundary key={tab}>
        <TabContent tab={tab} />
      </DashboardErrorBoundary>
    </AppShell>
  );
}

/**
 * The tabbed main screen of both route layouts: shell, the tab the address names, and the
 * intro tutorial (shown by itself the first time). Needs the data providers above it. `banner`
 * goes under the tab bar (the demo's).
 */
export function TabbedApp({
  autoTutorial = true,
  banner,
}: {
  autoTutorial?: boolean;
  banner?: ReactNode;
}) {
  return (
    <TutorialProvider autoOpen={autoTutorial}>
      <TabbedScreen banner={banner} />
    </TutorialProvider>
  );
}
