import { z } from "zod";
import { pathId } from "#src/domain/schemas/common";
import { DEFAULT_GROUP_SETTINGS, groupSettingsInput } from "#src/domain/schemas/group-settings";
import type { DataSource } from "../source";
import { findClass, type MemoryStore, parse } from "./store";

type GroupSettingOps = Pick<DataSource, "getGroupSettings" | "setGroupSettings">;

const params = z.object({ classId: pathId });

/** Each class's Groups choices in the demo, checked as the server checks them and kept in the page. */
export function groupSettingOps(store: MemoryStore): GroupSettingOps {
  return {
    async getGroupSettings(classId) {
      parse(params, { classId }, "params");
      const owned = findClass(store, classId);
      return {
        class_id: owned.id,
        ...(store.groupSettings.get(owned.id) ?? DEFAULT_GROUP_SETTINGS),
      };
    },

    async setGroupSettings(classId, settings) {
      parse(params, { classId }, "params");
      const body = parse(groupSettingsInput, settings);
      const owned = findClass(store, classId);
      store.groupSettings.set(owned.id, body);
      return { class_id: owned.id, ...body };
    },
  };
}
