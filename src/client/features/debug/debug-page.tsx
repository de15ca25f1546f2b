import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Tabs } from "radix-ui";
import { Link } from "react-router";
import { Button } from "#src/client/components/ui/button";
import { useDataSource } from "#src/client/data/data-context";
import { cn } from "#src/client/lib/cn";
import { DebugClasses, DebugGroups, DebugStudents } from "./debug-panels";

const tabClasses = cn(
  "min-h-11 cursor-pointer rounded-lg px-4 text-sm font-medium text-muted-foreground",
  "data-[state=active]:bg-secondary data-[state=active]:text-secondary-foreground",
);

/** `/debug` (docs/product.md#routes): tabs classes, students, groups; a read-only look at the data source. */
export function DebugPage() {
  const { kind, userId } = useDataSource();
  return (
    <main className="mx-auto grid w-full max-w-[1200px] gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Debug</Trans>
          </h1>
          <p className="text-sm break-all text-muted-foreground">
            <Trans>
              Data source: {kind} · teacher {userId}
            </Trans>
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/">
            <Trans>Back to the app</Trans>
          </Link>
        </Button>
      </div>
      <Tabs.Root defaultValue="classes" className="grid gap-4">
        <Tabs.List aria-label={t`Debug views`} className="flex flex-wrap gap-1">
          <Tabs.Trigger value="classes" className={tabClasses}>
            <Trans>Classes</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="students" className={tabClasses}>
            <Trans>Students</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="groups" className={tabClasses}>
            <Trans>Groups</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="classes">
          <DebugClasses />
        </Tabs.Content>
        <Tabs.Content value="students">
          <DebugStudents />
        </Tabs.Content>
        <Tabs.Content value="groups">
          <DebugGroups />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
