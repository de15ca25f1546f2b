import { t } from "@lingui/core/macro";
import { attributeListText } from "#src/client/i18n/attribute-sentence";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import type { TabId } from "#src/client/lib/tab-routes";
import { type AttributeSet, DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import {
  findButton,
  findButtons,
  findFieldset,
  findTabs,
  type TargetFinder,
} from "./tutorial-targets";

export type TutorialStep = {
  id: string;
  title: string;
  body: string;
  /** The tab the step is about: the tutorial goes there first (none: stays where it is). */
  tab?: TabId;
  /** The control the step points at on that screen. */
  target: TargetFinder;
  /** What to do instead when that control is not on the screen (no class yet, for one). */
  missing: string;
};

type StepOptions = {
  classLimit: number;
  attributes?: AttributeSet;
  /** Whether the server has Google credentials (`GET /api/config`): only then is Google Classroom named. */
  googleClassroom: boolean;
};

/**
 * docs/product.md#tutorial: six steps, each pointing at the real control on its screen: the
 * tabs, Create Class, Add Student and Paste Names, the grouping method, the wheel's Spin, and the
 * roster imports. The students step names the attributes as the teacher named them.
 */
export function tutorialSteps({
  classLimit,
  attributes = DEFAULT_ATTRIBUTES,
  googleClassroom,
}: StepOptions): readonly TutorialStep[] {
  const attributeNames = attributeListText(attributes);
  return [
    {
      id: "welcome",
      title: t`Welcome to ${PRODUCT_NAME}!`,
      body: t`Your magical classroom management companion. This short tour shows you around: the tabs take you to My Classes, Students, Groups, Seating, the Randomizer and Settings.`,
      target: findTabs,
      missing: t`The tabs are at the top of the screen, or under the Menu button on a phone.`,
    },
    {
      id: "classes",
      title: t`Create Your Classes`,
      body: t`Start in My Classes: create up to ${classLimit} classes, each with its own roster of students.`,
      tab: "classes",
      target: findButton([t`Create Class`, t`Create First Class`], t`the Create Class button`),
      missing: t`Your classes are still loading, or you are offline: open My Classes again in a moment to create one.`,
    },
    {
      id: "students",
      title: t`Add Your Students`,
      body: t`Add students one by one with Add Student, or paste a whole list with Paste Names. Each student has a ${attributeNames}, and balanced assignment spreads them evenly.`,
      tab: "students",
      target: findButtons(
        [t`Add Student`, t`Paste Names`],
        t`the Add Student and Paste Names buttons`,
      ),
      missing: t`No class is open yet: create one in My Classes and open it, then come back. Add Student and Paste Names are at the top of its roster.`,
    },
    {
      id: "groups",
      title: t`Build Groups`,
      body: t`Choose how to group: completely random, the same categories together, or mixed for diverse teams. Groups are ready in seconds.`,
      tab: "groups",
      target: findFieldset(t`Grouping method`, t`the Grouping method choice`),
      missing: t`Groups need a class with students. No class is open yet: create one in My Classes and open it, then come back.`,
    },
    {
      id: "randomizer",
      title: t`Spin the Wheel`,
      body: t`Press Spin (or the Space bar) to pick a student fairly; the history keeps who was chosen.`,
      tab: "randomizer",
      target: findButton([t`Spin`], t`the Spin button`),
      missing: t`The wheel needs a class with students: choose one in the Class list here, or create and fill one in My Classes, then press Spin.`,
    },
    {
      id: "imports",
      title: t`Bring a Whole Class In`,
      body: googleClassroom
        ? t`Import a class from Google Classroom or a OneRoster export here; in Students, Import CSV reads a file and Paste Names takes a list. Rename the attributes in Settings, and open this tour again any time from the Help button.`
        : t`Import a class from a OneRoster export here; in Students, Import CSV reads a file and Paste Names takes a list. Rename the attributes in Settings, and open this tour again any time from the Help button.`,
      tab: "classes",
      // Without Google Classroom its button is shown disabled, with a note: not pointed at.
      target: googleClassroom
        ? findButtons(
            [t`Import from OneRoster`, t`Import from Google Classroom`],
            t`the import buttons`,
          )
        : findButtons([t`Import from OneRoster`], t`the Import from OneRoster button`),
      missing: t`Your classes are still loading, or you are offline: the import buttons are in My Classes.`,
    },
  ];
}
