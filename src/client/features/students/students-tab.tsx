import { Users } from "lucide-react";
import { useSelectedClass } from "../../app/selected-class";
import { ClassPicker } from "../../components/class-picker";
import { Spinner } from "../../components/ui/spinner";
import { useClasses } from "../classes/api";
import { ClassRoster } from "./class-roster";

/** The Students tab (spec §2): pick a class, then manage its students. */
export function StudentsTab() {
  const { classId } = useSelectedClass();
  const classes = useClasses();
  const chosen = classId ? classes.data?.find((c) => c.id === classId) : undefined;
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Students</h1>
          <p className="text-muted-foreground">
            Add students and give each a number, color, element and shape.
          </p>
        </div>
        <ClassPicker className="sm:max-w-xs" />
      </div>
      {classId && chosen ? (
        <ClassRoster classId={classId} name={chosen.name} />
      ) : classId && classes.isPending ? (
        <div className="flex justify-center p-10">
          <Spinner />
          <span className="sr-only">Loading students...</span>
        </div>
      ) : (
        <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-input p-10 text-center">
          <Users aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-lg">Please select a class to view students</p>
        </div>
      )}
    </div>
  );
}
