import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ClassDto } from "../../../domain/schemas";
import { Spinner } from "../../components/ui/spinner";
import { useClasses } from "./api";
import { ClassPicker } from "./class-picker";
import { useSelectedClass } from "./selected-class";

/** A dashed, centred message with an icon: what a class tab says when it has nothing to show. */
export function TabMessage({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-input p-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg">{children}</p>
    </div>
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
  title: string;
  description: string;
  /** The spec's message when no class is chosen, with its icon. */
  noClass: { icon: LucideIcon; text: string };
  /** What the tab shows for the chosen class. */
  children: (chosen: ClassDto) => ReactNode;
}

/**
 * The frame of the tabs that work on one class (Students, Groups, Randomizer): heading, the
 * class picker, then the chosen class's screen, a spinner while the list loads, or the message.
 */
export function ClassTab({ title, description, noClass, children }: ClassTabProps) {
  const { classId } = useSelectedClass();
  const classes = useClasses();
  const chosen = classId ? classes.data?.find((c) => c.id === classId) : undefined;
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        <ClassPicker className="sm:max-w-xs" />
      </div>
      {chosen ? (
        children(chosen)
      ) : classId && classes.isPending ? (
        <TabSpinner label="Loading classes..." />
      ) : (
        <TabMessage icon={noClass.icon}>{noClass.text}</TabMessage>
      )}
    </div>
  );
}
