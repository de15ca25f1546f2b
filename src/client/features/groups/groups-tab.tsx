import { UsersRound } from "lucide-react";
import { useSelectedClass } from "../../app/selected-class";
import { ClassPicker } from "../../components/class-picker";
import { Spinner } from "../../components/ui/spinner";
import { useClasses } from "../classes/api";
import { GroupBuilder } from "./group-builder";

/** The Groups tab (spec §2 versions A and B merged, D3): pick a class, then make groups. */
export function GroupsTab() {
  const { classId } = useSelectedClass();
  const classes = useClasses();
  const chosen = classId ? classes.data?.find((c) => c.id === classId) : undefined;
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Groups</h1>
          <p className="text-muted-foreground">
            Make random, same-category, diverse or balanced groups in one click.
          </p>
        </div>
        <ClassPicker className="sm:max-w-xs" />
      </div>
      {classId && chosen ? (
        // A new class starts a fresh form; its last groups come back from this tab's session.
        <GroupBuilder key={classId} classId={classId} className={chosen.name} />
      ) : classId && classes.isPending ? (
        <div className="flex justify-center p-10">
          <Spinner />
          <span role="status" className="sr-only">
            Loading classes...
          </span>
        </div>
      ) : (
        <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-input p-10 text-center">
          <UsersRound aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-lg">Please select a class to create groups</p>
        </div>
      )}
    </div>
  );
}
