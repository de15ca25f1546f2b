import { describe, expect, it } from "vitest";
import { conflictOf } from "#src/client/lib/api-error";
import {
  CLASS_CONFLICT,
  KEY_REUSED_MESSAGE,
  SETTING_CONFLICT,
  STUDENT_CONFLICT,
} from "#src/domain/schemas/common";
import { english } from "../support/english";
import { classWith, type FreshSource, failure, fields } from "./helpers";

/** Versions, stale updates (If-Match) and idempotent imports. */
export function versionsContract(fresh: FreshSource): void {
  describe("concurrent edits", () => {
    it("a student's version starts at 1 and moves on at every update; a stale one is refused with the current student", async () => {
      const source = await fresh();
      const room = await classWith(source, [{ name: "Ann", color: "Red" }]);
      const [ann] = await source.listStudents(room.id);
      const id = ann?.id ?? "";
      expect(ann?.version).toBe(1);
      const saved = await source.updateStudent(
        id,
        { name: "Anna", color: "Green" },
        { ifMatch: 1 },
      );
      expect(saved).toMatchObject({ name: "Anna", color: "Green", version: 2 });
      const call = source.updateStudent(id, { name: "Annie" }, { ifMatch: 1 });
      const stale = await failure(call);
      expect(stale).toEqual({
        status: 409,
        body: { error: english(STUDENT_CONFLICT), code: "stale", current: saved },
      });
      expect(await source.listStudents(room.id)).toEqual([saved]);
      const again = source.updateStudent(id, { name: "Annie" }, { ifMatch: 1 });
      expect(conflictOf(await again.catch((e: unknown) => e))).toEqual({
        message: english(STUDENT_CONFLICT),
        current: saved,
      });
      // Without a version the update applies to whatever is stored.
      expect(await source.updateStudent(id, { name: "Annie" })).toMatchObject({ version: 3 });
      expect(
        (await failure(source.updateStudent("missing", { name: "X" }, { ifMatch: 1 }))).status,
      ).toBe(404);
    });

    it("a class's version moves on when it is renamed, not when its students change", async () => {
      const source = await fresh();
      const room = await source.createClass({ name: "Room 1" });
      expect(room.version).toBe(1);
      const renamed = await source.updateClass(room.id, { name: "Room 2" }, { ifMatch: 1 });
      expect(renamed).toMatchObject({ name: "Room 2", version: 2 });
      await source.createStudent({ class_id: room.id, name: "Joins" });
      const [now] = await source.listClasses();
      expect(now).toMatchObject({ version: 2, studentCount: 1 });
      const stale = await failure(source.updateClass(room.id, { name: "Room 3" }, { ifMatch: 1 }));
      expect(stale).toEqual({
        status: 409,
        body: { error: english(CLASS_CONFLICT), code: "stale", current: now },
      });
      expect(await source.updateClass(room.id, { name: "Room 3" }, { ifMatch: 2 })).toMatchObject({
        name: "Room 3",
        version: 3,
      });
      expect(await source.updateClass(room.id, { name: "Room 4" })).toMatchObject({ version: 4 });
    });

    it("a shuffle and an option edit move the versions of the students they rewrite", async () => {
      const source = await fresh();
      const room = await classWith(source, [
        { name: "A", color: "Red" },
        { name: "B", color: "Red" },
      ]);
      const shuffled = await source.shuffleCategories(room.id);
      expect(shuffled.map((s) => s.version)).toEqual([2, 2]);
      const setting = await source.saveSetting({
        attribute_name: "element",
        display_name: "Element",
        options: ["Fire", "Water", "Earth", "Air"],
      });
      expect(setting.version).toBe(1);
      const before = await source.listStudents(room.id);
      const renamed = await source.updateSetting(
        setting.id,
        {
          attribute_name: "element",
          display_name: "Element",
          options: ["Flame", "Water", "Earth", "Air"],
          renames: [{ from: "Fire", to: "Flame" }],
        },
        { ifMatch: 1 },
      );
      expect(renamed.setting?.version).toBe(2);
      const after = await source.listStudents(room.id);
      expect(after.map((s) => s.version)).toEqual(
        before.map((s) => (s.element === "Fire" ? s.version + 1 : s.version)),
      );
      const stale = await failure(
        source.updateSetting(
          setting.id,
          { attribute_name: "element", display_name: "Old", options: ["Fire", "Water"] },
          { ifMatch: 1 },
        ),
      );
      expect(stale).toEqual({
        status: 409,
        body: { error: english(SETTING_CONFLICT), code: "stale", current: renamed.setting },
      });
    });

    it("a create-only setting (If-None-Match: *) is refused with the stored one, never replacing it", async () => {
      const source = await fresh();
      const input = (displayName: string) => ({
        attribute_name: "shape" as const,
        display_name: displayName,
        options: ["Circle", "Square"],
      });
      // Two devices both showing the defaults create the setting at once: one wins.
      const results = await Promise.allSettled([
        source.saveSetting(input("Mine"), { createOnly: true }),
        source.saveSetting(input("Theirs"), { createOnly: true }),
      ]);
      const made = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
      expect(made).toHaveLength(1);
      const refused = results.find((r) => r.status === "rejected");
      const conflict = conflictOf(refused?.status === "rejected" ? refused.reason : null);
      expect(conflict).toEqual({ message: english(SETTING_CONFLICT), current: made[0] });
      expect(await source.listSettings()).toEqual(made);
      // Without the header a save still creates or replaces, as before.
      const replaced = await source.saveSetting(input("Replaced"));
      expect(replaced.display_name).toBe("Replaced");
    });

    it("an import sent again with the same Idempotency-Key imports once", async () => {
      const source = await fresh();
      const room = await source.createClass({ name: "Room" });
      const input = { rows: [{ name: "Ann" }, { name: "Bob" }] };
      const key = crypto.randomUUID();
      expect(await source.importStudents(room.id, input, { idempotencyKey: key })).toEqual({
        created: 2,
      });
      expect(await source.importStudents(room.id, input, { idempotencyKey: key })).toEqual({
        created: 2,
      });
      expect((await source.listStudents(room.id)).map((s) => s.name)).toEqual(["Ann", "Bob"]);
      const reused = await failure(
        source.importStudents(room.id, { rows: [{ name: "Cy" }] }, { idempotencyKey: key }),
      );
      expect(reused).toEqual({
        status: 422,
        body: { error: english(KEY_REUSED_MESSAGE), code: "unprocessable" },
      });
      const bad = await failure(source.importStudents(room.id, input, { idempotencyKey: "" }));
      expect(bad.status).toBe(400);
      expect(fields(bad)).toEqual(["headers.idempotency-key"]);
      await source.importStudents(room.id, input, { idempotencyKey: crypto.randomUUID() });
      expect(await source.listStudents(room.id)).toHaveLength(4);
    });
  });
}
