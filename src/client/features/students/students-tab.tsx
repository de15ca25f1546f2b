import { t } from "@lingui/core/macro";
import { Users } from "lucide-react";
import type { AttributeSet } from "#src/domain/students/attributes";
import { ClassTab, useSelectedClass } from "../classes";
import { useAttributes } from "../settings/api";
import { ClassRoster } from "./class-roster";
import { attributeListText } from "./roster-texts";

/** The Students tab's line under its heading, naming the attributes as the teacher named them. */
export const studentsIntro = (attributes: AttributeSet) => {
  const names = attributeListText(attributes);
  return t`Add students and give each a ${names}.`;
};

/** The Students tab (docs/product.md#students): pick a class, then manage its students. */
export function StudentsTab() {
  const { classId } = useSelectedClass();
  const attributes = useAttributes(classId);
  return (
    <ClassTab
      tab="students"
      description={studentsIntro(attributes)}
      noClass={{ icon: Users, text: t`Please select a class to view students` }}
    >
      {(chosen) => <ClassRoster classId={chosen.id} name={chosen.name} />}
    </ClassTab>
  );
}
