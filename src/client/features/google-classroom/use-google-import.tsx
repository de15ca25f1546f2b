import { t } from "@lingui/core/macro";
import { GraduationCap } from "lucide-react";
import { lazy, type ReactNode, Suspense, useRef, useState } from "react";
import { Button, type ButtonVariant } from "#src/client/components/ui/button";
import { useWritesOpen } from "#src/client/data/data-context";
import { useAppConfig } from "../config/api";
import { useOpenedOnce } from "./opened-once";
import { GoogleClassroomUnavailable } from "./unavailable-note";
import { useGoogleReturn } from "./use-google-return";

// The dialog (connect, courses, review) is its own chunk, loaded when first opened, so My
// Classes does not carry it (the per-tab budgets of docs/decisions/0023).
const GoogleImportDialog = lazy(() =>
  import("./import-dialog").then((m) => ({ default: m.GoogleImportDialog })),
);

/**
 * "Import from Google Classroom": its button and its dialog when Google is set up on the
 * server; where it is not, the button disabled, saying who can turn it on (nothing while the
 * server's configuration is unknown). Coming back from Google's consent (`?google=` in the address) says how
 * it went, and reopens the dialog once connected. Offline the button is disabled (docs/product.md#offline), except in
 * the demo, whose dialog needs no network (it says Google Classroom needs an account).
 */
export function useGoogleClassroomImport(options: { afterImportFocus: () => HTMLElement | null }): {
  button: (variant?: ButtonVariant) => ReactNode;
  dialog: ReactNode;
} {
  const config = useAppConfig();
  const online = useWritesOpen();
  const [open, setOpen] = useState(false);
  const imported = useRef(false);
  useGoogleReturn(() => setOpen(true));
  const available = config.data?.providers.google === true;
  const unavailable = config.data?.providers.google === false;
  const opened = useOpenedOnce(open);
  return {
    button: (variant = "outline") =>
      available ? (
        <Button
          variant={variant}
          onClick={() => {
            imported.current = false;
            setOpen(true);
          }}
          disabled={!online}
        >
          <GraduationCap aria-hidden="true" />
          {t`Import from Google Classroom`}
        </Button>
      ) : unavailable ? (
        <GoogleClassroomUnavailable variant={variant} />
      ) : null,
    dialog:
      available && opened ? (
        <Suspense fallback={null}>
          <GoogleImportDialog
            open={open}
            onOpenChange={setOpen}
            onImported={() => {
              imported.current = true;
            }}
            returnFocus={() => (imported.current ? options.afterImportFocus() : null)}
          />
        </Suspense>
      ) : null,
  };
}
