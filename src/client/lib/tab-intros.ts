import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { PRODUCT_NAME } from "./constants";
import type { TabId } from "./tab-routes";

type Intro = { title: MessageDescriptor; description: MessageDescriptor };

/**
 * Each tab's heading and the line under it (docs/product.md#screens): the same words in the tab
 * and its skeleton, as catalogue messages, read in the teacher's language by `tabIntro`.
 */
export const TAB_INTROS: Readonly<Record<TabId, Intro>> = {
  home: {
    title: msg`Welcome to ${PRODUCT_NAME}`,
    description: msg`Your magical classroom management companion`,
  },
  classes: {
    title: msg`My Classes`,
    description: msg`Choose a class to work with, or create a new one.`,
  },
  students: {
    title: msg`Students`,
    description: msg`Add students and give each a number, color, element and shape.`,
  },
  groups: {
    title: msg`Groups`,
    description: msg`Make random, same-category, diverse or balanced groups in one click.`,
  },
  seating: {
    title: msg`Seating`,
    description: msg`Draw the room, then seat everyone in one click.`,
  },
  randomizer: {
    title: msg`Random Student Selector`,
    description: msg`Spin the wheel to pick a student fairly, at random.`,
  },
  settings: {
    title: msg`Teacher Settings`,
    description: msg`Name the four attributes your way and choose their options.`,
  },
  useful: {
    title: msg`Was this Useful?`,
    description: msg`${PRODUCT_NAME} is free for teachers. A tip or a few words keep it going.`,
  },
};

/** A tab's heading and description in the active language. */
export function tabIntro(tab: TabId): { title: string; description: string } {
  const { title, description } = TAB_INTROS[tab];
  return { title: i18n._(title), description: i18n._(description) };
}
