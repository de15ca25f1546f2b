import {
  Dices,
  type LucideIcon,
  School,
  Sparkles,
  Users,
  UsersRound,
  WandSparkles,
} from "lucide-react";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import {
  type AttributeSet,
  attributeList,
  DEFAULT_ATTRIBUTES,
} from "#src/domain/students/attributes";

export type TutorialStep = { id: string; title: string; body: string; icon: LucideIcon };

/**
 * docs/product.md#tutorial: six steps (0-5): welcome, classes, students, groups, randomizer, features. The students step
 * names the attributes as the teacher named them.
 */
export function tutorialSteps(
  classLimit: number,
  attributes: AttributeSet = DEFAULT_ATTRIBUTES,
): readonly TutorialStep[] {
  return [
    {
      id: "welcome",
      title: `Welcome to ${PRODUCT_NAME}!`,
      body: "Your magical classroom management companion. This short tour shows you around.",
      icon: Sparkles,
    },
    {
      id: "classes",
      title: "Create Your Classes",
      body: `Start in My Classes: create up to ${classLimit} classes, each with its own roster of students.`,
      icon: School,
    },
    {
      id: "students",
      title: "Add Your Students",
      body: `Add students one by one or import a CSV file. Each student has a ${attributeList(attributes)}, and balanced assignment spreads them evenly.`,
      icon: Users,
    },
    {
      id: "groups",
      title: "Build Groups",
      body: "Make completely random groups, keep the same categories together, or mix them for diverse teams, in seconds.",
      icon: UsersRound,
    },
    {
      id: "randomizer",
      title: "Spin the Wheel",
      body: "The Randomizer picks a student fairly with a spinning wheel and keeps a history of who was chosen.",
      icon: Dices,
    },
    {
      id: "features",
      title: "More Magic",
      body: "Import a class from Google Classroom or a OneRoster export in My Classes, rename the attributes and their options in Settings, print student lists, group sheets and a reference, and open this tour again any time with Show Tutorial.",
      icon: WandSparkles,
    },
  ];
}
