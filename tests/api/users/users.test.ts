import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { twoTeachers } from "../../support/teachers";

let t: TestApp;
let me: { cookie: string; userId: string; email: string };
let other: { cookie: string; userId: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ me, other } = await twoTeachers(t.app));
});
afterAll(() => t.close());

const sync = (body: Record<string, unknown>, cookie?: string) =>
  call(t.app, "POST", "/api/users/sync", { cookie, body });

describe("POST /api/users/sync (docs/product.md#api)", () => {
  it("answers the signed-in teacher's account", async () => {
    const res = await sync({ id: me.userId, email: me.email }, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: me.userId, email: me.email, name: "Test Teacher" });
  });

  it("never takes the user from the body: another e-mail changes nothing", async () => {
    const res = await sync({ id: me.userId, email: "someone-else@example.com" }, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(me.email);
  });

  it("refuses another teacher's id with 403", async () => {
    const res = await sync({ id: me.userId, email: me.email }, other.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: expect.any(String), code: "forbidden" });
  });

  it("refuses a missing or malformed id with 400", async () => {
    for (const body of [{ email: me.email }, { id: 42, email: me.email }, { id: "" }]) {
      const res = await sync(body, me.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("answers 401 signed out", async () => {
    expect((await sync({ id: me.userId, email: me.email })).statusCode).toBe(401);
  });
});
