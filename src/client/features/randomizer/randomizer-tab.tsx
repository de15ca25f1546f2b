import type { ReactNode } from "react";
import { useSelectedClass } from "../../app/selected-class";
import { ClassPicker } from "../../components/class-picker";
import { useClass } from "../classes/api";

/**
 * INTERIM Random Student Selector: the class choice and the spec's messages work; the wheel
 * (D14) arrives with the Randomizer issue, which replaces this file.
 */
export function RandomizerTab() {
  const { classId } = useSelectedClass();
  const current = useClass(classId);
  let body: ReactNode;
  if (!current) {
    body = <p className="text-muted-foreground">Please select a class to use the randomizer</p>;
  } else if (current.studentCount === 0) {
    body = <p className="text-muted-foreground">No students available in this class</p>;
  } else {
    const n = current.studentCount;
    body = (
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold">{current.name} - Spinning Wheel</h2>
        <p className="text-muted-foreground">
          {n} {n === 1 ? "student" : "students"} available for random selection
        </p>
        <p className="text-muted-foreground">The spinning wheel is coming in the next update.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Random Student Selector</h1>
      <ClassPicker />
      {body}
    </div>
  );
}
