import { t } from "@lingui/core/macro";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PastGrouping } from "#src/domain/grouping/partners";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import type { AttributeSet } from "#src/domain/students/attributes";
import type { GroupSheet } from "../model/group-sheet";
import { groupLabel } from "../model/group-spread";
import {
  findStudent,
  movedText,
  moveStudent,
  regroupedSheet,
  setGroupPinned,
  setStudentPinned,
} from "./group-adjust";
import { ruleWarnings } from "./group-warnings";

export type MoveSource = "menu" | "drag";

/** What the member rows and cards call; one stable object for the life of the results. */
export type GroupAdjustActions = {
  move: (id: string, to: number, source: MoveSource) => void;
  pinStudent: (id: string, pinned: boolean) => void;
  pinGroup: (g: number, pinned: boolean) => void;
  /** "Ava moved to Group 3." plus any rule the move would break: for announcements. */
  describeMove: (id: string, to: number) => string;
};

/** The Move to... button of a student, found again after the move re-renders it elsewhere. */
export const moveTriggerSelector = (id: string) => `[data-move-trigger="${CSS.escape(id)}"]`;

/**
 * Moves and pins on the shown sheet. Each change goes to `onChange` (the screen
 * stores it), scored again; the text to announce is returned. A move chosen from a Move to...
 * menu gives focus to that student's menu button in the new group; a drag leaves focus to
 * dnd-kit, which also announces it.
 */
export function useGroupAdjust({
  sheet,
  attributes,
  rules,
  pastGroupings,
  onChange,
}: {
  sheet: GroupSheet;
  attributes: AttributeSet;
  rules: readonly GroupRule[];
  pastGroupings: readonly PastGrouping[];
  onChange: (next: GroupSheet) => void;
}) {
  const [announcement, setAnnouncement] = useState("");
  const latest = useRef({ sheet, attributes, rules, pastGroupings, onChange });
  latest.current = { sheet, attributes, rules, pastGroupings, onChange };
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    const id = focusAfter.current;
    if (id === null || !sheet) return;
    focusAfter.current = null;
    document.querySelector<HTMLElement>(moveTriggerSelector(id))?.focus();
  }, [sheet]);

  const describeMove = useCallback((id: string, to: number) => {
    const { sheet, rules } = latest.current;
    const from = findStudent(sheet.groups, id);
    const groups = moveStudent(sheet.groups, id, to);
    if (!from || !groups) return from ? stayText(from.student.name, groupLabel(to)) : "";
    const broken = ruleWarnings(groups, rules).filter(
      (w) => !ruleWarnings(sheet.groups, rules).includes(w),
    );
    return [movedText(from.student.name, to), ...broken].join(" ");
  }, []);

  const actions = useMemo<GroupAdjustActions>(
    () => ({
      describeMove,
      move(id, to, source) {
        const { sheet, attributes, pastGroupings, onChange } = latest.current;
        const groups = moveStudent(sheet.groups, id, to);
        if (!groups) return;
        const message = describeMove(id, to);
        if (source === "menu") focusAfter.current = id;
        onChange(regroupedSheet(sheet, groups, attributes, pastGroupings));
        // dnd-kit announces a drag itself (see group-dnd.tsx); say it once.
        setAnnouncement(source === "menu" ? message : "");
      },
      pinStudent(id, pinned) {
        const { sheet, onChange } = latest.current;
        const name = findStudent(sheet.groups, id)?.student.name ?? t`Student`;
        onChange(setStudentPinned(sheet, id, pinned));
        setAnnouncement(
          pinned ? t`${name} pinned: Regenerate keeps them here.` : t`${name} unpinned.`,
        );
      },
      pinGroup(g, pinned) {
        const { sheet, onChange } = latest.current;
        onChange(setGroupPinned(sheet, g, pinned));
        const group = groupLabel(g);
        setAnnouncement(
          pinned ? t`${group} pinned: Regenerate keeps its students there.` : t`${group} unpinned.`,
        );
      },
    }),
    [describeMove],
  );

  return { actions, announcement };
}

/** "Ava stays in Group 2." */
export function stayText(name: string, group: string): string {
  return t`${name} stays in ${group}.`;
}
