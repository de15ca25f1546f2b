import { describe, expect, it } from "vitest";
import {
  DEFAULT_GROUP_SETTINGS,
  type GroupSettingsInput,
} from "#src/domain/schemas/group-settings";
import { classWith, type FreshSource, failure } from "./helpers";

/** A class's Groups choices, alike in both sources: the defaults, then what was chosen, per class. */
export function groupSettingsContract(fresh: FreshSource): void {
  describe("group settings", () => {
    it("are the defaults until chosen, remembered per class; bad choices are 400, no class 404", async () => {
      const source = await fresh();
      const a = await classWith(source, [], "A");
      const b = await classWith(source, [], "B");
      expect(await source.getGroupSettings(a.id)).toEqual({
        class_id: a.id,
        ...DEFAULT_GROUP_SETTINGS,
      });
      const chosen: GroupSettingsInput = {
        ...DEFAULT_GROUP_SETTINGS,
        method: "same-category",
        category: "shape",
        size_mode: "per-group",
        per_group: 5,
        per_group_rule: "at-least",
      };
      expect(await source.setGroupSettings(a.id, chosen)).toEqual({ class_id: a.id, ...chosen });
      expect(await source.getGroupSettings(a.id)).toEqual({ class_id: a.id, ...chosen });
      expect((await source.getGroupSettings(b.id)).method).toBe("random");
      const bad = await failure(source.setGroupSettings(a.id, { ...chosen, group_count: 99 }));
      expect(bad.status).toBe(400);
      const rule = { ...chosen, per_group_rule: "about" } as unknown as GroupSettingsInput;
      expect((await failure(source.setGroupSettings(a.id, rule))).status).toBe(400);
      expect((await failure(source.setGroupSettings("missing", chosen))).status).toBe(404);
      expect(await source.getGroupSettings(a.id)).toMatchObject({
        per_group: 5,
        per_group_rule: "at-least",
      });
    });
  });
}
