import { describe, expect, it } from "vitest";
import { ApiError, conflictOf, serverErrorMessage } from "#src/client/lib/api-error";
import { throwIfNotOk } from "#src/client/lib/request";

describe("ApiError (errors are values)", () => {
  it('keeps the API\'s "<status>: <body>" message and carries the status and the parsed body', () => {
    const error = new ApiError(409, '{"error":"Taken","current":{"id":"s1","version":3}}');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ApiError");
    expect(error.message).toBe('409: {"error":"Taken","current":{"id":"s1","version":3}}');
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ error: "Taken", current: { id: "s1", version: 3 } });
    expect(error.serverMessage).toBe("Taken");
  });

  it("keeps a text body as text, and an empty one falls back to the status text", () => {
    expect(new ApiError(502, "Bad gateway page").body).toBe("Bad gateway page");
    const empty = new ApiError(503, "", "Service Unavailable");
    expect(empty.message).toBe("503: Service Unavailable");
    expect(empty.serverMessage).toBeUndefined();
    expect(ApiError.of(404, { error: "Class not found" }).message).toBe(
      '404: {"error":"Class not found"}',
    );
  });

  it("is what a non-OK answer throws", async () => {
    const res = new Response('{"error":"Nope"}', { status: 403, statusText: "Forbidden" });
    const error = await throwIfNotOk(res).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(serverErrorMessage(error)).toBe("Nope");
  });

  it("tells a refused stale update (409 with the current row) from other failures", () => {
    const stale = ApiError.of(409, {
      error: "Changed meanwhile",
      code: "stale",
      current: { id: "c1" },
    });
    expect(conflictOf<{ id: string }>(stale)).toEqual({
      message: "Changed meanwhile",
      current: { id: "c1" },
    });
    const limit = { error: "At most 5 classes", code: "limit_reached" };
    expect(conflictOf(ApiError.of(409, limit))).toBeNull();
    expect(conflictOf(ApiError.of(400, { error: "x", current: {} }))).toBeNull();
    // A 409 with a row but without the stale code is not a reloadable conflict.
    expect(conflictOf(ApiError.of(409, { error: "x", current: {} }))).toBeNull();
    expect(conflictOf(new Error('409: {"error":"x","current":{}}'))).toBeNull();
    expect(conflictOf(new TypeError("Failed to fetch"))).toBeNull();
  });
});
