import { Dices, Users, UsersRound } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#src/client/components/ui/button";
import { useTabPath } from "#src/client/lib/tab-navigation";
import type { ClassDto } from "#src/domain/schemas/classes";
import { useSelectedClass } from "../classes";
import { StepFrame } from "./step-frame";

/** Step 3 of the first class: its students are in; Spin now or Make groups, on that class. */
export function ReadyStep({
  item,
  count,
  headingRef,
}: {
  item: ClassDto;
  count: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { selectClass } = useSelectedClass();
  const choose = () => selectClass(item.id);
  const paths = {
    randomizer: useTabPath("randomizer"),
    groups: useTabPath("groups"),
    students: useTabPath("students"),
  };
  return (
    <StepFrame
      number={3}
      title={`${item.name} is ready`}
      text={`${count} ${count === 1 ? "student is" : "students are"} in. Pick someone at random, or split the class into balanced groups.`}
      headingRef={headingRef}
    >
      <div className="flex flex-wrap gap-2">
        <Link to={paths.randomizer} onClick={choose} className={buttonClasses("default")}>
          <Dices aria-hidden="true" />
          Spin now<span className="sr-only"> for {item.name}</span>
        </Link>
        <Link to={paths.groups} onClick={choose} className={buttonClasses("secondary")}>
          <UsersRound aria-hidden="true" />
          Make groups<span className="sr-only"> for {item.name}</span>
        </Link>
        <Link to={paths.students} onClick={choose} className={buttonClasses("ghost")}>
          <Users aria-hidden="true" />
          See the students<span className="sr-only"> of {item.name}</span>
        </Link>
      </div>
    </StepFrame>
  );
}
