import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { tabHeadingShown } from "../lib/tab-arrival";
import { tabIntro } from "../lib/tab-intros";
import type { TabId } from "../lib/tab-routes";

type TabIntroProps = {
  tab: TabId;
  /** The heading takes focus when the tab asks for it (My Classes after a class is deleted). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /**
   * In a skeleton: the words show (they need no data, so a tab's largest text paints with the
   * page's HTML) but are hidden from screen readers, which hear the skeleton's
   * "Loading..." status instead of a heading that is not the tab's yet.
   */
  preview?: boolean;
  /** The tab's own words for the line under the heading (the Students tab names the attributes as renamed). */
  description?: string;
  /** The tab's own words for the heading (Home greets the teacher by name, set apart). */
  title?: ReactNode;
};

/**
 * A tab's heading and description, laid out alike in the tab and in its skeleton. The tab's
 * heading names the page, and takes the focus after a move within the app (lib/tab-arrival.ts).
 */
export function TabIntro({
  tab,
  headingRef,
  preview = false,
  description: words,
  title: ownTitle,
}: TabIntroProps) {
  const intro = tabIntro(tab);
  const title = ownTitle ?? intro.title;
  const description = words ?? intro.description;
  const home = tab === "home";
  const own = useRef<HTMLHeadingElement>(null);
  const heading = headingRef ?? own;
  useEffect(() => {
    if (heading.current) tabHeadingShown(heading.current, tab);
  }, [tab, heading]);
  return (
    <div className={home ? "grid gap-2" : "grid gap-1"} aria-hidden={preview || undefined}>
      {preview ? (
        <p className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</p>
      ) : (
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
        >
          {title}
        </h1>
      )}
      <p className={home ? "text-lg text-muted-foreground" : "text-muted-foreground"}>
        {description}
      </p>
    </div>
  );
}
