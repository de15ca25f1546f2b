import { PRODUCT_NAME } from "./constants";
import type { TabId } from "./tab-routes";

/** Each tab's heading and the line under it (docs/product.md#screens): the same words in the tab and its skeleton. */
export const TAB_INTROS: Readonly<Record<TabId, { title: string; description: string }>> = {
  home: {
    title: `Welcome to ${PRODUCT_NAME}`,
    description: "Your magical classroom management companion",
  },
  classes: {
    title: "My Classes",
    description: "Choose a class to work with, or create a new one.",
  },
  students: {
    title: "Students",
    description: "Add students and give each a number, color, element and shape.",
  },
  groups: {
    title: "Groups",
    description: "Make random, same-category, diverse or balanced groups in one click.",
  },
  randomizer: {
    title: "Random Student Selector",
    description: "Spin the wheel to pick a student fairly, at random.",
  },
  settings: {
    title: "Teacher Settings",
    description: "Name the four attributes your way and choose their options.",
  },
  useful: {
    title: "Was this Useful?",
    description: `${PRODUCT_NAME} is free for teachers. A tip or a few words keep it going.`,
  },
};
