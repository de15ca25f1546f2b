import { Plural, Trans } from "@lingui/react/macro";
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
  const name = item.name;
  const choose = () => selectClass(item.id);
  const paths = {
    randomizer: useTabPath("randomizer"),
    groups: useTabPath("groups"),
    students: useTabPath("students"),
  };
  return (
    <StepFrame
      number={3}
      title={
        <Trans>
          <bdi>{name}</bdi> is ready
        </Trans>
      }
      text={
        <Plural
          value={count}
          one="# student is in. Pick someone at random, or split the class into balanced groups."
          other="# students are in. Pick someone at random, or split the class into balanced groups."
        />
      }
      headingRef={headingRef}
    >
      <div className="flex flex-wrap gap-2">
        <Link to={paths.randomizer} onClick={choose} className={buttonClasses("default")}>
          <Dices aria-hidden="true" />
          <Trans>
            Spin now
            <span className="sr-only">
              {" "}
              for <bdi>{name}</bdi>
            </span>
          </Trans>
        </Link>
        <Link to={paths.groups} onClick={choose} className={buttonClasses("secondary")}>
          <UsersRound aria-hidden="true" />
          <Trans>
            Make groups
            <span className="sr-only">
              {" "}
              for <bdi>{name}</bdi>
            </span>
          </Trans>
        </Link>
        <Link to={paths.students} onClick={choose} className={buttonClasses("ghost")}>
          <Users aria-hidden="true" />
          <Trans>
            See the students
            <span className="sr-only">
              {" "}
              of <bdi>{name}</bdi>
            </span>
          </Trans>
        </Link>
      </div>
    </StepFrame>
  );
}
