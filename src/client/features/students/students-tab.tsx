import { Users } from "lucide-react";
import { type AttributeSet, attributeList } from "#src/domain/students/attributes";
import { ClassTab } from "../classes";
import { useAttributes } from "../settings/api";
import { ClassRoster } from "./class-roster";

/** The Students tab's line under its heading, naming the attributes as the teacher named them. */
export const studentsIntro = (attributes: AttributeSet) =>
  `Add students and give each a ${attributeList(attributes)}.`;

/** The Students tab (docs/product.md#students): pick a class, then manage its students. */
export function StudentsTab() {
  const attributes = useAttributes();
  return (
    <ClassTab
      tab="students"
      description={studentsIntro(attributes)}
      noClass={{ icon: Users, text: "Please select a class to view students" }}
    >
      {(chosen) => <ClassRoster classId={chosen.id} name={chosen.name} />}
    </ClassTab>
  );
}
