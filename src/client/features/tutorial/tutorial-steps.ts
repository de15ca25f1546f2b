import { PRODUCT_NAME } from "#src/client/lib/constants";
import type { TabId } from "#src/client/lib/tab-routes";
import {
  type AttributeSet,
  attributeList,
  DEFAULT_ATTRIBUTES,
} from "#src/domain/students/attributes";
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

const NO_CLASS = "No class is open yet: create one in My Classes and open it, then come back.";

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
  const importFrom = googleClassroom
    ? "Google Classroom or a OneRoster export"
    : "a OneRoster export";
  return [
    {
      id: "welcome",
      title: `Welcome to ${PRODUCT_NAME}!`,
      body: "Your magical classroom management companion. This short tour shows you around: the tabs take you to My Classes, Students, Groups, the Randomizer and Settings.",
      target: findTabs,
      missing: "The tabs are at the top of the screen, or under the Menu button on a phone.",
    },
    {
      id: "classes",
      title: "Create Your Classes",
      body: `Start in My Classes: create up to ${classLimit} classes, each with its own roster of students.`,
      tab: "classes",
      target: findButton(["Create Class", "Create First Class"], "the Create Class button"),
      missing:
        "Your classes are still loading, or you are offline: open My Classes again in a moment to create one.",
    },
    {
      id: "students",
      title: "Add Your Students",
      body: `Add students one by one with Add Student, or paste a whole list with Paste Names. Each student has a ${attributeList(attributes)}, and balanced assignment spreads them evenly.`,
      tab: "students",
      target: findButtons(
        ["Add Student", "Paste Names"],
        "the Add Student and Paste Names buttons",
      ),
      missing: `${NO_CLASS} Add Student and Paste Names are at the top of its roster.`,
    },
    {
      id: "groups",
      title: "Build Groups",
      body: "Choose how to group: completely random, the same categories together, or mixed for diverse teams. Groups are ready in seconds.",
      tab: "groups",
      target: findFieldset("Grouping method", "the Grouping method choice"),
      missing: `Groups need a class with students. ${NO_CLASS}`,
    },
    {
      id: "randomizer",
      title: "Spin the Wheel",
      body: "Press Spin (or the Space bar) to pick a student fairly; the history keeps who was chosen.",
      tab: "randomizer",
      target: findButton(["Spin"], "the Spin button"),
      missing:
        "The wheel needs a class with students: choose one in the Class list here, or create and fill one in My Classes, then press Spin.",
    },
    {
      id: "imports",
      title: "Bring a Whole Class In",
      body: `Import a class from ${importFrom} here; in Students, Import CSV reads a file and Paste Names takes a list. Rename the attributes in Settings, and open this tour again any time from the Help button.`,
      tab: "classes",
      // Without Google Classroom its button is shown disabled, with a note: not pointed at.
      target: googleClassroom
        ? findButtons(
            ["Import from OneRoster", "Import from Google Classroom"],
            "the import buttons",
          )
        : findButtons(["Import from OneRoster"], "the Import from OneRoster button"),
      missing:
        "Your classes are still loading, or you are offline: the import buttons are in My Classes.",
    },
  ];
}
