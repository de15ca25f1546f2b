import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId, nowIso } from "#src/server/features/repository-kit";
import { hashToken, newToken } from "#src/server/features/sharing/repository";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { addMember, insertInvitation } from "../../support/sharing-world";

/**
 * What a teacher's account deletion and export do with sharing
 * (docs/decisions/0058-sharing-a-class.md): deleting a co-teacher's account revokes, in the same
 * deletion, the substitute links they made in others' classes; the export holds, for each class
 * the teacher owns, its co-teachers, invitations and substitute links with their state (never a
 * token or PIN hash), and the classes shared with the teacher. Both databases.
 */
let t: TestApp;
type Teacher = Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = "correct horse battery";
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A substitute link stored as the server stores one: hashes of its token and PIN only. */
async function insertLink(
  classId: string,
  createdBy: string,
  opts: { from?: number; to?: number; pin?: string; revoked?: boolean } = {},
) {
  const id = newId();
  const token = newToken();
  const pinHash = opts.pin
    ? `scrypt$salt$${createHash("sha256").update(opts.pin).digest("hex")}`
    : null;
  await t.database.db
    .insertInto("substitute_links")
    .values({
      id,
      class_id: classId,
      token_hash: hashToken(token),
      pin_hash: pinHash,
      starts_on: day(opts.from ?? 0),
      ends_on: day(opts.to ?? 2),
      created_by: createdBy,
      created_at: nowIso(),
      revoked_at: opts.revoked ? nowIso() : null,
    })
    .execute();
  return { id, token, tokenHash: hashToken(token), pinHash };
}

async function sharedClass(name = "Chemistry 10B") {
  const owner = await signUp(t.app);
  const colleague = await signUp(t.app);
  const klass = await roster(t.app, owner.cookie).newClass(name);
  await addMember(t.database.db, klass.id, colleague.userId, owner.userId);
  return { owner, colleague, classId: klass.id };
}

const linkRow = (id: string) =>
  t.database.db
    .selectFrom("substitute_links")
    .select(["id", "class_id", "created_by", "revoked_at"])
    .where("id", "=", id)
    .executeTakeFirst();

const deleteAccount = (who: Teacher) =>
  call(t.app, "POST", "/api/account/delete", { cookie: who.cookie, body: { password: PASSWORD } });

describe("account deletion ends what the teacher shared", () => {
  it("revokes the substitute links a co-teacher made in the owner's class, keeping the owner's", async () => {
    const { owner, colleague, classId } = await sharedClass();
    const theirs = await insertLink(classId, colleague.userId, { pin: "123456" });
    const ownersLink = await insertLink(classId, owner.userId);
    const alreadyRevoked = await insertLink(classId, colleague.userId, { revoked: true });
    const revokedAt = (await linkRow(alreadyRevoked.id))?.revoked_at;

    const res = await deleteAccount(colleague);
    expect(res.statusCode, res.body).toBe(200);

    const after = await linkRow(theirs.id);
    expect(after).toMatchObject({ class_id: classId, created_by: null });
    expect(after?.revoked_at).toEqual(expect.any(String));
    expect(Date.parse(after?.revoked_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect((await linkRow(ownersLink.id))?.revoked_at).toBeNull();
    // A link revoked before keeps the moment it was revoked.
    expect((await linkRow(alreadyRevoked.id))?.revoked_at).toBe(revokedAt);
    // The co-teacher's membership went too; the owner's class stays.
    const members = await t.database.db
      .selectFrom("class_members")
      .select("user_id")
      .where("class_id", "=", classId)
      .execute();
    expect(members).toEqual([]);
    expect((await roster(t.app, owner.cookie).classes()).map((c) => c.id)).toEqual([classId]);
  });

  it("the owner's deletion takes their classes' links with the classes", async () => {
    const { owner, colleague, classId } = await sharedClass();
    const byColleague = await insertLink(classId, colleague.userId);
    expect((await deleteAccount(owner)).statusCode).toBe(200);
    expect(await linkRow(byColleague.id)).toBeUndefined();
  });
});

describe("the export's sharing", () => {
  it("lists each owned class's co-teachers, invitations and links with their state, never a hash", async () => {
    const { owner, colleague, classId } = await sharedClass();
    const open = await insertInvitation(t.database.db, classId, owner.userId, "open@example.com");
    const old = await insertInvitation(t.database.db, classId, owner.userId, "old@example.com");
    await t.database.db
      .updateTable("class_invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", old.id)
      .execute();
    const active = await insertLink(classId, owner.userId, { pin: "654321" });
    const upcoming = await insertLink(classId, colleague.userId, { from: 3, to: 4 });
    const over = await insertLink(classId, owner.userId, { from: -5, to: -2 });
    const revoked = await insertLink(classId, owner.userId, { revoked: true });

    const res = await call(t.app, "GET", "/api/account/export", { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    for (const secret of [active, upcoming, over, revoked]) {
      expect(res.body).not.toContain(secret.token);
      expect(res.body).not.toContain(secret.tokenHash);
    }
    expect(res.body).not.toContain(active.pinHash ?? "none");
    expect(res.body).not.toContain(open.token);
    expect(res.body).not.toContain(hashToken(open.token));
    expect(res.body).not.toContain("pin_hash");
    expect(res.body).not.toContain("token_hash");

    const [shared] = res.json().sharing.sharedByMe;
    expect(shared.class_id).toBe(classId);
    expect(shared.co_teachers).toEqual([
      { user_id: colleague.userId, role: "co-teacher", since: expect.any(String) },
    ]);
    const invitations = Object.fromEntries(
      shared.invitations.map((i: { email: string; state: string }) => [i.email, i.state]),
    );
    expect(invitations).toEqual({ "open@example.com": "open", "old@example.com": "expired" });
    const links = Object.fromEntries(shared.substitute_links.map((l: { id: string }) => [l.id, l]));
    expect(links[active.id]).toEqual({
      id: active.id,
      starts_on: day(0),
      ends_on: day(2),
      has_pin: true,
      state: "active",
      created_at: expect.any(String),
      revoked_at: null,
    });
    expect(links[upcoming.id]).toMatchObject({ has_pin: false, state: "upcoming" });
    expect(links[over.id]).toMatchObject({ state: "expired" });
    expect(links[revoked.id]).toMatchObject({ state: "revoked", revoked_at: expect.any(String) });
  });

  it("a co-teacher's export names the class shared with them, none of its data", async () => {
    const { owner, colleague, classId } = await sharedClass("Physics 8A");
    await roster(t.app, owner.cookie).newStudent(classId, "Zelda Quince");
    await insertLink(classId, colleague.userId);
    const res = await call(t.app, "GET", "/api/account/export", { cookie: colleague.cookie });
    expect(res.statusCode).toBe(200);
    const archive = res.json();
    expect(archive.classes).toEqual([]);
    expect(archive.sharing.sharedByMe).toEqual([]);
    expect(archive.sharing.sharedWithMe).toEqual([
      {
        class_id: classId,
        class_name: "Physics 8A",
        role: "co-teacher",
        since: expect.any(String),
      },
    ]);
    expect(res.body).not.toContain("Zelda Quince");
  });
});
