import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Dices, Users } from "lucide-react";
import { useDeferredArrival } from "#src/client/lib/deferred-arrival";
import type { ClassDto } from "#src/domain/schemas/classes";
import { ClassTab, TabMessage, TabSpinner } from "../classes";
import { useStudents } from "../students/api";
import { ClassWheel } from "./class-wheel";

/** The chosen class's wheel, once its students are loaded. */
function ClassWheelLoader({ chosen }: { chosen: ClassDto }) {
  // The roster's first answer draws the whole wheel: in slices.
  const students = useDeferredArrival(useStudents(chosen.id), (q) => !q.isPending);
  if (students.data) {
    return students.data.length === 0 ? (
      <TabMessage icon={Users}>
        <Trans>No students available in this class</Trans>
      </TabMessage>
    ) : (
      <ClassWheel key={chosen.id} classId={chosen.id} name={chosen.name} students={students.data} />
    );
  }
  if (students.isError) {
    return (
      <p className="text-destructive-text">
        <Trans>The students of this class could not be loaded.</Trans>
      </p>
    );
  }
  return <TabSpinner label={t`Loading students...`} />;
}

/** The Randomizer tab, "Random Student Selector" (docs/product.md#randomizer, docs/product.md#wheel). */
export function RandomizerTab() {
  return (
    <ClassTab
      tab="randomizer"
      noClass={{ icon: Dices, text: t`Please select a class to use the randomizer` }}
    >
      {(chosen) => <ClassWheelLoader key={chosen.id} chosen={chosen} />}
    </ClassTab>
  );
}
