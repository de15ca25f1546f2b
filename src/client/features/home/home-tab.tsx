import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { BookOpen } from "lucide-react";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { TabIntro } from "#src/client/components/tab-intro";
import { Button } from "#src/client/components/ui/button";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { useAuth } from "../auth";
import { ClassesError, ClassesLoading } from "../classes";
import { useClasses } from "../classes/api";
import { useTutorial } from "../tutorial";
import { firstClassStep, givenName } from "./first-class-step";
import { HomeClasses } from "./home-classes";

// Only a teacher without a class sees the first-class flow and its import dialogs: loaded then.
const FirstClassFlow = lazy(() =>
  import("./first-class-flow").then((m) => ({ default: m.FirstClassFlow })),
);

/**
 * The Home tab (docs/product.md#home): the teacher greeted by name; without a class yet, the
 * first class in one flow; otherwise their classes with quick actions.
 */
export function HomeTab() {
  const { user } = useAuth();
  const tutorial = useTutorial();
  const classes = useClasses();
  const [params] = useSearchParams();
  const list = classes.data;
  const step = firstClassStep(params, list);
  const description = !list
    ? t`Your magical classroom management companion`
    : step
      ? t`Let's set up your first class: name it, add your students, then spin or make groups.`
      : t`Your classes: their students, the wheel, groups and today's attendance.`;
  const name = givenName(user?.name);
  const title = name ? (
    <Trans>
      Welcome, <bdi>{name}</bdi>
    </Trans>
  ) : (
    <Trans>Welcome to {PRODUCT_NAME}</Trans>
  );
  return (
    <div className="grid min-w-0 gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TabIntro tab="home" title={title} description={description} />
        <Button variant="outline" onClick={tutorial.open}>
          <BookOpen aria-hidden="true" />
          <Trans>View Tutorial</Trans>
        </Button>
      </div>
      {classes.isPending ? (
        <ClassesLoading paused={classes.fetchStatus === "paused"} />
      ) : !list ? (
        <ClassesError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : step ? (
        <Suspense fallback={<ClassesLoading />}>
          <FirstClassFlow step={step} />
        </Suspense>
      ) : (
        <HomeClasses classes={list} />
      )}
    </div>
  );
}
