import { DemoBanner } from "../demo/demo-banner";
import { DemoProviders } from "../demo/demo-providers";
import { TabbedApp } from "../shell/tabbed-app";

/**
 * THE ONE PLACE that decides what a signed-out visitor sees on a layout-2 tab route
 * (`/classes`, `/students`, `/groups`, `/randomizer`, `/settings`, `/useful`): demo mode (docs/product.md#routes),
 * the same tabbed app on the in-memory Sample Class, with nothing sent to the server.
 */
export function SignedOutTabs() {
  return (
    <DemoProviders>
      <TabbedApp banner={<DemoBanner />} />
    </DemoProviders>
  );
}
