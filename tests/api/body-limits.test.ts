/**
 * A body over its route's limit answers 413 `{ error }`: 1 MiB for the API, 16 MiB
 * for the CSV import and the roster import, 64 KiB for Better Auth. Over a real socket the answer comes as soon as the
 * limit is passed, without reading the rest: with a Content-Length over the limit before any of
 * the body is read, and for a chunked body (no Content-Length) once the bytes received pass it.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROSTER_BODY_LIMIT } from "#src/server/features/rosters/routes";
import { IMPORT_BODY_LIMIT } from "#src/server/features/students/bulk-routes";
import { call, createTestApp, signUp, TEST_ORIGIN } from "../support/harness";
import { seedClass } from "../support/seed";

const MiB = 1024 * 1024;
const t = await createTestApp();
let cookie = "";
let classId = "";
let base = "";

beforeAll(async () => {
  const owner = await signUp(t.app);
  cookie = owner.cookie;
  classId = (await seedClass(t.database.db, owner.userId, [{ name: "Ann" }])).classId;
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** `{"name":"aaa..."}` of exactly `bytes` bytes. */
const bodyOf = (bytes: number) => `{"name":"${"a".repeat(bytes - 11)}"}`;

const limits = () => [
  { name: "the API (1 MiB)", url: "/api/classes", limit: MiB },
  {
    name: "the CSV import (16 MiB)",
    url: `/api/classes/${classId}/students/import`,
    limit: IMPORT_BODY_LIMIT,
  },
  { name: "the roster import (16 MiB)", url: "/api/roster-imports", limit: ROSTER_BODY_LIMIT },
  { name: "Better Auth (64 KiB)", url: "/api/auth/sign-in/email", limit: 64 * 1024 },
];

describe("body limits (413)", () => {
  it("answers 413 { error } one byte over each limit, and reads a body at the limit", async () => {
    expect(IMPORT_BODY_LIMIT).toBe(16 * MiB);
    expect(ROSTER_BODY_LIMIT).toBe(16 * MiB);
    for (const { name, url, limit } of limits()) {
      const over = await call(t.app, "POST", url, { cookie, body: bodyOf(limit + 1) });
      expect(over.statusCode, `${name}: ${over.body}`).toBe(413);
      expect(over.json()).toEqual({ error: "Request body is too large", code: "body_too_large" });
      const at = await call(t.app, "POST", url, { cookie, body: bodyOf(limit) });
      // Read and refused by validation (a 100-character name at most, no rows, no e-mail).
      expect(at.statusCode, `${name} at the limit: ${at.body.slice(0, 200)}`).toBe(400);
      expect(at.json()).toMatchObject({ error: expect.any(String) });
      console.log(`413: ${name}: ${limit + 1} bytes -> 413, ${limit} bytes -> ${at.statusCode}`);
    }
  });

  it("answers a Content-Length over the limit before the body is sent", async () => {
    for (const { name, url, limit } of limits()) {
      const declared = limit * 8;
      const answer = await send(url, { contentLength: declared, total: 64 * 1024 });
      expect(answer.status, name).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        error: "Request body is too large",
        code: "body_too_large",
      });
      // Only part of the declared body was ever sent: the server did not wait for the rest,
      // and it closes the connection rather than read it.
      expect(answer.sentWhenAnswered).toBeLessThan(declared);
      expect(answer.connection).toBe("close");
      console.log(
        `413: ${name}: Content-Length ${declared} -> 413 after ${answer.sentWhenAnswered} bytes sent`,
      );
    }
  });

  it("answers a chunked body (no Content-Length) once it passes the limit", async () => {
    for (const { name, url, limit } of limits()) {
      // Far more than the limit is offered; the answer must come long before it is all sent.
      const total = limit * 4 + 16 * MiB;
      const answer = await send(url, { total });
      expect(answer.status, name).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        error: "Request body is too large",
        code: "body_too_large",
      });
      expect(answer.sentWhenAnswered).toBeGreaterThan(limit);
      expect(answer.sentWhenAnswered).toBeLessThan(total);
      expect(answer.connection).toBe("close");
      console.log(
        `413: ${name}: chunked, answered after ${answer.sentWhenAnswered} of ${total} bytes offered`,
      );
    }
  });
});

/**
 * POSTs up to `total` bytes of a JSON-looking body over a real socket, 64 KiB at a time and only
 * as fast as the socket takes them, until the answer arrives. Without `contentLength` the body
 * is chunked.
 */
function send(
  url: string,
  options: { total: number; contentLength?: number },
): Promise<{ status: number; body: string; sentWhenAnswered: number; connection?: string }> {
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string | number> = {
      origin: TEST_ORIGIN,
      cookie,
      "content-type": "application/json",
    };
    if (options.contentLength !== undefined) headers["content-length"] = options.contentLength;
    const req = httpRequest(`${base}${url}`, { method: "POST", headers }, (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => {
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(parts).toString("utf8"),
          sentWhenAnswered,
          connection: res.headers.connection,
        });
      });
      res.on("error", reject);
    });
    // Once answered, the server may close the socket under the rest of the body.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < options.total) {
        const piece = sent === 0 ? Buffer.concat([Buffer.from('{"name":"'), chunk]) : chunk;
        sent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered && options.contentLength === undefined) req.end();
    };
    pump();
  });
}
