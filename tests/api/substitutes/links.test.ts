import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_OPEN_SUBSTITUTE_LINKS, SUBSTITUTE_LINK_STATES } from "#src/domain/schemas/substitutes";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { seedClass } from "../../support/seed";
import { addMember } from "../../support/sharing-world";
import { insertSubstituteLink, utcDay } from "../../support/substitute-world";

/**
 * The teachers' side of substitute links (docs/decisions/0059-substitute-links.md): the owner
 * and co-teachers make, list and turn off a class's links; anyone else finds no class.
 */
let t: TestApp;
type Teacher = Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sharedClass() {
  const owner = await signUp(t.app);
  const colleague = await signUp(t.app);
  const { classId } = await seedClass(t.database.db, owner.userId, [{ name: "Ada" }]);
  await addMember(t.database.db, classId, colleague.userId, owner.userId);
  return { owner, colleague, classId };
}

const make = (who: Teacher, classId: string, body: Record<string, unknown>) =>
  call(t.app, "POST", `/api/classes/${classId}/substitute-links`, { cookie: who.cookie, body });
const list = (who: Teacher, classId: string) =>
  call(t.app, "GET", `/api/classes/${classId}/substitute-links`, { cookie: who.cookie });
const revoke = (who: Teacher, id: string) =>
  call(t.app, "DELETE", `/api/substitute-links/${id}`, { cookie: who.cookie });

async function activity(classId: string) {
  return t.database.db
    .selectFrom("class_activity")
    .select(["action", "actor_id", "actor_as"])
    .where("class_id", "=", classId)
    .orderBy("id")
    .execute();
}

