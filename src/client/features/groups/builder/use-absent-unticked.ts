import { type Dispatch, useEffect, useRef } from "react";
import { useAbsentIds } from "#src/client/features/attendance";
import type { GroupFormAction } from "../model/group-form-state";

/**
 * Today's absent students of the class, each unticked in the Groups form once (docs/product.md#attendance): ticking
 * one by hand then holds.
 */
export function useAbsentUnticked(classId: string, dispatch: Dispatch<GroupFormAction>) {
  const absent = useAbsentIds(classId);
  const leftOut = useRef(new Set<string>());
  useEffect(() => {
    const fresh = [...absent].filter((id) => !leftOut.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) leftOut.current.add(id);
    dispatch({ type: "exclude", ids: fresh });
  }, [absent, dispatch]);
  return absent;
}
