import { t } from "@lingui/core/macro";
import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { useSelectedClass } from "#src/client/features/classes/selected-class";
import { TutorialProvider, useTutorial } from "#src/client/features/tutorial";
import { useCurrentTab } from "#src/client/lib/tab-navigation";
import { AppShell } from "./app-shell";
import { DashboardErrorBoundary } from "./dashboard-error-boundary";
import { TabContent } from "./tab-content";
import { HOME_LINK_STATE } from "./tab-links";

/**
 * Home, followed from the tab bar or the logo, clears the class choice (docs/product.md#shell):
 * once the move is made, so a move held back by unsaved input clears nothing; Back to a Home
 * entry does not clear it again.
 */
function useHomeClearsClass() {
  const { key, state } = useLocation();
  const pushed = useNavigationType() !== "POP";
  const { selectClass } = useSelectedClass();
  const home = pushed && state === HOME_LINK_STATE;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry
  useEffect(() => {
    if (home) selectClass(null);
  }, [key]);
}

function TabbedScreen({ banner }: { banner?: ReactNode }) {
  const tab = useCurrentTab();
  const tutorial = useTutorial();
  useHomeClearsClass();
  return (
    <AppShell
      onShowTutorial={tutorial.open}
      tutorialLabel={tutorial.resumable ? t`Resume Tutorial` : t`Show Tutorial`}
      banner={banner}
    >
      <DashboardErrorBoundary key={tab}>
        <TabContent tab={tab} />
      </DashboardErrorBoundary>
    </AppShell>
  );
}

/**
 * The tabbed main screen of both route layouts: shell, the tab the address names (its child
 * route), and the intro tutorial (shown by itself the first time). Needs the data providers
 * above it. `banner` goes under the tab bar (the demo's).
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