describe(`substitute links, the teachers' side (${dbKind})`, () => {
  it("the owner makes a link: the link to copy once, no PIN by default, the hash of its token stored", async () => {
    const { owner, classId } = await sharedClass();
    const made = await make(owner, classId, { starts_on: utcDay(0), ends_on: utcDay(4) });
    expect(made.statusCode, made.body).toBe(201);
    const body = made.json();
    expect(body).toEqual({
      id: expect.any(String),
      class_id: classId,
      starts_on: utcDay(0),
      ends_on: utcDay(4),
      has_pin: false,
      state: "active",
      created_by_name: "Test Teacher",
      created_at: expect.any(String),
      revoked_at: null,
      link: expect.stringMatching(/^http:\/\/localhost:3000\/substitute#[A-Za-z0-9_-]{43}$/),
    });
    const token = body.link.split("#")[1];
    const row = await t.database.db
      .selectFrom("substitute_links")
      .selectAll()
      .where("id", "=", body.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.pin_hash).toBeNull();
    expect(row.created_by).toBe(owner.userId);
    expect(await activity(classId)).toEqual([
      { action: "substitute-link.made", actor_id: owner.userId, actor_as: "owner" },
    ]);
    const listed = await list(owner, classId);
    expect(listed.statusCode).toBe(200);
    const { link: _link, ...dto } = body;
    expect(listed.json()).toEqual([dto]);
  });

  it("a PIN is stored as a salted scrypt hash, never the PIN; the same PIN hashes differently twice", async () => {
    const { owner, classId } = await sharedClass();
    const a = await make(owner, classId, {
      starts_on: utcDay(0),
      ends_on: utcDay(0),
      pin: "123456",
    });
    const b = await make(owner, classId, {
      starts_on: utcDay(0),
      ends_on: utcDay(0),
      pin: "123456",
    });
    expect(a.json().has_pin).toBe(true);
    const rows = await t.database.db
      .selectFrom("substitute_links")
      .select("pin_hash")
      .where("class_id", "=", classId)
      .execute();
    const hashes = rows.map((r) => r.pin_hash ?? "");
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
      expect(hash).not.toContain("123456");
    }
    expect(hashes[0]).not.toBe(hashes[1]);
    expect(b.statusCode).toBe(201);
  });

  it("a co-teacher makes and turns off links too; each is recorded in the co-teacher's role", async () => {
    const { owner, colleague, classId } = await sharedClass();
    const made = await make(colleague, classId, { starts_on: utcDay(2), ends_on: utcDay(3) });
    expect(made.statusCode).toBe(201);
    expect(made.json().state).toBe("upcoming");
    const mine = await make(owner, classId, { starts_on: utcDay(0), ends_on: utcDay(0) });
    expect((await revoke(colleague, mine.json().id)).statusCode).toBe(204);
    const listed = (await list(owner, classId)).json();
    expect(listed.map((l: { id: string; state: string }) => [l.id, l.state])).toEqual([
      [mine.json().id, "revoked"],
      [made.json().id, "upcoming"],
    ]);
    expect(await activity(classId)).toEqual([
      { action: "substitute-link.made", actor_id: colleague.userId, actor_as: "co-teacher" },
      { action: "substitute-link.made", actor_id: owner.userId, actor_as: "owner" },
      { action: "substitute-link.revoked", actor_id: colleague.userId, actor_as: "co-teacher" },
    ]);
  });

  it("refuses days in plain words: ends before it starts, more than 14 days, already over, not a date", async () => {
    const { owner, classId } = await sharedClass();
    const cases: [Record<string, unknown>, string][] = [
      [{ starts_on: utcDay(3), ends_on: utcDay(2) }, "The last day can't be before the first day."],
      [
        { starts_on: utcDay(0), ends_on: utcDay(14) },
        "A substitute link can cover at most 14 days.",
      ],
      [
        { starts_on: utcDay(-5), ends_on: utcDay(-2) },
        "These days are over already: choose today or later.",
      ],
      [{ starts_on: "2026-02-30", ends_on: utcDay(1) }, "The first day is not a real date."],
    ];
    for (const [body, error] of cases) {
      const res = await make(owner, classId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error, code: "invalid_request" });
    }
    const shape = await make(owner, classId, { starts_on: "soon", ends_on: utcDay(1), pin: "12" });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().details).toEqual(
      expect.arrayContaining([
        { field: "body.starts_on", message: "must be a date (YYYY-MM-DD)" },
        { field: "body.pin", message: "PIN must be 6 digits" },
      ]),
    );
    // Fourteen days, first and last included; yesterday still is today somewhere on Earth.
    expect(
      (await make(owner, classId, { starts_on: utcDay(0), ends_on: utcDay(13) })).statusCode,
    ).toBe(201);
    const yesterday = await make(owner, classId, { starts_on: utcDay(-1), ends_on: utcDay(-1) });
    expect(yesterday.statusCode).toBe(201);
    expect(yesterday.json().state).toBe("active");
    expect(
      await t.database.db
        .selectFrom("substitute_links")
        .select("id")
        .where("class_id", "=", classId)
        .execute(),
    ).toHaveLength(2);
  });

  it(`at most ${MAX_OPEN_SUBSTITUTE_LINKS} links not yet ended a class: revoked and ended ones don't count`, async () => {
    const { owner, classId } = await sharedClass();
    await insertSubstituteLink(t.database.db, classId, { revoked: true });
    await insertSubstituteLink(t.database.db, classId, {
      startsOn: utcDay(-6),
      endsOn: utcDay(-2),
    });
    for (let i = 0; i < MAX_OPEN_SUBSTITUTE_LINKS - 1; i++) {
      await insertSubstituteLink(t.database.db, classId);
    }
    const last = await make(owner, classId, { starts_on: utcDay(0), ends_on: utcDay(1) });
    expect(last.statusCode).toBe(201);
    const over = await make(owner, classId, { starts_on: utcDay(0), ends_on: utcDay(1) });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error: `A class can have at most ${MAX_OPEN_SUBSTITUTE_LINKS} substitute links that have not ended.`,
      code: "limit_reached",
    });
    const states = (await list(owner, classId)).json().map((l: { state: string }) => l.state);
    expect(new Set(states)).toEqual(new Set(["active", "revoked", "expired"]));
    expect(SUBSTITUTE_LINK_STATES).toContain("upcoming");
  });

  it("turning a link off: 204, again 204 with nothing changed; another teacher and a removed co-teacher get 404", async () => {
    const { owner, colleague, classId } = await sharedClass();
    const stranger = await signUp(t.app);
    const { id } = await insertSubstituteLink(t.database.db, classId);
    expect((await revoke(stranger, id)).statusCode).toBe(404);
    expect((await list(stranger, classId)).statusCode).toBe(404);
    expect(
      (await make(stranger, classId, { starts_on: utcDay(0), ends_on: utcDay(0) })).statusCode,
    ).toBe(404);
    expect((await revoke(owner, id)).statusCode).toBe(204);
    const first = await t.database.db
      .selectFrom("substitute_links")
      .select("revoked_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(first.revoked_at).not.toBeNull();
    expect((await revoke(owner, id)).statusCode).toBe(204);
    const second = await t.database.db
      .selectFrom("substitute_links")
      .select("revoked_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(second.revoked_at).toBe(first.revoked_at);
    expect((await activity(classId)).map((a) => a.action)).toEqual(["substitute-link.revoked"]);
    await t.database.db
      .deleteFrom("class_members")
      .where("user_id", "=", colleague.userId)
      .execute();
    const other = await insertSubstituteLink(t.database.db, classId);
    expect((await revoke(colleague, other.id)).statusCode).toBe(404);
    expect((await list(colleague, classId)).statusCode).toBe(404);
    expect((await revoke(owner, "no-such-link")).statusCode).toBe(404);
  });
});
