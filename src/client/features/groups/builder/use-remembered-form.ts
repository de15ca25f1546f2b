import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Dispatch, useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { useDataSource, useWritesOpen } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import type { GroupSettingsDto, GroupSettingsInput } from "#src/domain/schemas/group-settings";
import {
  type GroupForm,
  type GroupFormAction,
  groupFormReducer,
  initialGroupForm,
} from "../model/group-form-state";
import { formWithSettings, settingsKey, settingsOfForm } from "../model/group-settings";

/** Ticking students is today's choice, not a setting to remember. */
const TICKS = new Set<GroupFormAction["type"]>([
  "toggle-student",
  "select-all",
  "exclude",
  "clamp-count",
]);

type Action = GroupFormAction | { type: "remembered"; settings: GroupSettingsInput };

function reducer(state: GroupForm, action: Action): GroupForm {
  return action.type === "remembered"
    ? formWithSettings(state, action.settings)
    : groupFormReducer(state, action);
}

/**
 * The Groups form, remembering the teacher's choices for the class on the server
 * (docs/product.md#groups, decision 0043): it opens with them (at once when this page read them
 * before, else as soon as they arrive, unless the teacher already changed something), and each
 * change is kept in the page's cache at once and sent to the server.
 */
export function useRememberedForm(classId: string): [GroupForm, Dispatch<GroupFormAction>] {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const writesOpen = useWritesOpen();
  const stored = useQuery<GroupSettingsDto>({
    queryKey: queryKeys.groupSettings(classId),
    queryFn: () => source.getGroupSettings(classId),
  });
  const [form, dispatch] = useReducer(reducer, stored.data, (data) =>
    data ? formWithSettings(initialGroupForm, data) : initialGroupForm,
  );
  // The choices the server has (or is being sent); null until they are known.
  const known = useRef<string | null>(stored.data ? settingsKey(stored.data) : null);
  const touched = useRef(false);
  const save = useMutation({
    scope: { id: `group-settings-${classId}` },
    mutationFn: (settings: GroupSettingsInput) => source.setGroupSettings(classId, settings),
  });
  const { mutate } = save;

  useEffect(() => {
    if (!stored.data || known.current !== null) return;
    known.current = settingsKey(stored.data);
    if (!touched.current) dispatch({ type: "remembered", settings: stored.data });
  }, [stored.data]);

  const current = useMemo(() => settingsOfForm(form), [form]);
  const currentKey = settingsKey(current);
  const loaded = stored.isSuccess;
  useEffect(() => {
    if (!loaded || known.current === null || known.current === currentKey || !writesOpen) return;
    known.current = currentKey;
    const settings: GroupSettingsInput = structuredClone(current);
    // Kept in the page at once (another tab and back opens with it), sent to the server in order.
    queryClient.setQueryData<GroupSettingsDto>(queryKeys.groupSettings(classId), {
      class_id: classId,
      ...settings,
    });
    mutate(settings);
  }, [current, currentKey, loaded, writesOpen, classId, mutate, queryClient]);

  const teacherDispatch = useCallback<Dispatch<GroupFormAction>>((action) => {
    if (!TICKS.has(action.type)) touched.current = true;
    dispatch(action);
  }, []);
  return [form, teacherDispatch];
}
