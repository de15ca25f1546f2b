import { Trans } from "@lingui/react/macro";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { buttonClasses } from "#src/client/components/ui/button";

/** The signed-out demo has no Google Classroom: it says why, and how to get it. */
export function DemoNote() {
  return (
    <div className="grid gap-4">
      <p>
        <Trans>
          Google Classroom needs an account: the demo keeps its sample class in this browser only.
          Sign up (it's free) to import your courses and their students.
        </Trans>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClasses("outline")}>
          <Trans>Close</Trans>
        </Dialog.Close>
        <Link to="/auth?mode=signUp" className={buttonClasses("default")}>
          <Trans>Sign Up</Trans>
        </Link>
      </div>
    </div>
  );
}
