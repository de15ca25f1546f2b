import { Trans } from "@lingui/react/macro";
import { Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { useTabPath } from "#src/client/lib/tab-navigation";

/** The Groups screen while the class's students load. */
export function StudentsLoading() {
  return (
    <div className="flex justify-center p-10">
      <Spinner />
      <span role="status" className="sr-only">
        <Trans>Loading students...</Trans>
      </span>
    </div>
  );
}

/** The students could not be loaded: say so and offer Try again. */
export function StudentsError({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 p-8 text-center">
      <p>
        <Trans>The students could not be loaded.</Trans>
      </p>
      <Button variant="outline" onClick={retry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** A class without students: the one action that fills the screen. */
export function NoStudents({ className }: { className: string }) {
  const studentsPath = useTabPath("students");
  return (
    <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-input p-10 text-center">
      <Users aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg">
        <Trans>
          <bdi>{className}</bdi> has no students yet. Add students to make groups.
        </Trans>
      </p>
      <Button asChild>
        <Link to={studentsPath}>
          <Trans>Go to Students</Trans>
        </Link>
      </Button>
    </div>
  );
}
