import { Trans } from "@lingui/react/macro";
import { Dices, Users, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#src/client/components/ui/button";
import { cn } from "#src/client/lib/cn";
import { useTabPath } from "#src/client/lib/tab-navigation";
import type { TabId } from "#src/client/lib/tab-routes";
import { useSelectedClass } from "./selected-class";

type Action = { tab: TabId; icon: typeof Dices };

const ACTIONS: Action[] = [
  { tab: "students", icon: Users },
  { tab: "randomizer", icon: Dices },
  { tab: "groups", icon: UsersRound },
];

/** An action's word, and for screen readers the class it is for ("Spin for Period 3"). */
function ActionWords({ tab, name }: { tab: TabId; name: string }) {
  if (tab === "students") {
    return (
      <Trans>
        Students
        <span className="sr-only">
          {" "}
          in <bdi>{name}</bdi>
        </span>
      </Trans>
    );
  }
  if (tab === "randomizer") {
    return (
      <Trans>
        Spin
        <span className="sr-only">
          {" "}
          for <bdi>{name}</bdi>
        </span>
      </Trans>
    );
  }
  return (
    <Trans>
      Groups
      <span className="sr-only">
        {" "}
        for <bdi>{name}</bdi>
      </span>
    </Trans>
  );
}

/**
 * A class's quick actions (docs/product.md#home, #classes): links to its Students, the wheel
 * (Spin) and Groups, each choosing the class on the way. Their names carry the class's
 * ("Spin for Period 3"), so a list of them reads apart.
 */
export function ClassQuickActions({
  classId,
  name,
  students = true,
  className,
  itemClassName,
}: {
  classId: string;
  name: string;
  /** Whether to offer the Students link (My Classes' card has Open for that). */
  students?: boolean;
  className?: string;
  /** Extra classes for each link (Home stacks icon and word on phones). */
  itemClassName?: string;
}) {
  const { selectClass } = useSelectedClass();
  const paths = {
    students: useTabPath("students"),
    randomizer: useTabPath("randomizer"),
    groups: useTabPath("groups"),
  } as Partial<Record<TabId, string>>;
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      {ACTIONS.filter((a) => students || a.tab !== "students").map(({ tab, icon: Icon }) => (
        <Link
          key={tab}
          to={paths[tab] ?? "/"}
          onClick={() => selectClass(classId)}
          className={cn(buttonClasses("outline"), itemClassName)}
        >
          <Icon aria-hidden="true" />
          <ActionWords tab={tab} name={name} />
        </Link>
      ))}
    </div>
  );
}
