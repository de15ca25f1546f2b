import { t } from "@lingui/core/macro";
import { RefreshCw } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { useDataSource, useWritesOpen } from "#src/client/data/data-context";
import { useRosterLinks } from "../rosters/api";
import { useOpenedOnce } from "./opened-once";
import { useGoogleReturn } from "./use-google-return";

// The sync dialog is its own chunk, loaded when first opened (the per-tab budgets of docs/decisions/0023).
const GoogleSyncDialog = lazy(() =>
  import("./sync-dialog").then((m) => ({ default: m.GoogleSyncDialog })),
);

/**
 * "Sync with Google Classroom" for a class imported from a Google Classroom course (its roster
 * link's source is google): the button for the class's toolbar and its dialog; nothing for any
 * other class, or in the demo. Back from reconnecting at Google, the dialog opens again.
 */
export function useGoogleClassroomSync(
  classId: string,
  className: string,
): { button: ReactNode; dialog: ReactNode } {
  const source = useDataSource();
  const links = useRosterLinks(source.kind === "server");
  const online = useWritesOpen();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  // Reconnecting from the dialog went to Google and back to this page: open it again.
  useGoogleReturn(() => setOpen(true));
  const link = links.data?.find((l) => l.class_id === classId && l.source === "google");
  if (!link) return { button: null, dialog: null };
  return {
    button: (
      <Button variant="outline" onClick={() => setOpen(true)} disabled={!online}>
        <RefreshCw aria-hidden="true" />
        {t`Sync with Google Classroom`}
      </Button>
    ),
    dialog: opened ? (
      <Suspense fallback={null}>
        <GoogleSyncDialog
          open={open}
          onOpenChange={setOpen}
          classId={classId}
          className={className}
          courseTitle={link.title}
        />
      </Suspense>
    ) : null,
  };
}
