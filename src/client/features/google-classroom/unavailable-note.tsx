import { GraduationCap } from "lucide-react";
import { useId } from "react";
// The README itself, shipped with the build: the address of the copy this server serves.
import readmeUrl from "#src/../README.md?url";
import { Button, type ButtonVariant } from "#src/client/components/ui/button";

/** The README's section on turning Google Classroom on (its stable anchor). */
export const GOOGLE_CLASSROOM_SETUP_URL = `${readmeUrl}#google-classroom`;
export const GOOGLE_CLASSROOM_UNAVAILABLE = "Your school's administrator can turn this on";

/**
 * "Import from Google Classroom" on a server without Google credentials
 * (docs/product.md#roster-import): shown, but disabled, with who can turn it on and the README's
 * setup section to send them.
 */
export function GoogleClassroomUnavailable({ variant }: { variant: ButtonVariant }) {
  const noteId = useId();
  return (
    <div className="grid max-w-64 justify-items-start gap-1">
      <Button variant={variant} disabled aria-describedby={noteId}>
        <GraduationCap aria-hidden="true" />
        Import from Google Classroom
      </Button>
      <p id={noteId} className="text-left text-xs text-muted-foreground">
        {GOOGLE_CLASSROOM_UNAVAILABLE}:{" "}
        <a
          href={GOOGLE_CLASSROOM_SETUP_URL}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-link underline underline-offset-4"
        >
          Google Classroom setup (README)
        </a>
      </p>
    </div>
  );
}
