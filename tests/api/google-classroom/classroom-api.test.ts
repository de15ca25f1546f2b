import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studentName } from "#src/server/features/google-classroom/classroom-api";
import { GoogleError } from "#src/server/features/google-classroom/google-http";
import { classroomFor, googleRetryPolicy } from "#src/server/features/google-classroom/service";
import { type FakeGoogle, fakeStudents, startFakeGoogle } from "../../support/fake-google";
import { connectGoogle } from "../../support/google-connect";
import { createTestApp, signUp, type TestApp } from "../../support/harness";

let fake: FakeGoogle;
let t: TestApp;
let teacherId: string;
const user = { sub: "g-reader", email: "reader@school.test", name: "Reader" };
beforeAll(async () => {
  fake = await startFakeGoogle();
  t = await createTestApp(fake.settings);
  googleRetryPolicy.sleep = async () => {};
  const teacher = await signUp(t.app);
  teacherId = teacher.userId;
  await connectGoogle(t.app, teacher.cookie, fake, user);
});
afterAll(async () => {
  googleRetryPolicy.sleep = undefined;
  await t.close();
  await fake.stop();
});

describe("the Classroom API client", () => {
  it("reads a course of 95 students over four pages, each once, names from the profile", async () => {
    const students = fakeStudents(95);
    fake.state.courses.push({ id: "c95", name: "Year 7 Science", teachers: [user.sub], students });
    const before = fake.state.requests.length;
    const read = await classroomFor(t.app.ctx, teacherId).listStudents("c95");
    expect(read).toHaveLength(95);
    expect(read[0]).toEqual({ userId: students[0]?.userId, name: "Student 001" });
    expect(read.at(-1)?.name).toBe("Student 095");
    const calls = fake.state.requests.slice(before);
    expect(calls).toHaveLength(4);
    expect(calls.every((c) => c.path === "/v1/courses/c95/students")).toBe(true);
    expect(calls.map((c) => Boolean(c.query.get("pageToken")))).toEqual([false, true, true, true]);
  });

  it("keeps paging through a failure in the middle (retried), without doubling anyone", async () => {
    fake.state.courses.push({
      id: "c40",
      name: "Forty",
      teachers: [user.sub],
      students: fakeStudents(40, "2"),
    });
    const client = classroomFor(t.app.ctx, teacherId);
    fake.failNext(500, 1, { path: /c40/ });
    const read = await client.listStudents("c40");
    expect(read).toHaveLength(40);
    expect(new Set(read.map((s) => s.userId)).size).toBe(40);
  });

  it("an empty course has no students (Google leaves the list out)", async () => {
    fake.state.courses.push({ id: "c0", name: "Empty", teachers: [user.sub], students: [] });
    expect(await classroomFor(t.app.ctx, teacherId).listStudents("c0")).toEqual([]);
  });

  it("a course the teacher doesn't teach is refused; one that is gone is not found", async () => {
    fake.state.courses.push({ id: "theirs", name: "Theirs", teachers: ["g-other"], students: [] });
    const client = classroomFor(t.app.ctx, teacherId);
    await expect(client.listStudents("theirs")).rejects.toMatchObject({ kind: "forbidden" });
    await expect(client.getCourse("gone")).rejects.toBeInstanceOf(GoogleError);
    await expect(client.getCourse("gone")).rejects.toMatchObject({ kind: "not_found" });
  });

  it("names: full name, else given and family, control characters out, cut to 100", () => {
    expect(studentName("1234567", { name: { fullName: "  Ada   Lovelace " } })).toBe(
      "Ada Lovelace",
    );
    expect(studentName("1234567", { name: { givenName: "Ada", familyName: "Byron" } })).toBe(
      "Ada Byron",
    );
    expect(studentName("1234567", { name: { fullName: "Ada\u0000\nB" } })).toBe("Ada B");
    expect(studentName("1234567", {})).toBe("Student 4567");
    expect(studentName("1", { name: { fullName: "x".repeat(300) } })).toHaveLength(100);
  });
});
