import { RefreshCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button";
import { useDataSource } from "../../data/data-context";
import { useIsOnline } from "../../lib/online-status";
import { useRosterLinks } from "../rosters/api";
import { GoogleSyncDialog } from "./sync-dialog";

/**
 * "Sync with Google Classroom" for a class imported from a Google Classroom course (its roster
 * link's source is google): the button for the class's toolbar and its dialog; nothing for any
 * other class, or in the demo.
 */
export function useGoogleClassroomSync(
  classId: string,
  className: string,
): { button: ReactNode; dialog: ReactNode } {
  const source = useDataSource();
  const links = useRosterLinks(source.kind === "server");
  const online = useIsOnline();
  const [open, setOpen] = useState(false);
  const link = links.data?.find((l) => l.class_id === classId && l.source === "google");
  if (!link) return { button: null, dialog: null };
  return {
    button: (
      <Button variant="outline" onClick={() => setOpen(true)} disabled={!online}>
        <RefreshCw aria-hidden="true" />
        Sync with Google Classroom
      </Button>
    ),
    dialog: (
      <GoogleSyncDialog
        open={open}
        onOpenChange={setOpen}
        classId={classId}
        className={className}
        courseTitle={link.title}
      />
    ),
  };
}
