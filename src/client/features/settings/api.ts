import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import { useClasses } from "#src/client/features/classes/api";
import { useAppConfig } from "#src/client/features/config/api";
import { conflictOf } from "#src/client/lib/api-error";
import type {
  PreferenceDto,
  PreferenceInput,
  SettingDto,
  SettingInput,
} from "#src/domain/schemas/settings";
import { type AttributeSet, effectiveAttributes } from "#src/domain/students/attributes";
import { PREFERENCE_DEFAULTS } from "#src/domain/students/preferences";

export const BALANCED_PREFERENCE = "default_balanced_assignment" as const;

/** The teacher's attribute settings (docs/product.md#api `GET /api/teacher-settings/:userId`). */
export function useSettings() {
  const source = useDataSource();
  return useQuery<SettingDto[]>({
    queryKey: queryKeys.settings(source.userId),
    queryFn: () => source.listSettings(),
  });
}

/**
 * The attribute settings a class's students take: the teacher's own, or, in a class shared with
 * them, its owner's (docs/decisions/0058-sharing-a-class.md), whose options the server checks.
 * Without a class: the teacher's own.
 */
export function useClassSettings(classId?: string | null) {
  const source = useDataSource();
  const classes = useClasses();
  const shared = classes.data?.find((c) => c.id === classId)?.role === "co-teacher";
  const own = useSettings();
  const owners = useQuery<SettingDto[]>({
    queryKey: queryKeys.classSettings(classId ?? ""),
    queryFn: () => source.listClassSettings(classId as string),
    enabled: shared && Boolean(classId),
  });
  return shared ? owners : own;
}

/**
 * The four effective attribute definitions (defaults until the settings load): those of the
 * class's owner when a class is named (a shared class's students take the owner's options).
 */
export function useAttributes(classId?: string | null): AttributeSet {
  const { data } = useClassSettings(classId);
  return useMemo(() => effectiveAttributes(data ?? []), [data]);
}

export function usePreferences() {
  const source = useDataSource();
  return useQuery<PreferenceDto[]>({
    queryKey: queryKeys.preferences(source.userId),
    queryFn: () => source.listPreferences(),
  });
}

/**
 * The default-balanced-assignment preference: on until the teacher turns it off
 * (docs/product.md#balanced-assignment), also while it loads.
 */
export function useBalancedDefault(): { value: boolean; isLoading: boolean } {
  const { data, isLoading } = usePreferences();
  const found = data?.find((p) => p.preference_key === BALANCED_PREFERENCE);
  return { value: found?.preference_value ?? PREFERENCE_DEFAULTS[BALANCED_PREFERENCE], isLoading };
}

export function useSavePreference() {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PreferenceInput) => source.savePreference(input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.preferences(source.userId) }),
  });
}

/** After a setting change: the settings, and every roster (values may have moved or cleared). */
function useInvalidateSettings() {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.settings(source.userId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.allStudents }),
    ]);
}

/** What a save did; `conflict`: the setting as stored now, when it changed since it was loaded. */
export type SettingSaveResult = { created: boolean } | { conflict: SettingDto };

/**
 * Create (POST) when no setting exists for the attribute, else update (PUT) with renames, sent
 * with the version the editor loaded (`ifMatch`) so a change made meanwhile is refused
 * rather than overwritten. A create is sent with If-None-Match: * (`createOnly`), so a setting
 * made elsewhere since the defaults were shown is answered as a conflict too, not replaced.
 */
export function useSaveSetting() {
  const source = useDataSource();
  const invalidate = useInvalidateSettings();
  return useMutation({
    mutationFn: async ({
      id,
      input,
      ifMatch,
    }: {
      id: string | null;
      input: SettingInput;
      ifMatch?: number;
    }): Promise<SettingSaveResult> => {
      try {
        if (id === null) {
          await source.saveSetting(input, { createOnly: true });
          return { created: true };
        }
        await source.updateSetting(id, input, { ifMatch });
      } catch (error) {
        const stale = conflictOf<SettingDto>(error);
        if (stale) return { conflict: stale.current };
        throw error;
      }
      return { created: false };
    },
    // On a conflict too: the rest of the screen then shows what is stored now.
    onSuccess: invalidate,
  });
}

export function useDeleteSetting() {
  const source = useDataSource();
  const invalidate = useInvalidateSettings();
  return useMutation({
    mutationFn: (id: string) => source.deleteSetting(id),
    onSuccess: invalidate,
  });
}

export const INITIALS_PREFERENCE = "last_initials_only" as const;

/** The "First names and last initials only" checkbox of every import (decision 0057). */
export interface InitialsChoice {
  checked: boolean;
  /** The school set it (STUDENT_NAMES=initials): ticked, and the teacher cannot untick it. */
  locked: boolean;
  onChange: (on: boolean) => void;
}

/**
 * The import's choice: locked on when the server says so (`GET /api/config`), else the teacher's
 * last choice on any import (a preference, so the next import starts the same), off at first.
 */
export function useInitialsChoice(): InitialsChoice {
  const locked = useAppConfig().data?.studentNames === "initials";
  const saved = usePreferences().data?.find((p) => p.preference_key === INITIALS_PREFERENCE);
  const save = useSavePreference();
  const [choice, setChoice] = useState<boolean | null>(null);
  const checked = locked || (choice ?? saved?.preference_value ?? false);
  return {
    checked,
    locked,
    onChange: (on) => {
      if (locked) return;
      setChoice(on);
      // Remembered for the next import; the import itself does not wait for it.
      save.mutate({ preference_key: INITIALS_PREFERENCE, preference_value: on });
    },
  };
}
