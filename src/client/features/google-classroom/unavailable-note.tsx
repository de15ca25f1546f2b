import { t } from "@lingui/core/macro";
import { GraduationCap } from "lucide-react";
import { useId } from "react";
import { Button, type ButtonVariant } from "#src/client/components/ui/button";

/**
 * The README's section on turning Google Classroom on (its anchor `google-classroom`), which
 * the build writes next to the app (scripts/readme-section.ts): this server's own version.
 */
export const GOOGLE_CLASSROOM_SETUP_URL = "/setup/google-classroom.txt";

/**
 * "Import from Google Classroom" on a server without Google credentials
 * (docs/product.md#roster-import): shown, but disabled, with who can turn it on and the README's
 * setup section to send them.
 */
export function GoogleClassroomUnavailable({ variant }: { variant: ButtonVariant }) {
  const noteId = useId();
  return (
    // Beside the button where there is room, so the row's other buttons keep their height.
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Button variant={variant} disabled aria-describedby={noteId}>
        <GraduationCap aria-hidden="true" />
        {t`Import from Google Classroom`}
      </Button>
      <p id={noteId} className="max-w-52 text-start text-xs leading-tight text-muted-foreground">
        {t`Your school's administrator can turn this on`}:{" "}
        <a
          href={GOOGLE_CLASSROOM_SETUP_URL}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-link underline underline-offset-4"
        >
          {t`Google Classroom setup (README)`}
        </a>
      </p>
    </div>
  );
}
