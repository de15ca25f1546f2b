import { describe, expect, it } from "vitest";
import type { SettingInput } from "#src/domain/schemas/settings";
import { classWith, type FreshSource, failure } from "./helpers";

const setting = (
  attribute_name: SettingInput["attribute_name"],
  options: string[],
  extra: Partial<SettingInput> = {},
): SettingInput => ({ attribute_name, display_name: "House", options, ...extra });

/** Teacher settings (docs/product.md#attributes) with their effects on the students, and preferences. */
export function settingsContract(fresh: FreshSource): void {
  describe("teacher settings", () => {
    it("lists nothing at first; a save trims and answers the setting; saving again updates it", async () => {
      const source = await fresh();
      expect(await source.listSettings()).toEqual([]);
      const first = await source.saveSetting(
        setting("color", [" Red ", "Blue", "Green"], {
          description: "  Team colours ",
          show_to_students: false,
        }),
      );
      expect(first).toMatchObject({
        user_id: source.userId,
        attribute_name: "color",
        display_name: "House",
        description: "Team colours",
        options: ["Red", "Blue", "Green"],
        show_to_students: false,
      });
      const again = await source.saveSetting(setting("color", ["Red", "Blue"]));
      expect(again).toMatchObject({
        id: first.id,
        created_at: first.created_at,
        options: ["Red", "Blue"],
        show_to_students: true,
        description: null,
      });
      await source.saveSetting(setting("number", ["A", "B"]));
      expect((await source.listSettings()).map((s) => s.attribute_name)).toEqual([
        "number",
        "color",
      ]);
    });

    it("a rename on the first save carries the students that held the option", async () => {
      const source = await fresh();
      const a = await classWith(source, [{ name: "Ann", color: "Red" }, { name: "Bo" }], "A");
      const b = await classWith(source, [{ name: "Cy", color: "Green" }], "B");
      const [before] = await source.listClasses();
      await source.saveSetting(
        setting("color", ["Crimson", "Yellow", "Green", "Purple"], {
          renames: [{ from: "Red", to: "Crimson" }],
        }),
      );
      expect((await source.listStudents(a.id)).map((s) => s.color)).toEqual(["Crimson", null]);
      expect((await source.listStudents(b.id)).map((s) => s.color)).toEqual(["Green"]);
      const [after] = await source.listClasses();
      expect((after?.updated_at ?? "") > (before?.updated_at ?? "")).toBe(true);
    });

    it("PUT renames and removes at once, answering how many students changed and cleared", async () => {
      const source = await fresh();
      const colors = ["Crimson", "Yellow", "Yellow", "Green", "Purple"];
      const options = ["Crimson", "Yellow", "Green", "Purple"];
      const saved = await source.saveSetting(setting("color", options));
      const room = await classWith(
        source,
        colors.map((color, i) => ({ name: `S${i}`, color })),
      );
      const effect = await source.updateSetting(
        saved.id,
        setting("color", ["Scarlet", "Green", "Gold"], {
          renames: [
            { from: "Crimson", to: "Scarlet" },
            { from: "Yellow", to: "Gold" },
          ],
        }),
      );
      expect(effect).toMatchObject({
        setting: { id: saved.id, options: ["Scarlet", "Green", "Gold"] },
        studentsChanged: 3,
        studentsCleared: 1,
      });
      const values = (await source.listStudents(room.id)).map((s) => s.color);
      expect(values).toEqual(["Scarlet", "Gold", "Gold", "Green", null]);
      const other = await failure(source.updateSetting(saved.id, setting("shape", ["A", "B"])));
      expect(other.status).toBe(400);
      expect(
        (await failure(source.updateSetting("missing", setting("color", options)))).status,
      ).toBe(404);
    });

    it("an invalid option list is 400 and changes nothing", async () => {
      const source = await fresh();
      const room = await classWith(source, [{ name: "Ann", shape: "Square" }]);
      const f = await failure(source.saveSetting(setting("shape", ["Square"])));
      expect(f.status).toBe(400);
      expect(f.body.error).toMatch(/At least 2 options/);
      expect((await source.listStudents(room.id)).map((s) => s.shape)).toEqual(["Square"]);
      expect(await source.listSettings()).toEqual([]);
    });

    it("delete resets to the defaults, clearing values that are not among them", async () => {
      const source = await fresh();
      const room = await classWith(source, [
        { name: "A", shape: "Square" },
        { name: "B", shape: "Circle" },
      ]);
      const saved = await source.saveSetting(
        setting("shape", ["Square", "Hexagon", "Star"], {
          renames: [{ from: "Circle", to: "Hexagon" }],
        }),
      );
      await source.createStudent({ class_id: room.id, name: "C", shape: "Star" });
      const shapes = async () => (await source.listStudents(room.id)).map((s) => s.shape);
      expect(await shapes()).toEqual(["Square", "Hexagon", "Star"]);
      expect(await source.deleteSetting(saved.id)).toEqual({
        setting: null,
        studentsChanged: 0,
        studentsCleared: 2,
      });
      expect(await shapes()).toEqual(["Square", null, null]);
      expect(await source.listSettings()).toEqual([]);
      expect((await failure(source.deleteSetting(saved.id))).status).toBe(404);
    });

    it("student values follow the teacher's options", async () => {
      const source = await fresh();
      await source.saveSetting(setting("number", ["A", "B", "C", "D", "E", "F"]));
      const room = await source.createClass({ name: "Room" });
      const six = await source.createStudent({ class_id: room.id, name: "Kim", number: 6 });
      expect(six.number).toBe(6);
      const f = await failure(source.createStudent({ class_id: room.id, name: "Lou", number: 7 }));
      expect(f.body.details).toEqual([
        { field: "body.number", message: "Number must be between 1-6 or empty" },
      ]);
    });
  });

  describe("option colours (docs/decisions/0044-option-colours.md)", () => {
    it("keeps the swatches, carries them over a rename, refuses a colour that is not #rrggbb", async () => {
      const source = await fresh();
      const saved = await source.saveSetting(
        setting("color", ["Red", "Purple"], { option_colors: { Purple: "#7C3AED" } }),
      );
      expect(saved.option_colors).toEqual({ Purple: "#7c3aed" });
      const { setting: renamed } = await source.updateSetting(
        saved.id,
        setting("color", ["Red", "Blue"], { renames: [{ from: "Purple", to: "Blue" }] }),
      );
      expect(renamed?.option_colors).toEqual({ Blue: "#7c3aed" });
      const bad = await failure(
        source.saveSetting(setting("color", ["Red"], { option_colors: { Red: "red" } })),
      );
      expect(bad.status).toBe(400);
      expect((await source.listSettings())[0]?.option_colors).toEqual({ Blue: "#7c3aed" });
    });
  });

  describe("user preferences", () => {
    it("lists only saved preferences; saving again updates the one value", async () => {
      const source = await fresh();
      expect(await source.listPreferences()).toEqual([]);
      const key = "default_balanced_assignment" as const;
      const saved = await source.savePreference({ preference_key: key, preference_value: true });
      expect(saved).toMatchObject({ user_id: source.userId, preference_value: true });
      await source.savePreference({ preference_key: key, preference_value: false });
      expect(await source.listPreferences()).toMatchObject([
        { preference_key: key, preference_value: false },
      ]);
      const bad = await failure(
        source.savePreference({ preference_key: "nope" as typeof key, preference_value: true }),
      );
      expect(bad.status).toBe(400);
    });
  });
}
