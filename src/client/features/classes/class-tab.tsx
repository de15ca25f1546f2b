import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TabIntro } from "#src/client/components/tab-intro";
import { Button } from "#src/client/components/ui/button";
import { Spinner } from "#src/client/components/ui/spinner";
import { useTabPath } from "#src/client/lib/tab-navigation";
import type { ClassDto } from "#src/domain/schemas/classes";
import { useClasses } from "./api";
import { ClassPicker } from "./class-picker";
import { useSelectedClass } from "./selected-class";
import { useLostAccess } from "./use-lost-access";

/** A dashed, centred message with an icon: what a class tab says when it has nothing to show. */
export function TabMessage({
  icon: Icon,
  children,
  action,
}: {
  icon: LucideIcon;
  children: ReactNode;
  /** What the teacher can do about it, under the message. */
  action?: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-input p-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg">{children}</p>
      {action}
    </div>
  );
}

/** A teacher with no class yet: the way to My Classes, where the first one is made. */
function NoClassesYet() {
  const classesPath = useTabPath("classes");
  return (
    <>
      <p className="text-muted-foreground">
        <Trans>You have no classes yet.</Trans>
      </p>
      <Button asChild>
        <Link to={classesPath}>
          <Trans>Go to My Classes</Trans>
        </Link>
      </Button>
    </>
  );
}

export function TabSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center p-10">
      <Spinner />
      <span role="status" className="sr-only">
        {label}
      </span>
    </div>
  );
}

interface ClassTabProps {
  /** Which tab: its heading and description (components/tab-intro.tsx). */
  tab: "students" | "groups" | "seating" | "randomizer";
  /** The line under the heading, when the tab words it itself (else its TAB_INTROS words). */
  description?: string;
  /** The message when no class is chosen (docs/product.md#students), with its icon. */
  noClass: { icon: LucideIcon; text: string };
  /** What the tab shows for the chosen class. */
  children: (chosen: ClassDto) => ReactNode;
}

/**
 * The frame of the tabs that work on one class (Students, Groups, Randomizer): heading, the
 * class picker, then the chosen class's screen, a spinner while the list loads, or the message.
 */
export function ClassTab({ tab, description, noClass, children }: ClassTabProps) {
  const { classId } = useSelectedClass();
  const classes = useClasses();
  const chosen = classId ? classes.data?.find((c) => c.id === classId) : undefined;
  useLostAccess(classId);
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <TabIntro tab={tab} description={description} />
        <ClassPicker className="sm:max-w-xs" />
      </div>
      {chosen ? (
        children(chosen)
      ) : classes.isError && !classes.data ? (
        // docs/product.md#messages: a failed class-list load says so with Try again, not "Please select a class".
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-card border border-dashed border-input p-10 text-center"
        >
          <Trans>Could not load your classes</Trans>
          <Button onClick={() => void classes.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : classId && classes.isPending ? (
        <TabSpinner label={t`Loading classes...`} />
      ) : (
        <TabMessage
          icon={noClass.icon}
          action={classes.data?.length === 0 ? <NoClassesYet /> : undefined}
        >
          {noClass.text}
        </TabMessage>
      )}
    </div>
  );
}
