import { expect } from "vitest";
import type { ActivityDto } from "#src/domain/schemas/activity";
import { call, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";

/**
 * A class's recent changes in the API tests (docs/decisions/0060-who-did-what.md): an owner
 * ("Ms Rivera") with a class of two students, shared with a co-teacher ("Mr Okafor") who joined
 * through an invitation's link.
 */
export type Teacher = Awaited<ReturnType<typeof signUp>>;

export async function named(t: TestApp, name: string): Promise<Teacher> {
  const teacher = await signUp(t.app);
  await t.database.db.updateTable("user").set({ name }).where("id", "=", teacher.userId).execute();
  return teacher;
}

export async function sharedClass(t: TestApp) {
  const owner = await named(t, "Ms Rivera");
  const colleague = await named(t, "Mr Okafor");
  const klass = await roster(t.app, owner.cookie).newClass("Math 7A");
  const ann = await roster(t.app, owner.cookie).newStudent(klass.id, "Ann");
  const ben = await roster(t.app, owner.cookie).newStudent(klass.id, "Ben");
  const made = await call(t.app, "POST", `/api/classes/${klass.id}/invitations`, {
    cookie: owner.cookie,
    body: { email: colleague.email },
  });
  expect(made.statusCode, made.body).toBe(201);
  const link: string = made.json().link;
  const token = link.slice(link.indexOf("#") + 1);
  const accepted = await call(t.app, "POST", "/api/invitations/accept", {
    cookie: colleague.cookie,
    body: { token },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { owner, colleague, classId: klass.id, ann, ben };
}

export async function activityOf(t: TestApp, who: Teacher, classId: string) {
  const res = await call(t.app, "GET", `/api/classes/${classId}/activity`, { cookie: who.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ActivityDto[];
}

/**
 * Runs a write and answers the entries it added to the class's recent changes (newest first).
 */
export async function entriesAfter(
  t: TestApp,
  who: Teacher,
  classId: string,
  write: () => Promise<{ statusCode: number; body: string }>,
  status?: number,
) {
  const before = new Set((await activityOf(t, who, classId)).map((e) => e.id));
  const res = await write();
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  else expect(res.statusCode, res.body).toBeLessThan(300);
  return (await activityOf(t, who, classId)).filter((e) => !before.has(e.id));
}
