import { useCallback, useState } from "react";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { explainGroup } from "#src/domain/grouping/explain";
import type { PastGrouping } from "#src/domain/grouping/partners";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  valueIndex,
} from "#src/domain/students/attributes";
import { measuredAttributes } from "../model/group-form-state";
import type { GroupSheet, SheetStudent } from "../model/group-sheet";
import { saidText } from "../model/said-text";
import { whyWords } from "./why-words";

/**
 * "Why these groups?": one line per group from the domain's explainGroup, shown on
 * the cards and in the present view while the teacher has it on (remembered in this browser).
 */
export const SHOW_WHY_KEY = `${PRODUCT_NAME.toLowerCase()}.showWhyGroups`;

/**
 * The attribute a Same category result grouped by. The sheet does not keep the form's choice, so
 * it is the attribute whose values are split over the fewest groups (ties: attribute order).
 */
export function sameCategoryAttribute(
  groups: readonly (readonly SheetStudent[])[],
  attributes: AttributeSet,
): AttributeName {
  let best: AttributeName = "number";
  let bestSpread = Number.POSITIVE_INFINITY;
  for (const name of ATTRIBUTE_NAMES) {
    let spread = 0;
    for (const group of groups) {
      spread += new Set(group.map((s) => valueIndex(attributes[name], s[name]))).size;
    }
    if (spread < bestSpread) {
      best = name;
      bestSpread = spread;
    }
  }
  return best;
}

/** One explanation per group of the sheet, in group order. */
export function whyLines(
  sheet: GroupSheet,
  attributes: AttributeSet,
  rules: readonly GroupRule[],
  pastGroupings: readonly PastGrouping[],
): string[] {
  const names =
    sheet.method === "same-category"
      ? [sameCategoryAttribute(sheet.groups, attributes)]
      : measuredAttributes(sheet.method, sheet.balanceOn);
  const everyone = sheet.groups.flat();
  const context = {
    attributes,
    names,
    method: sheet.method,
    rules,
    nameOf: new Map(everyone.map((s) => [s.id, s.name])),
    placed: new Set(everyone.map((s) => s.id)),
    pastGroupings: (sheet.partnerRounds ?? 0) > 0 ? pastGroupings : [],
    words: whyWords,
  };
  return sheet.groups.map((group) =>
    group.length === 0 ? "" : explainGroup(group, context, saidText),
  );
}

function readShowWhy(): boolean {
  try {
    return window.localStorage.getItem(SHOW_WHY_KEY) === "1";
  } catch {
    return false;
  }
}

/** The "Why these groups?" switch, remembered across visits. */
export function useShowWhy(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readShowWhy);
  const set = useCallback((next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(SHOW_WHY_KEY, next ? "1" : "0");
    } catch {
      // Storage unavailable: the choice holds for this visit.
    }
  }, []);
  return [on, set];
}
