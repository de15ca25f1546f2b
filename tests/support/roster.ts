import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { ClassDto } from "#src/domain/schemas/classes";
import type { HistoryDto } from "#src/domain/schemas/history";
import type { StudentDto } from "#src/domain/schemas/students";
import { call } from "./harness";

/** Small API helpers for tests of classes, students and history (each asserts success). */
export function roster(app: FastifyInstance, cookie: string) {
  const ok = async <T>(
    method: "GET" | "POST" | "PUT",
    url: string,
    status: number,
    body?: Record<string, unknown>,
  ): Promise<T> => {
    const res = await call(app, method, url, { cookie, body });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  return {
    newClass: (name = "Class", description?: string) =>
      ok<ClassDto>("POST", "/api/classes", 201, { name, description }),
    classes: () => ok<ClassDto[]>("GET", "/api/classes", 200),
    newStudent: (class_id: string, name = "Student", values: Record<string, unknown> = {}) =>
      ok<StudentDto>("POST", "/api/students", 201, { class_id, name, ...values }),
    students: (classId: string) => ok<StudentDto[]>("GET", `/api/students/${classId}`, 200),
    pick: (class_id: string, student_id: string) =>
      ok<HistoryDto>("POST", "/api/selection-history", 201, { class_id, student_id }),
    history: (classId: string) => ok<HistoryDto[]>("GET", `/api/selection-history/${classId}`, 200),
  };
}

export const pause = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** Per attribute, max count minus min count over the given options (missing options count 0). */
export function spread(
  values: readonly (string | number | null)[],
  options: readonly (string | number)[],
) {
  const counts = options.map((o) => values.filter((v) => v === o).length);
  return Math.max(...counts) - Math.min(...counts);
}
