import { Dices, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useSelectedClass } from "../../app/selected-class";
import { ClassPicker } from "../../components/class-picker";
import { Spinner } from "../../components/ui/spinner";
import { useClasses } from "../classes/api";
import { useStudents } from "../students/api";
import { ClassWheel } from "./class-wheel";

function Message({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-input p-10 text-center">
      {icon}
      <p className="text-lg">{children}</p>
    </div>
  );
}

/** The Randomizer tab, "Random Student Selector" (spec §2, §4, D14). */
export function RandomizerTab() {
  const { classId } = useSelectedClass();
  const classes = useClasses();
  const chosen = classId ? classes.data?.find((c) => c.id === classId) : undefined;
  const students = useStudents(chosen ? chosen.id : null);

  let body: ReactNode;
  if (chosen && students.data) {
    body =
      students.data.length === 0 ? (
        <Message icon={<Users aria-hidden="true" className="size-10 text-muted-foreground" />}>
          No students available in this class
        </Message>
      ) : (
        <ClassWheel
          key={chosen.id}
          classId={chosen.id}
          name={chosen.name}
          students={students.data}
        />
      );
  } else if (chosen && students.isError) {
    body = <p className="text-destructive-text">The students of this class could not be loaded.</p>;
  } else if ((classId && classes.isPending) || (chosen && students.isPending)) {
    body = (
      <div className="flex justify-center p-10">
        <Spinner />
        <span className="sr-only">Loading students...</span>
      </div>
    );
  } else {
    body = (
      <Message icon={<Dices aria-hidden="true" className="size-10 text-muted-foreground" />}>
        Please select a class to use the randomizer
      </Message>
    );
  }

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Random Student Selector</h1>
          <p className="text-muted-foreground">
            Spin the wheel to pick a student fairly, at random.
          </p>
        </div>
        <ClassPicker className="sm:max-w-xs" />
      </div>
      {body}
    </div>
  );
}
