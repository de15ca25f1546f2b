import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";

/**
 * Looking an invitation up before accepting it (docs/decisions/0058-sharing-a-class.md): the
 * same token as accepting answers the class's and owner's names, the address invited, when it
 * expires and whether it is open, used or expired; an unknown or withdrawn link answers 404, and
 * looking up changes nothing. Runs on SQLite and (TEST_DATABASE_URL) PostgreSQL.
 */
let t: TestApp;
type Teacher = Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (link: string) => link.slice(link.indexOf("#") + 1);

async function ownerWithInvitation(email = "colleague@example.com") {
  const owner = await signUp(t.app);
  await t.database.db
    .updateTable("user")
    .set({ name: "Olga Owner" })
    .where("id", "=", owner.userId)
    .execute();
  const klass = await roster(t.app, owner.cookie).newClass("Biology 9C");
  const res = await call(t.app, "POST", `/api/classes/${klass.id}/invitations`, {
    cookie: owner.cookie,
    body: { email },
  });
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json() as { id: string; link: string; expires_at: string };
  return { owner, classId: klass.id, id: made.id, token: tokenOf(made.link), made };
}

const lookUp = (who: Teacher, body: Record<string, unknown>) =>
  call(t.app, "POST", "/api/invitations/lookup", { cookie: who.cookie, body });

describe("POST /api/invitations/lookup", () => {
  it("answers an open invitation's class, owner, address and expiry, and changes nothing", async () => {
    const { classId, token, made } = await ownerWithInvitation("someone@example.com");
    const reader = await signUp(t.app);
    const res = await lookUp(reader, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      class_name: "Biology 9C",
      owner_name: "Olga Owner",
      invited_email: "someone@example.com",
      expires_at: made.expires_at,
      state: "open",
    });
    // The reader need not be the invited address; nothing was used or joined.
    const rows = await t.database.db
      .selectFrom("class_invitations")
      .select(["accepted_at", "accepted_by"])
      .where("class_id", "=", classId)
      .execute();
    expect(rows).toEqual([{ accepted_at: null, accepted_by: null }]);
    expect(await roster(t.app, reader.cookie).classes()).toEqual([]);
    // Still acceptable afterwards.
    const accepted = await call(t.app, "POST", "/api/invitations/accept", {
      cookie: reader.cookie,
      body: { token },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it("says used once accepted, expired once past its 14 days", async () => {
    const { token } = await ownerWithInvitation();
    const colleague = await signUp(t.app);
    const other = await signUp(t.app);
    await call(t.app, "POST", "/api/invitations/accept", {
      cookie: colleague.cookie,
      body: { token },
    });
    const used = await lookUp(other, { token });
    expect(used.statusCode).toBe(200);
    expect(used.json().state).toBe("used");

    const second = await ownerWithInvitation();
    await t.database.db
      .updateTable("class_invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", second.id)
      .execute();
    const expired = await lookUp(other, { token: second.token });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ state: "expired", class_name: "Biology 9C" });
  });

  it("answers 404 for an unknown or withdrawn link, 400 for no token, 403 for another user_id", async () => {
    const { owner, id, token } = await ownerWithInvitation();
    const reader = await signUp(t.app);
    const unknown = await lookUp(reader, { token: "no-such-token" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("not_found");
    const withdrawn = await call(t.app, "DELETE", `/api/invitations/${id}`, {
      cookie: owner.cookie,
    });
    expect(withdrawn.statusCode).toBe(204);
    const gone = await lookUp(reader, { token });
    expect({ status: gone.statusCode, body: gone.json() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json(),
    });
    expect((await lookUp(reader, { token: "  " })).statusCode).toBe(400);
    expect((await lookUp(reader, {})).statusCode).toBe(400);
    expect((await lookUp(reader, { token: "x".repeat(201) })).statusCode).toBe(400);
    expect((await lookUp(reader, { token, user_id: owner.userId })).statusCode).toBe(403);
  });

  it("needs a signed-in teacher (401)", async () => {
    const { token } = await ownerWithInvitation();
    const res = await call(t.app, "POST", "/api/invitations/lookup", { body: { token } });
    expect(res.statusCode).toBe(401);
  });
});

describe("guessing links", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ API_RATE_LIMIT: "5/60" });
  });
  afterAll(() => limited.close());

  it("lookups count against the per-teacher request limit, as accepting does", async () => {
    const guesser = await signUp(limited.app);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const path = i % 2 === 0 ? "/api/invitations/lookup" : "/api/invitations/accept";
      const res = await call(limited.app, "POST", path, {
        cookie: guesser.cookie,
        body: { token: `guess-${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });
});
