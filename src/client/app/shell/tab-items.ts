import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  Armchair,
  Dices,
  Heart,
  House,
  type LucideIcon,
  School,
  Settings,
  Users,
  UsersRound,
} from "lucide-react";
import type { TabId } from "#src/client/lib/tab-routes";

export type TabItem = { tab: TabId; label: MessageDescriptor; icon: LucideIcon };

/** The tab bar of docs/product.md#shell, in order. */
export const TAB_ITEMS: readonly TabItem[] = [
  { tab: "home", label: msg`Home`, icon: House },
  { tab: "classes", label: msg`My Classes`, icon: School },
  { tab: "students", label: msg`Students`, icon: Users },
  { tab: "groups", label: msg`Groups`, icon: UsersRound },
  { tab: "seating", label: msg`Seating`, icon: Armchair },
  { tab: "randomizer", label: msg`Randomizer`, icon: Dices },
  { tab: "settings", label: msg`Settings`, icon: Settings },
  { tab: "useful", label: msg`Was this Useful?`, icon: Heart },
];
