import { useState } from "react";
import { useLocation } from "react-router";
import { DemoBanner } from "../demo/demo-banner";
import { DemoProviders } from "../demo/demo-providers";
import { TabbedApp } from "../shell/tabbed-app";

/**
 * THE ONE PLACE that decides what a signed-out visitor sees on a layout-2 tab route
 * (`/classes`, `/students`, `/groups`, `/randomizer`, `/settings`, `/useful`): demo mode (docs/product.md#routes),
 * the same tabbed app on the in-memory Sample Class, with nothing sent to the server.
 * Arriving by the landing page's "Try it now" (`?try`), the visitor asked to try it: the intro
 * tutorial stays behind its Help button instead of covering the screen.
 */
export function SignedOutTabs() {
  const { search } = useLocation();
  const [trying] = useState(() => new URLSearchParams(search).has("try"));
  return (
    <DemoProviders>
      <TabbedApp autoTutorial={!trying} banner={<DemoBanner />} />
    </DemoProviders>
  );
}
