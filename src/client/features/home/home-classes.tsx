import { Plural, Trans } from "@lingui/react/macro";
import { School, Users } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#src/client/components/ui/button";
import { useTabPath } from "#src/client/lib/tab-navigation";
import type { ClassDto } from "#src/domain/schemas/classes";
import { AttendanceButton } from "../attendance";
import { ClassQuickActions } from "../classes";
import { useStudents } from "../students/api";

/** "Who's here today" for a class with students (the roll needs their names). */
function TodayButton({ item }: { item: ClassDto }) {
  const students = useStudents(item.studentCount > 0 ? item.id : null);
  const list = students.data ?? [];
  return list.length > 0 ? (
    <AttendanceButton classId={item.id} className={item.name} students={list} named />
  ) : null;
}

/** A returning teacher's Home (docs/product.md#home): each class with its quick actions. */
export function HomeClasses({ classes }: { classes: readonly ClassDto[] }) {
  const classesPath = useTabPath("classes");
  return (
    <section aria-labelledby="home-classes" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="home-classes" className="text-xl font-semibold">
          <Trans>Your classes</Trans>
        </h2>
        <Link to={classesPath} className={buttonClasses("ghost")}>
          <School aria-hidden="true" />
          <Trans>Manage classes</Trans>
        </Link>
      </div>
      <ul className="grid gap-4 lg:grid-cols-2">
        {classes.map((item) => (
          <li key={item.id} className="min-w-0">
            <HomeClass item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One class on Home: its name, how many students, its quick actions and the roll. */
function HomeClass({ item }: { item: ClassDto }) {
  const name = item.name;
  const count = item.studentCount;
  return (
    <article
      aria-labelledby={`home-class-${item.id}`}
      className="grid h-full min-w-0 content-start gap-3 rounded-card border border-border bg-card p-5 text-card-foreground shadow-soft"
    >
      <div className="grid min-w-0 gap-1">
        <h3 id={`home-class-${item.id}`} className="text-lg font-semibold wrap-anywhere">
          <bdi>{name}</bdi>
        </h3>
        <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <Users aria-hidden="true" className="size-4" />
          <Plural value={count} one="# student" other="# students" />
        </p>
      </div>
      {/* Phones: the three quick actions side by side, icon over word; the roll under them. */}
      <div className="grid min-w-0 grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        <ClassQuickActions
          classId={item.id}
          name={item.name}
          className="contents"
          itemClassName="max-sm:flex-col max-sm:gap-0.5 max-sm:px-1 max-sm:text-sm"
        />
        <div className="col-span-3 grid sm:contents">
          <TodayButton item={item} />
        </div>
      </div>
    </article>
  );
}
