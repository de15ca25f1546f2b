import {
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

export type TabItem = { tab: TabId; label: string; icon: LucideIcon };

/** The tab bar of docs/product.md#shell, in order. */
export const TAB_ITEMS: readonly TabItem[] = [
  { tab: "home", label: "Home", icon: House },
  { tab: "classes", label: "My Classes", icon: School },
  { tab: "students", label: "Students", icon: Users },
  { tab: "groups", label: "Groups", icon: UsersRound },
  { tab: "randomizer", label: "Randomizer", icon: Dices },
  { tab: "settings", label: "Settings", icon: Settings },
  { tab: "useful", label: "Was this Useful?", icon: Heart },
];
