import { t } from "@lingui/core/macro";
import { UsersRound } from "lucide-react";
import { ClassTab } from "../classes";
import { GroupBuilder } from "./builder/group-builder";

/** The Groups tab (docs/product.md#groups): pick a class, then make groups. */
export function GroupsTab() {
  return (
    <ClassTab
      tab="groups"
      noClass={{ icon: UsersRound, text: t`Please select a class to create groups` }}
    >
      {(chosen) => (
        // A new class starts a fresh form; its last groups come back (kept per class, this page).
        <GroupBuilder key={chosen.id} classId={chosen.id} className={chosen.name} />
      )}
    </ClassTab>
  );
}
