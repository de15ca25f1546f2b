import { Trans } from "@lingui/react/macro";
import { Printer } from "lucide-react";
import { Link } from "react-router";
import { TabIntro } from "#src/client/components/tab-intro";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { openerProps } from "#src/client/lib/return-focus";
import { ATTRIBUTE_NAMES } from "#src/domain/students/attributes";
import { AccountSection } from "./account-section";
import { useAttributes, useSettings } from "./api";
import { AttributeEditor } from "./attribute-editor";
import { LanguageSection } from "./language-section";
import { PreferenceCard } from "./preference-card";

/** The Settings tab, "Teacher Settings" (docs/product.md#settings, docs/product.md#attributes). */
export function SettingsTab() {
  const settings = useSettings();
  const attributes = useAttributes();
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <TabIntro tab="settings" />
        <Button asChild variant="outline" {...openerProps("print-reference")}>
          <Link to="/print/reference">
            <Printer aria-hidden="true" />
            <Trans>Print Reference</Trans>
          </Link>
        </Button>
      </div>
      <PreferenceCard />
      <LanguageSection />
      <section aria-labelledby="attributes-heading" className="grid min-w-0 gap-4">
        <h2 id="attributes-heading" className="text-xl font-semibold">
          <Trans>Attributes</Trans>
        </h2>
        {settings.isPending ? (
          <div className="flex justify-center p-10">
            <Spinner />
            <span className="sr-only">
              <Trans>Loading settings...</Trans>
            </span>
          </div>
        ) : settings.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 p-8 text-center">
            <p>
              <Trans>The settings could not be loaded.</Trans>
            </p>
            <Button variant="outline" onClick={() => void settings.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          // items-start: a card being edited grows alone; its neighbour in the row keeps its height.
          <div className="grid min-w-0 items-start gap-4 md:grid-cols-2">
            {ATTRIBUTE_NAMES.map((name) => (
              <AttributeEditor
                key={name}
                definition={attributes[name]}
                setting={settings.data.find((s) => s.attribute_name === name)}
              />
            ))}
          </div>
        )}
      </section>
      <AccountSection />
    </div>
  );
}
