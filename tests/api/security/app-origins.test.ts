/**
 * The app works at the address it is opened by. Without PUBLIC_URL, a write is taken
 * when its Origin is the address it was sent to and the server answers on that address
 * (localhost, 127.0.0.1, a school server's interface after HOST=0.0.0.0); every other site is
 * refused, with advice on what to open or set. With PUBLIC_URL, only its origin.
 */

import { hostname } from "node:os";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { DELETED_CLASSES_OWNER } from "#src/server/features/classes/purge";
import { appOrigins, appUrls, listenedNames } from "#src/server/security/app-origins";
import { cookieFrom, createTestApp, type TestApp } from "../../support/harness";

const LAN = {
  eth0: [
    { address: "192.168.1.20", family: "IPv4", internal: false },
    { address: "2001:db8::20", family: "IPv6", internal: false },
    { address: "fe80::1", family: "IPv6", internal: false },
  ],
  lo: [{ address: "127.0.0.1", family: "IPv4", internal: true }],
} as unknown as Parameters<typeof listenedNames>[1];

describe("the addresses the server answers on", () => {
  it("HOST=localhost (the default): the loopback names only", () => {
    expect(listenedNames("localhost", LAN, "school-pc")).toEqual([
      "localhost",
      "127.0.0.1",
      "[::1]",
    ]);
  });

  it("HOST=0.0.0.0: loopback, every IPv4 interface and the machine's name", () => {
    const names = listenedNames("0.0.0.0", LAN, "School-PC");
    expect(names).toEqual(
      expect.arrayContaining([
        "localhost",
        "127.0.0.1",
        "192.168.1.20",
        "school-pc",
        "school-pc.local",
      ]),
    );
    expect(names).not.toContain("[2001:db8::20]");
    expect(listenedNames("::", LAN, "school-pc")).toContain("[2001:db8::20]");
    expect(listenedNames("::", LAN, "school-pc").some((n) => n.includes("fe80"))).toBe(false);
  });

  it("a named HOST: that address; port 80 also without the port; PUBLIC_URL: only its origin", () => {
    expect(appOrigins({ publicUrl: undefined, listenHost: "10.1.2.3", port: 3000 }).hosts).toEqual([
      "10.1.2.3:3000",
    ]);
    const on80 = appOrigins({ publicUrl: undefined, listenHost: "10.1.2.3", port: 80 });
    expect(on80.hosts).toEqual(["10.1.2.3:80", "10.1.2.3"]);
    const fixed = appOrigins({
      publicUrl: "https://cc.school.org/",
      listenHost: "0.0.0.0",
      port: 3000,
    });
    expect(fixed).toEqual({ configured: "https://cc.school.org", hosts: [] });
    expect(appUrls(fixed)).toEqual(["https://cc.school.org"]);
  });
});

/** A request as the browser sends it from a page at `origin` to the server at `host`. */
function from(app: FastifyInstance, host: string, origin: string) {
  return (method: "POST" | "GET", url: string, body?: unknown, cookie?: string) =>
    app.inject({
      method,
      url,
      headers: {
        host,
        origin,
        "sec-fetch-site": "same-origin",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(cookie ? { cookie } : {}),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
}

let n = 0;
async function signUpAndCreateClass(t: TestApp, host: string) {
  const send = from(t.app, host, `http://${host}`);
  const email = `origin-${++n}-${Date.now()}@example.com`;
  const signUp = await send("POST", "/api/auth/sign-up/email", {
    name: "Teacher",
    email,
    password: "correct horse battery",
  });
  expect(signUp.statusCode, signUp.body).toBe(200);
  const cookie = cookieFrom(signUp);
  const created = await send("POST", "/api/classes", { name: `Class via ${host}` }, cookie);
  expect(created.statusCode, created.body).toBe(201);
  const reset = await send("POST", "/api/auth/request-password-reset", {
    email,
    redirectTo: "/reset-password",
  });
  expect(reset.statusCode, reset.body).toBe(200);
  // The reset mail leaves after the answer.
  for (let i = 0; i < 100 && !t.mails.some((m) => m.to === email.toLowerCase()); i++) {
    await new Promise((r) => setTimeout(r, 20));
  }
  return { cookie, email, send };
}

describe("without PUBLIC_URL", () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  const appWith = async (env: Record<string, string>) => {
    const t = await createTestApp({ PUBLIC_URL: "", PORT: "3000", ...env });
    apps.push(t);
    return t;
  };

  it("signs up and creates a class through 127.0.0.1 and through localhost; links follow the address", async () => {
    const t = await appWith({});
    for (const host of ["127.0.0.1:3000", "localhost:3000"]) {
      const { email } = await signUpAndCreateClass(t, host);
      const link = t.mails.findLast((m) => m.to === email.toLowerCase())?.link;
      expect(link, `reset link for ${host}`).toMatch(
        new RegExp(`^http://${host.replace(".", "\\.")}/`),
      );
    }
  });

  it("after HOST=0.0.0.0, through the machine's name and its own LAN addresses too", async () => {
    const t = await appWith({ HOST: "0.0.0.0" });
    const others = appUrls(t.app.ctx.config.origins)
      .filter((u) => !/localhost|127\.0\.0\.1/.test(u))
      .map((u) => new URL(u).host);
    // The machine's name is there on every machine, with or without a network card.
    const name = `${hostname().toLowerCase()}:3000`;
    expect(others).toContain(name);
    for (const host of others) {
      const { email } = await signUpAndCreateClass(t, host);
      const link = t.mails.findLast((m) => m.to === email.toLowerCase())?.link;
      expect(link?.startsWith(`http://${host}/`), `reset link for ${host}: ${link}`).toBe(true);
    }
  });

  it("refuses another site, a rebound name and a mismatched address, saying what to open or set", async () => {
    const t = await appWith({});
    const cases = [
      { host: "127.0.0.1:3000", origin: "https://evil.example" },
      { host: "evil.example:3000", origin: "http://evil.example:3000" },
      { host: "127.0.0.1:3000", origin: "http://localhost:3000" },
      { host: "127.0.0.1:3001", origin: "http://127.0.0.1:3001" },
    ];
    for (const { host, origin } of cases) {
      const res = await from(t.app, host, origin)("POST", "/api/auth/sign-up/email", {
        name: "Mallory",
        email: `m-${++n}@example.com`,
        password: "correct horse battery",
      });
      expect(res.statusCode, `${origin} -> ${host}`).toBe(403);
      expect(res.json().error).toBe(
        "Cross-origin request refused. This address is not one ClassCharm answers on: open http://localhost:3000, or set PUBLIC_URL to the address you use.",
      );
    }
    const { count } = await t.database.db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll().as("count"))
      // The reserved owner of classes being purged is no teacher (docs/decisions/0033).
      .where("id", "!=", DELETED_CLASSES_OWNER)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
  });
});

describe("with PUBLIC_URL set", () => {
  it("takes its own origin and refuses another host, naming PUBLIC_URL", async () => {
    const t = await createTestApp({ PUBLIC_URL: "http://classcharm.school.org", PORT: "3000" });
    try {
      await signUpAndCreateClass(t, "classcharm.school.org");
      const res = await from(t.app, "127.0.0.1:3000", "http://127.0.0.1:3000")(
        "POST",
        "/api/auth/sign-up/email",
        { name: "T", email: `t-${++n}@example.com`, password: "correct horse battery" },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(
        "Cross-origin request refused. ClassCharm's address is http://classcharm.school.org (PUBLIC_URL): open it there, or set PUBLIC_URL to the address you use.",
      );
    } finally {
      await t.close();
    }
  });
});
