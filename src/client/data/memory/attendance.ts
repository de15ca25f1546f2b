import { t } from "@lingui/core/macro";
import { z } from "zod";
import {
  ATTENDANCE_CONFLICT,
  type AttendanceDto,
  attendanceInput,
  attendanceQuery,
  type WheelSettingsDto,
  wheelSettingsInput,
} from "#src/domain/schemas/attendance";
import { pathId } from "#src/domain/schemas/common";
import type { DataSource } from "../source";
import { demoActor } from "./activity";
import { assertVersion, findClass, type MemoryStore, notFound, parse } from "./store";

type AttendanceOps = Pick<
  DataSource,
  "getAttendance" | "setAttendance" | "getWheelSettings" | "setPickMode" | "setSpinSeconds"
>;

const params = z.object({ classId: pathId });
const key = (classId: string, day: string) => `${classId}|${day}`;

/** Attendance and wheel settings in the demo: the day's roll, the picking mode and spin length, kept in the page like the rest. */
export function attendanceOps(store: MemoryStore): AttendanceOps {
  const settingsOf = (classId: string): WheelSettingsDto => ({
    class_id: classId,
    pick_mode: store.pickModes.get(classId) ?? "equal",
    spin_seconds: store.spinSeconds.get(classId) ?? null,
  });
  const read = (classId: string, day: string): AttendanceDto => {
    const stored = store.attendance.get(key(classId, day));
    if (!stored) {
      return {
        class_id: classId,
        day,
        absent_student_ids: [],
        version: 0,
        updated_at: null,
        marked_by: null,
      };
    }
    // A deleted student leaves the roll, as the server's cascade does.
    const absent = stored.absent.filter((id) => store.students.get(id)?.class_id === classId);
    return {
      class_id: classId,
      day,
      absent_student_ids: [...absent].sort(),
      version: stored.version,
      updated_at: stored.updated_at,
      // The demo teacher, the owner, takes every roll.
      marked_by: demoActor(store),
    };
  };

  return {
    async getAttendance(classId, day) {
      parse(params, { classId }, "params");
      const query = parse(attendanceQuery, { day }, "querystring");
      const owned = findClass(store, classId);
      return read(owned.id, query.day);
    },

    async setAttendance(classId, day, absentStudentIds, options = {}) {
      parse(params, { classId }, "params");
      const body = parse(attendanceInput, { day, absent_student_ids: absentStudentIds });
      const owned = findClass(store, classId);
      const current = read(owned.id, body.day);
      assertVersion(current, options.ifMatch, ATTENDANCE_CONFLICT, (row) => ({
        ...row,
        absent_student_ids: [...row.absent_student_ids],
      }));
      if (body.absent_student_ids.some((id) => store.students.get(id)?.class_id !== owned.id)) {
        throw notFound(t`Student not found in this class`);
      }
      const next = {
        absent: [...body.absent_student_ids],
        version: current.version + 1,
        updated_at: store.now(),
      };
      store.attendance.set(key(owned.id, body.day), next);
      return read(owned.id, body.day);
    },

    async getWheelSettings(classId) {
      parse(params, { classId }, "params");
      return settingsOf(findClass(store, classId).id);
    },

    async setPickMode(classId, mode) {
      parse(params, { classId }, "params");
      const body = parse(wheelSettingsInput, { pick_mode: mode });
      const owned = findClass(store, classId);
      store.pickModes.set(owned.id, body.pick_mode ?? "equal");
      return settingsOf(owned.id);
    },

    async setSpinSeconds(classId, seconds) {
      parse(params, { classId }, "params");
      const body = parse(wheelSettingsInput, { spin_seconds: seconds });
      const owned = findClass(store, classId);
      if (body.spin_seconds == null) store.spinSeconds.delete(owned.id);
      else store.spinSeconds.set(owned.id, body.spin_seconds);
      return settingsOf(owned.id);
    },
  };
}

/** A deleted class takes its rolls and its mode with it. */
export function forgetClassAttendance(store: MemoryStore, classId: string): void {
  for (const k of store.attendance.keys()) {
    if (k.startsWith(`${classId}|`)) store.attendance.delete(k);
  }
  store.pickModes.delete(classId);
  store.spinSeconds.delete(classId);
}
