import { Dices, Users, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#src/client/components/ui/button";
import { cn } from "#src/client/lib/cn";
import { useTabPath } from "#src/client/lib/tab-navigation";
import type { TabId } from "#src/client/lib/tab-routes";
import { useSelectedClass } from "./selected-class";

type Action = { tab: TabId; label: string; joiner: string; icon: typeof Dices };

const ACTIONS: Action[] = [
  { tab: "students", label: "Students", joiner: "in", icon: Users },
  { tab: "randomizer", label: "Spin", joiner: "for", icon: Dices },
  { tab: "groups", label: "Groups", joiner: "for", icon: UsersRound },
];

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
      {ACTIONS.filter((a) => students || a.tab !== "students").map(
        ({ tab, label, joiner, icon: Icon }) => (
          <Link
            key={tab}
            to={paths[tab] ?? "/"}
            onClick={() => selectClass(classId)}
            className={cn(buttonClasses("outline"), itemClassName)}
          >
            <Icon aria-hidden="true" />
            {label}
            <span className="sr-only">
              {" "}
              {joiner} {name}
            </span>
          </Link>
        ),
      )}
    </div>
  );
}
