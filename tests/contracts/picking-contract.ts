import { describe, expect, it } from "vitest";
import { localDay } from "#src/domain/attendance/school-day";
import { KEY_REUSED_MESSAGE } from "#src/domain/schemas/common";
import { english } from "../support/english";
import { classWith, type FreshSource, failure, fields } from "./helpers";

/** The server's UTC date: writable wherever the test runs (the browser sends its local date). */
const today = () => new Date().toISOString().slice(0, 10);

/** The day's roll, the picking mode, several winners and undo, alike in both sources. */
export function pickingContract(fresh: FreshSource): void {
  describe("attendance", () => {
    it("starts with everyone present, stores the roll versioned, and refuses a stale write", async () => {
      const source = await fresh();
      const room = await classWith(source, [{ name: "Ann" }, { name: "Ben" }, { name: "Cy" }]);
      const [ann, ben] = await source.listStudents(room.id);
      const empty = await source.getAttendance(room.id, today());
      expect(empty).toEqual({
        class_id: room.id,
        day: today(),
        absent_student_ids: [],
        version: 0,
        updated_at: null,
        marked_by: null,
      });
      const marked = await source.setAttendance(room.id, today(), [ann?.id ?? ""], { ifMatch: 0 });
      expect(marked).toMatchObject({ absent_student_ids: [ann?.id], version: 1 });
      expect(await source.getAttendance(room.id, today())).toEqual(marked);
      const stale = await failure(
        source.setAttendance(room.id, today(), [ben?.id ?? ""], { ifMatch: 0 }),
      );
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ current: { absent_student_ids: [ann?.id], version: 1 } });
      const reset = await source.setAttendance(room.id, today(), [], { ifMatch: 1 });
      expect(reset).toMatchObject({ absent_student_ids: [], version: 2 });
    });

    it("a pupil moved to another class leaves the old roll and its history; both rolls stay writable", async () => {
      const source = await fresh();
      const room = await classWith(source, [{ name: "Ann" }, { name: "Ben" }, { name: "Cy" }]);
      const other = await classWith(source, [{ name: "Dee" }], "Other");
      const [ann, ben, cy] = await source.listStudents(room.id);
      const ids = (...s: (typeof ann)[]) => s.map((x) => x?.id ?? "").sort();
      await source.setAttendance(room.id, today(), ids(ann, ben), { ifMatch: 0 });
      await source.addHistory(room.id, ann?.id ?? "");
      await source.addHistory(room.id, cy?.id ?? "");
      await source.updateStudent(ann?.id ?? "", { name: "Ann", class_id: other.id });

      const roll = await source.getAttendance(room.id, today());
      expect(roll).toMatchObject({ absent_student_ids: ids(ben), version: 2 });
      expect((await source.listHistory(room.id)).map((h) => h.student_id)).toEqual([cy?.id]);
      const changed = await source.setAttendance(room.id, today(), ids(ben, cy), { ifMatch: 2 });
      expect(changed.absent_student_ids).toEqual(ids(ben, cy));
      // Moved back, Ann is not absent again: her old absence went with the move.
      await source.updateStudent(ann?.id ?? "", { name: "Ann", class_id: room.id });
      const back = await source.getAttendance(room.id, today());
      expect(back.absent_student_ids).toEqual(ids(ben, cy));
      expect(back.version).toBe(3);
      expect(await source.getAttendance(other.id, today())).toMatchObject({
        absent_student_ids: [],
        version: 0,
      });
    });

    it("refuses another day, a bad date, a repeated id and a stranger; a deleted student leaves", async () => {
      const source = await fresh();
      const room = await classWith(source, [{ name: "Ann" }, { name: "Ben" }]);
      const other = await classWith(source, [{ name: "Elsewhere" }], "Other");
      const [ann, ben] = await source.listStudents(room.id);
      const [elsewhere] = await source.listStudents(other.id);
      const long = new Date(Date.now() - 5 * 86_400_000);
      const old = await failure(source.setAttendance(room.id, localDay(long), []));
      expect(old.status).toBe(400);
      expect(fields(old)).toEqual(["body.day"]);
      expect((await failure(source.getAttendance(room.id, "2026-02-30"))).status).toBe(400);
      const twice = await failure(
        source.setAttendance(room.id, today(), [ann?.id ?? "", ann?.id ?? ""]),
      );
      expect(fields(twice)).toEqual(["body.absent_student_ids"]);
      const stranger = await failure(source.setAttendance(room.id, today(), [elsewhere?.id ?? ""]));
      expect(stranger).toEqual({
        status: 404,
        body: { error: "Student not found in this class", code: "not_found" },
      });
      expect((await failure(source.getAttendance("missing", today()))).status).toBe(404);
      await source.setAttendance(room.id, today(), [ann?.id ?? "", ben?.id ?? ""]);
      await source.deleteStudent(ann?.id ?? "");
      expect((await source.getAttendance(room.id, today())).absent_student_ids).toEqual([ben?.id]);
    });
  });

  describe("picking mode", () => {
    it("is equal until chosen and remembered per class; a bad mode is 400", async () => {
      const source = await fresh();
      const a = await classWith(source, [], "A");
      const b = await classWith(source, [], "B");
      expect(await source.getWheelSettings(a.id)).toEqual({
        class_id: a.id,
        pick_mode: "equal",
        spin_seconds: null,
      });
      expect(await source.setPickMode(a.id, "turns")).toEqual({
        class_id: a.id,
        pick_mode: "turns",
        spin_seconds: null,
      });
      expect((await source.getWheelSettings(a.id)).pick_mode).toBe("turns");
      expect((await source.getWheelSettings(b.id)).pick_mode).toBe("equal");
      const bad = await failure(source.setPickMode(a.id, "rigged" as "equal"));
      expect(fields(bad)).toEqual(["body.pick_mode"]);
      expect((await failure(source.setPickMode("missing", "equal"))).status).toBe(404);
    });

    it("keeps the spin length per class beside the mode; 0, 21 and 2.5 s are 400", async () => {
      const source = await fresh();
      const a = await classWith(source, [], "A");
      const b = await classWith(source, [], "B");
      await source.setPickMode(a.id, "remove");
      expect(await source.setSpinSeconds(a.id, 12)).toEqual({
        class_id: a.id,
        pick_mode: "remove",
        spin_seconds: 12,
      });
      expect((await source.getWheelSettings(a.id)).spin_seconds).toBe(12);
      expect((await source.getWheelSettings(b.id)).spin_seconds).toBeNull();
      await source.setPickMode(a.id, "turns");
      expect((await source.getWheelSettings(a.id)).spin_seconds).toBe(12);
      for (const wrong of [0, 21, 2.5]) {
        expect(fields(await failure(source.setSpinSeconds(a.id, wrong)))).toEqual([
          "body.spin_seconds",
        ]);
      }
      expect((await source.setSpinSeconds(a.id, null)).spin_seconds).toBeNull();
      expect((await failure(source.setSpinSeconds("missing", 3))).status).toBe(404);
    });
  });

  describe("several winners and undo", () => {
    it("records a draw in order, refuses repeats and strangers, and undoes it all or nothing", async () => {
      const source = await fresh();
      const room = await classWith(source, [{ name: "Ann" }, { name: "Ben" }, { name: "Cy" }]);
      const other = await classWith(source, [{ name: "Elsewhere" }], "Other");
      const [ann, ben, cy] = await source.listStudents(room.id);
      const [elsewhere] = await source.listStudents(other.id);
      const kept = await source.addHistory(room.id, cy?.id ?? "");
      const drawn = await source.addDraw(room.id, [ben?.id ?? "", ann?.id ?? ""]);
      expect(drawn.map((e) => e.student_name)).toEqual(["Ben", "Ann"]);
      expect((await source.listHistory(room.id)).map((h) => h.student_name)).toEqual([
        "Ann",
        "Ben",
        "Cy",
      ]);
      expect(
        fields(await failure(source.addDraw(room.id, [ann?.id ?? "", ann?.id ?? ""]))),
      ).toEqual(["body.student_ids"]);
      expect((await failure(source.addDraw(room.id, [elsewhere?.id ?? ""]))).status).toBe(404);
      const half = await failure(source.undoDraw(room.id, [drawn[0]?.id ?? "", "missing"]));
      expect(half).toEqual({
        status: 404,
        body: { error: "History entry not found", code: "not_found" },
      });
      expect(await source.listHistory(room.id)).toHaveLength(3);
      await source.undoDraw(
        room.id,
        drawn.map((e) => e.id),
      );
      expect((await source.listHistory(room.id)).map((h) => h.id)).toEqual([kept.id]);
      expect((await failure(source.undoDraw(room.id, [drawn[0]?.id ?? ""]))).status).toBe(404);
    });

    it("a draw sent again with the same Idempotency-Key is recorded once", async () => {
      const source = await fresh();
      const room = await classWith(source, [{ name: "Ann" }, { name: "Ben" }]);
      const [ann, ben] = await source.listStudents(room.id);
      const ids = [ann?.id ?? "", ben?.id ?? ""];
      const key = crypto.randomUUID();
      const first = await source.addDraw(room.id, ids, { idempotencyKey: key });
      expect(await source.addDraw(room.id, ids, { idempotencyKey: key })).toEqual(first);
      expect((await source.listHistory(room.id)).map((h) => h.id).sort()).toEqual(
        first.map((e) => e.id).sort(),
      );
      const reused = await failure(
        source.addDraw(room.id, [ann?.id ?? ""], { idempotencyKey: key }),
      );
      expect(reused).toEqual({
        status: 422,
        body: { error: english(KEY_REUSED_MESSAGE), code: "unprocessable" },
      });
      const bad = await failure(source.addDraw(room.id, ids, { idempotencyKey: "" }));
      expect(bad.status).toBe(400);
      expect(fields(bad)).toEqual(["headers.idempotency-key"]);
      // A refused draw stores no answer: its key then records a draw that can be recorded.
      const failing = crypto.randomUUID();
      const missing = await failure(
        source.addDraw(room.id, [ann?.id ?? "", "missing"], { idempotencyKey: failing }),
      );
      expect(missing.status).toBe(404);
      await source.addDraw(room.id, [ben?.id ?? ""], { idempotencyKey: failing });
      await source.addDraw(room.id, ids, { idempotencyKey: crypto.randomUUID() });
      expect(await source.listHistory(room.id)).toHaveLength(5);
    });
  });
}
