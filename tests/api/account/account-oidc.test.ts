/**
 * A teacher who signs in only through the school's OpenID Connect provider has
 * no password, so deleting the account takes the typed phrase, and only from a session signed in
 * within the last day.
 */

import type { Kysely } from "kysely";
import type { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE_ACCOUNT_PHRASE } from "#src/domain/account/rules";
import { createLaterTable, fillAccount, rowsOf } from "../../support/account-testing";
import { call, cookieFrom, createTestApp, signUp, type TestApp } from "../../support/harness";
import { startMockOidc } from "../../support/mock-oidc";

let provider: OAuth2Server;
let t: TestApp;
beforeAll(async () => {
  const mock = await startMockOidc({
    sub: "ada-1",
    email: "ada@school.example",
    name: "Ada Lovelace",
  });
  provider = mock.provider;
  t = await createTestApp(mock.settings);
  await createLaterTable(t.database.db);
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** Signs the provider's user in through the whole OIDC flow; the session cookie and user id. */
async function oidcSignIn(): Promise<{ cookie: string; userId: string }> {
  const start = await call(t.app, "POST", "/api/auth/sign-in/social", {
    body: { provider: "oidc", callbackURL: "/" },
  });
  expect(start.statusCode).toBe(200);
  const authorize = await fetch(new URL(start.json().url), { redirect: "manual" });
  const back = new URL(String(authorize.headers.get("location")));
  const callback = await call(t.app, "GET", `${back.pathname}${back.search}`, {
    cookie: cookieFrom(start),
  });
  expect(callback.statusCode).toBe(302);
  const cookie = cookieFrom(callback);
  const user = (await call(t.app, "GET", "/api/auth/get-session", { cookie })).json().user;
  return { cookie, userId: user.id };
}

const remove = (cookie: string, body: Record<string, unknown>) =>
  call(t.app, "POST", "/api/account/delete", { cookie, body });

describe("deleting an account that has no password", () => {
  it("the export names the sign-in method and no password", async () => {
    const ada = await oidcSignIn();
    const res = await call(t.app, "GET", "/api/account/export", { cookie: ada.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: "ada@school.example",
      signInMethods: ["oidc"],
    });
  });

  it("refuses without the exact phrase, and with a password instead", async () => {
    const ada = await oidcSignIn();
    for (const body of [
      {},
      { confirmation: "delete my account" },
      { confirmation: "DELETE" },
      { password: "correct horse battery" },
    ]) {
      const res = await remove(ada.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toContain(DELETE_ACCOUNT_PHRASE);
    }
    expect((await call(t.app, "GET", "/api/classes", { cookie: ada.cookie })).statusCode).toBe(200);
  });

  it("refuses the phrase from a session signed in more than a day ago", async () => {
    const ada = await oidcSignIn();
    // The session was made two days ago (and refreshed since): it is valid but not fresh.
    const authDb = t.database.db as unknown as Kysely<
      Record<"session", { userId: string; createdAt: Date | string }>
    >;
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await authDb
      .updateTable("session")
      .set({ createdAt: t.database.dialect === "sqlite" ? twoDaysAgo.toISOString() : twoDaysAgo })
      .where("userId", "=", ada.userId)
      .execute();
    const res = await remove(ada.cookie, { confirmation: DELETE_ACCOUNT_PHRASE });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error).toMatch(/sign in again/);
    expect((await call(t.app, "GET", "/api/classes", { cookie: ada.cookie })).statusCode).toBe(200);
  });

  it("deletes every row of the teacher with the phrase from a fresh session", async () => {
    const ada = await oidcSignIn();
    const bystander = await signUp(t.app);
    const mine = await fillAccount(t, ada, "ada");
    const theirs = await fillAccount(t, bystander, "bystander");
    const bystanderBefore = await rowsOf(t.database.db, bystander.userId, [theirs.classId]);

    const res = await remove(ada.cookie, { confirmation: `  ${DELETE_ACCOUNT_PHRASE} ` });
    expect(res.statusCode, res.body).toBe(200);
    const after = await rowsOf(t.database.db, ada.userId, [mine.classId]);
    console.log("rows left after phrase deletion:", JSON.stringify(after));
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(t.database.db, bystander.userId, [theirs.classId])).toEqual(
      bystanderBefore,
    );
    expect((await call(t.app, "GET", "/api/classes", { cookie: ada.cookie })).statusCode).toBe(401);
    // Signing in again through the provider makes a new, empty account.
    const again = await oidcSignIn();
    expect(again.userId).not.toBe(ada.userId);
    const classes = await call(t.app, "GET", "/api/classes", { cookie: again.cookie });
    expect(classes.json()).toEqual([]);
  });
});
