import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#src/server/features/repository-kit";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { twoTeachers } from "../../support/teachers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (body: Record<string, unknown>, cookie?: string) =>
  call(t.app, "POST", "/api/feedback", { cookie, body });
const stored = (userId: string) =>
  t.database.db.selectFrom("feedback").selectAll().where("user_id", "=", userId).execute();
const insertAt = (userId: string, createdAt: string) =>
  t.database.db
    .insertInto("feedback")
    .values({ id: newId(), user_id: userId, email: null, message: "old", created_at: createdAt })
    .execute();

describe("POST /api/feedback (docs/product.md#useful)", () => {
  it("stores the message as the signed-in teacher's: 201 {id}", async () => {
    const me = await signUp(t.app);
    const res = await send({ message: "  Lovely wheel!  ", email: "fan@example.com" }, me.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String) });
    expect(await stored(me.userId)).toEqual([
      expect.objectContaining({
        id: res.json().id,
        message: "Lovely wheel!",
        email: "fan@example.com",
      }),
    ]);
    const noEmail = await send({ message: "No reply needed", email: "" }, me.cookie);
    expect(noEmail.statusCode).toBe(201);
    expect((await stored(me.userId)).find((r) => r.id === noEmail.json().id)?.email).toBeNull();
  });

  it("refuses a blank or 2,001-character message, a bad e-mail, wrong types (400)", async () => {
    const me = await signUp(t.app);
    expect((await send({ message: "x".repeat(2000) }, me.cookie)).statusCode).toBe(201);
    for (const body of [
      { message: "   " },
      { message: "x".repeat(2001) },
      { message: "Hi", email: "not-an-address" },
      { message: 42 },
      {},
    ]) {
      const res = await send(body, me.cookie);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
    }
    expect(await stored(me.userId)).toHaveLength(1);
  });

  it("refuses another teacher's user_id (403) and answers 401 signed out", async () => {
    const { me, other } = await twoTeachers(t.app);
    expect((await send({ message: "Hi", user_id: other.userId }, me.cookie)).statusCode).toBe(403);
    expect((await send({ message: "Hi", user_id: me.userId }, me.cookie)).statusCode).toBe(201);
    expect((await send({ message: "Hi" })).statusCode).toBe(401);
    expect(await stored(other.userId)).toHaveLength(0);
  });

  it("allows 5 messages per hour per teacher, then 429", async () => {
    const { me, other } = await twoTeachers(t.app);
    for (let i = 1; i <= 5; i++) {
      expect((await send({ message: `Message ${i}` }, me.cookie)).statusCode).toBe(201);
    }
    const sixth = await send({ message: "Message 6" }, me.cookie);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: "Too many messages: please try again later",
      code: "rate_limited",
    });
    expect(await stored(me.userId)).toHaveLength(5);
    expect((await send({ message: "Mine" }, other.cookie)).statusCode).toBe(201);
  });

  it("counts the stored messages (so every server instance agrees), within the last hour", async () => {
    const me = await signUp(t.app);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    for (let i = 0; i < 5; i++) await insertAt(me.userId, twoHoursAgo);
    expect((await send({ message: "Old ones do not count" }, me.cookie)).statusCode).toBe(201);
    const tenMinutesAgo = new Date(Date.now() - 600_000).toISOString();
    for (let i = 0; i < 4; i++) await insertAt(me.userId, tenMinutesAgo);
    expect((await send({ message: "One too many" }, me.cookie)).statusCode).toBe(429);
  });

  it("holds the limit under concurrent requests", async () => {
    const me = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send({ message: `Burst ${i}` }, me.cookie)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await stored(me.userId)).toHaveLength(5);
  });
});
