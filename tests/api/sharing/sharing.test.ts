import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassDto } from "#src/domain/schemas/classes";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";

/**
 * Sharing a class (docs/decisions/0058-sharing-a-class.md): the owner invites by e-mail address,
 * the link's token is the secret (single use, 14 days, stored hashed), a colleague accepts and
 * works in the class as a co-teacher under the owner's limits and attribute definitions, the
 * owner removes anyone at once, a co-teacher leaves; class and account deletion end the shares.
 * Runs on SQLite and (TEST_DATABASE_URL) PostgreSQL.
 */
let t: TestApp;
type Teacher = Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "2", MAX_STUDENTS_PER_TEACHER: "3" });
});
afterAll(() => t.close());

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const tokenOf = (link: string) => link.slice(link.indexOf("#") + 1);

async function invite(owner: Teacher, classId: string, email = "colleague@example.com") {
  const res = await call(t.app, "POST", `/api/classes/${classId}/invitations`, {
    cookie: owner.cookie,
    body: { email },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; link: string; mailed: boolean; email: string };
}

const accept = (who: Teacher, token: string) =>
  call(t.app, "POST", "/api/invitations/accept", { cookie: who.cookie, body: { token } });

/** An owner with a class of one student, shared with a co-teacher. */
async function sharedClass() {
  const owner = await signUp(t.app);
  const colleague = await signUp(t.app);
  const klass = await roster(t.app, owner.cookie).newClass("Math 7A");
  await roster(t.app, owner.cookie).newStudent(klass.id, "Ann");
  const made = await invite(owner, klass.id, colleague.email);
  const accepted = await accept(colleague, tokenOf(made.link));
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { owner, colleague, classId: klass.id };
}

describe("invitations", () => {
  it("answers a link to copy, keeps only its token's SHA-256, and lists it for the owner", async () => {
    const owner = await signUp(t.app);
    const klass = await roster(t.app, owner.cookie).newClass();
    const made = await invite(owner, klass.id, "  Colleague@Example.com ");
    expect(made.email).toBe("colleague@example.com");
    expect(made.mailed).toBe(false);
    expect(made.link).toMatch(/^http:\/\/localhost:3000\/invitations\/accept#[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.selectFrom("class_invitations").selectAll().execute();
    const row = rows.find((r) => r.id === made.id);
    expect(row?.token_hash).toBe(sha256(tokenOf(made.link)));
    expect(JSON.stringify(rows)).not.toContain(tokenOf(made.link));
    expect(t.mails.some((m) => m.link === made.link)).toBe(false);
    const sharing = await call(t.app, "GET", `/api/classes/${klass.id}/sharing`, {
      cookie: owner.cookie,
    });
    expect(sharing.json()).toMatchObject({
      role: "owner",
      members: [{ user_id: owner.userId, role: "owner" }],
      invitations: [{ id: made.id, email: "colleague@example.com" }],
    });
  });

  it("refuses an address that is not one (400)", async () => {
    const owner = await signUp(t.app);
    const klass = await roster(t.app, owner.cookie).newClass();
    const res = await call(t.app, "POST", `/api/classes/${klass.id}/invitations`, {
      cookie: owner.cookie,
      body: { email: "not an address" },
    });
    expect(res.statusCode).toBe(400);
  });

  it("works once: a second accept, a withdrawn or an expired link answers 404", async () => {
    const owner = await signUp(t.app);
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const klass = await roster(t.app, owner.cookie).newClass();
    const made = await invite(owner, klass.id);
    expect((await accept(a, tokenOf(made.link))).statusCode).toBe(200);
    const again = await accept(b, tokenOf(made.link));
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("not_found");

    const withdrawn = await invite(owner, klass.id);
    const revoke = await call(t.app, "DELETE", `/api/invitations/${withdrawn.id}`, {
      cookie: owner.cookie,
    });
    expect(revoke.statusCode).toBe(204);
    expect((await accept(b, tokenOf(withdrawn.link))).statusCode).toBe(404);

    const old = await invite(owner, klass.id);
    await t.database.db
      .updateTable("class_invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", old.id)
      .execute();
    expect((await accept(b, tokenOf(old.link))).statusCode).toBe(404);
    expect((await accept(b, "no-such-token")).statusCode).toBe(404);
  });

  it("the owner can't join their own class (409)", async () => {
    const owner = await signUp(t.app);
    const klass = await roster(t.app, owner.cookie).newClass();
    const made = await invite(owner, klass.id);
    const res = await accept(owner, tokenOf(made.link));
    expect(res.statusCode).toBe(409);
  });
});

describe("a co-teacher", () => {
  it("sees the shared class in the list with the owner's name; the owner sees their role", async () => {
    const { owner, colleague, classId } = await sharedClass();
    const theirs = await roster(t.app, colleague.cookie).classes();
    expect(theirs).toEqual([
      expect.objectContaining({
        id: classId,
        role: "co-teacher",
        owner_name: "Test Teacher",
        studentCount: 1,
      }),
    ]);
    const own = await roster(t.app, owner.cookie).classes();
    expect(own).toEqual([
      expect.objectContaining({ id: classId, role: "owner", owner_name: null }),
    ]);
    const sharing = await call(t.app, "GET", `/api/classes/${classId}/sharing`, {
      cookie: colleague.cookie,
    });
    expect(sharing.json()).toMatchObject({
      role: "co-teacher",
      members: [
        { user_id: owner.userId, role: "owner" },
        { user_id: colleague.userId, role: "co-teacher" },
      ],
      invitations: [],
    });
  });

  it("edits the class's students and roll; can't delete the class or share it (403)", async () => {
    const { owner, colleague, classId } = await sharedClass();
    const added = await roster(t.app, colleague.cookie).newStudent(classId, "Ben");
    expect(added.class_id).toBe(classId);
    const roll = await call(t.app, "PUT", `/api/attendance/${classId}`, {
      cookie: colleague.cookie,
      body: { day: new Date().toISOString().slice(0, 10), absent_student_ids: [added.id] },
    });
    expect(roll.statusCode, roll.body).toBe(200);
    const del = await call(t.app, "DELETE", `/api/classes/${classId}`, {
      cookie: colleague.cookie,
    });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ error: "Only the class's owner can do this", code: "forbidden" });
    const inviting = await call(t.app, "POST", `/api/classes/${classId}/invitations`, {
      cookie: colleague.cookie,
      body: { email: "x@example.com" },
    });
    expect(inviting.statusCode).toBe(403);
    const removing = await call(
      t.app,
      "DELETE",
      `/api/classes/${classId}/members/${owner.userId}`,
      {
        cookie: colleague.cookie,
      },
    );
    expect(removing.statusCode).toBe(403);
    expect((await roster(t.app, owner.cookie).students(classId)).map((s) => s.name)).toEqual([
      "Ann",
      "Ben",
    ]);
  });

  it("works under the owner's attribute definitions, not their own", async () => {
    const { owner, colleague, classId } = await sharedClass();
    const setting = await call(t.app, "POST", "/api/teacher-settings", {
      cookie: owner.cookie,
      body: { attribute_name: "color", display_name: "House", options: ["Blue", "Orange"] },
    });
    expect(setting.statusCode, setting.body).toBe(201);
    const ownerOption = await call(t.app, "POST", "/api/students", {
      cookie: colleague.cookie,
      body: { class_id: classId, name: "Cy", color: "Blue" },
    });
    expect(ownerOption.statusCode, ownerOption.body).toBe(201);
    const used = await call(t.app, "GET", `/api/classes/${classId}/teacher-settings`, {
      cookie: colleague.cookie,
    });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual([
      expect.objectContaining({ attribute_name: "color", options: ["Blue", "Orange"] }),
    ]);
    // "Red" is among the co-teacher's (default) options, not among the owner's.
    const theirOption = await call(t.app, "POST", "/api/students", {
      cookie: colleague.cookie,
      body: { class_id: classId, name: "Di", color: "Red" },
    });
    expect(theirOption.statusCode).toBe(400);
  });

  it("adds students against the owner's limit, and the shared class is not theirs to count", async () => {
    const { owner, colleague, classId } = await sharedClass();
    // The owner's limit is 3 students in all: Ann, then two more.
    await roster(t.app, colleague.cookie).newStudent(classId, "Ben");
    await roster(t.app, owner.cookie).newStudent(classId, "Cy");
    const over = await call(t.app, "POST", "/api/students", {
      cookie: colleague.cookie,
      body: { class_id: classId, name: "Di" },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe("limit_reached");
    // The co-teacher's own limits are untouched: two classes of their own (CLASS_LIMIT 2).
    const mine = roster(t.app, colleague.cookie);
    const first = await mine.newClass("Mine 1");
    await mine.newClass("Mine 2");
    await mine.newStudent(first.id, "Ed");
    expect((await mine.classes()).map((c: ClassDto) => c.role)).toEqual([
      "co-teacher",
      "owner",
      "owner",
    ]);
  });

  it("moves a student only between classes of the same owner (400)", async () => {
    const { colleague, classId } = await sharedClass();
    const theirs = await roster(t.app, colleague.cookie).newClass("Theirs");
    const [ann] = await roster(t.app, colleague.cookie).students(classId);
    const moved = await call(t.app, "PUT", `/api/students/${ann?.id}`, {
      cookie: colleague.cookie,
      body: { name: "Ann", class_id: theirs.id },
    });
    expect(moved.statusCode).toBe(400);
  });
});

describe("ending access", () => {
  it("the owner removes a co-teacher: their next request answers 404", async () => {
    const { owner, colleague, classId } = await sharedClass();
    const res = await call(t.app, "DELETE", `/api/classes/${classId}/members/${colleague.userId}`, {
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBe(204);
    const after = await call(t.app, "GET", `/api/students/${classId}`, {
      cookie: colleague.cookie,
    });
    expect(after.statusCode).toBe(404);
    expect(await roster(t.app, colleague.cookie).classes()).toEqual([]);
    const again = await call(
      t.app,
      "DELETE",
      `/api/classes/${classId}/members/${colleague.userId}`,
      { cookie: owner.cookie },
    );
    expect(again.statusCode).toBe(404);
    const self = await call(t.app, "DELETE", `/api/classes/${classId}/members/${owner.userId}`, {
      cookie: owner.cookie,
    });
    expect(self.statusCode).toBe(409);
  });

  it("a co-teacher leaves", async () => {
    const { colleague, classId } = await sharedClass();
    const res = await call(t.app, "DELETE", `/api/classes/${classId}/members/${colleague.userId}`, {
      cookie: colleague.cookie,
    });
    expect(res.statusCode).toBe(204);
    expect(await roster(t.app, colleague.cookie).classes()).toEqual([]);
  });

  it("deleting the class ends its shares and invitations at once", async () => {
    const { owner, colleague, classId } = await sharedClass();
    await invite(owner, classId);
    const res = await call(t.app, "DELETE", `/api/classes/${classId}`, { cookie: owner.cookie });
    expect(res.statusCode).toBe(204);
    expect(await roster(t.app, colleague.cookie).classes()).toEqual([]);
    const db = t.database.db;
    expect(
      await db.selectFrom("class_members").where("class_id", "=", classId).selectAll().execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom("class_invitations")
        .where("class_id", "=", classId)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it("account deletion: a co-teacher's memberships go; an owner's classes go with their shares", async () => {
    const db = t.database.db;
    const first = await sharedClass();
    const gone = await call(t.app, "POST", "/api/account/delete", {
      cookie: first.colleague.cookie,
      body: { password: "correct horse battery" },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(
      await db
        .selectFrom("class_members")
        .where("user_id", "=", first.colleague.userId)
        .selectAll()
        .execute(),
    ).toEqual([]);
    expect(await roster(t.app, first.owner.cookie).classes()).toHaveLength(1);

    const second = await sharedClass();
    await invite(second.owner, second.classId);
    const ownerGone = await call(t.app, "POST", "/api/account/delete", {
      cookie: second.owner.cookie,
      body: { password: "correct horse battery" },
    });
    expect(ownerGone.statusCode, ownerGone.body).toBe(200);
    expect(await roster(t.app, second.colleague.cookie).classes()).toEqual([]);
    expect(
      await db
        .selectFrom("class_invitations")
        .where("class_id", "=", second.classId)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });
});

describe("the export", () => {
  it("holds the owner's shares and the classes shared with a co-teacher, never a token", async () => {
    const { owner, colleague, classId } = await sharedClass();
    const open = await invite(owner, classId, "next@example.com");
    const mine = await call(t.app, "GET", "/api/account/export", { cookie: owner.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain(tokenOf(open.link));
    expect(mine.body).not.toContain(sha256(tokenOf(open.link)));
    const sharing = mine.json().sharing;
    expect(sharing.sharedByMe).toEqual([
      expect.objectContaining({
        class_id: classId,
        co_teachers: [expect.objectContaining({ user_id: colleague.userId, role: "co-teacher" })],
        invitations: expect.arrayContaining([
          expect.objectContaining({ email: "next@example.com" }),
        ]),
        substitute_links: [],
      }),
    ]);
    expect(sharing.sharedWithMe).toEqual([]);
    const theirs = await call(t.app, "GET", "/api/account/export", { cookie: colleague.cookie });
    expect(theirs.json().classes).toEqual([]);
    expect(theirs.json().sharing.sharedWithMe).toEqual([
      expect.objectContaining({ class_id: classId, class_name: "Math 7A", role: "co-teacher" }),
    ]);
  });
});

describe("with SMTP configured", () => {
  let mailing: TestApp;
  beforeAll(async () => {
    mailing = await createTestApp({ SMTP_URL: "smtp://mail.example.test:587" });
  });
  afterAll(() => mailing.close());

  it("mails the link to the invited address", async () => {
    const owner = await signUp(mailing.app, undefined, undefined, mailing.mails);
    const klass = await roster(mailing.app, owner.cookie).newClass("Art");
    const res = await call(mailing.app, "POST", `/api/classes/${klass.id}/invitations`, {
      cookie: owner.cookie,
      body: { email: "friend@example.com" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mailed).toBe(true);
    const mail = mailing.mails.find((m) => m.to === "friend@example.com");
    expect(mail?.link).toBe(res.json().link);
    expect(mail?.subject).toBe("Test Teacher invited you to co-teach Art on ClassCharm");
    expect(mail?.text).toContain(res.json().link);
  });
});
