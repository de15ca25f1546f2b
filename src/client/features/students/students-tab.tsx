import { Users } from "lucide-react";
import { ClassTab } from "../classes";
import { ClassRoster } from "./class-roster";

/** The Students tab (docs/product.md#students): pick a class, then manage its students. */
export function StudentsTab() {
  return (
    <ClassTab
      tab="students"
      noClass={{ icon: Users, text: "Please select a class to view students" }}
    >
      {(chosen) => <ClassRoster classId={chosen.id} name={chosen.name} />}
    </ClassTab>
  );
}
