import {
  ArrowRight,
  BookOpen,
  Dices,
  Heart,
  School,
  Settings,
  Users,
  UsersRound,
} from "lucide-react";
import { Link } from "react-router";
import { TabIntro } from "#src/client/components/tab-intro";
import { Button } from "#src/client/components/ui/button";
import { useRouteLayout } from "#src/client/lib/tab-navigation";
import { type TabId, tabPath } from "#src/client/lib/tab-routes";
import { useAppConfig } from "../config/api";
import { useTutorial } from "../tutorial";

type HomeCard = { tab: TabId; title: string; text: string; icon: typeof School };

/** The Home tab (docs/product.md#home): the six cards and where they go. */
function homeCards(classLimit: number): HomeCard[] {
  return [
    {
      tab: "classes",
      title: "My Classes",
      text: `Create and manage up to ${classLimit} different classes with unique student rosters.`,
      icon: School,
    },
    {
      tab: "students",
      title: "Students",
      text: "Manage your students with customizable attributes.",
      icon: Users,
    },
    {
      tab: "groups",
      title: "Groups",
      text: "Create balanced groups by category and preferences.",
      icon: UsersRound,
    },
    {
      tab: "randomizer",
      title: "Randomizer",
      text: "Pick students fairly with a spinning wheel.",
      icon: Dices,
    },
    {
      tab: "settings",
      title: "Settings",
      text: "Customize attribute names, display options and app behavior.",
      icon: Settings,
    },
    {
      tab: "useful",
      title: "Was this Useful?",
      text: "Support development and share feedback.",
      icon: Heart,
    },
  ];
}

/** The Home tab: welcome, the six cards and View Tutorial. */
export function HomeTab() {
  const layout = useRouteLayout();
  const tutorial = useTutorial();
  const classLimit = useAppConfig().data?.classLimit ?? 5;
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TabIntro tab="home" />
        <Button variant="outline" onClick={tutorial.open}>
          <BookOpen aria-hidden="true" />
          View Tutorial
        </Button>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {homeCards(classLimit).map(({ tab, title, text, icon: Icon }) => (
          <li key={tab}>
            <Link
              to={tabPath(tab, layout)}
              className="group flex h-full flex-col gap-3 rounded-card border border-border bg-card p-6 text-card-foreground shadow-soft transition-colors duration-150 hover:border-primary"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="flex items-center gap-2 text-xl font-semibold tracking-tight">
                {title}
                <ArrowRight
                  aria-hidden="true"
                  className="size-5 text-muted-foreground transition-transform duration-150 motion-safe:group-hover:translate-x-1"
                />
              </h2>
              <p className="text-sm text-muted-foreground">{text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
