import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (cookie: string, name: string) =>
  call(t.app, "POST", "/api/classes", { cookie, body: { name } });

describe("class limit (docs/product.md#limits)", () => {
  it("answers the 6th class with 409 and the limit message; others are unaffected", async () => {
    const { cookie } = await signUp(t.app);
    for (let i = 1; i <= 5; i++) expect((await create(cookie, `Class ${i}`)).statusCode).toBe(201);
    const sixth = await create(cookie, "Class 6");
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({
      error: "You can have at most 5 classes",
      code: "limit_reached",
    });
    expect((await roster(t.app, cookie).classes()).length).toBe(5);
    const someoneElse = await signUp(t.app);
    expect((await create(someoneElse.cookie, "Theirs")).statusCode).toBe(201);
  });

  it("frees a place when a class is deleted", async () => {
    const { cookie } = await signUp(t.app);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await create(cookie, `C${i}`)).json().id);
    expect((await create(cookie, "C6")).statusCode).toBe(409);
    await call(t.app, "DELETE", `/api/classes/${ids[0]}`, { cookie });
    expect((await create(cookie, "C6")).statusCode).toBe(201);
  });

  it("holds under concurrent creates: parallel requests at 4 classes end with 5", async () => {
    for (let round = 0; round < 3; round++) {
      const { cookie } = await signUp(t.app);
      for (let i = 1; i <= 4; i++) await create(cookie, `Class ${i}`);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => create(cookie, `Parallel ${i}`)),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      expect((await roster(t.app, cookie).classes()).length).toBe(5);
    }
  });

  it("takes its limit from CLASS_LIMIT", async () => {
    const small = await createTestApp({ CLASS_LIMIT: "2" });
    try {
      const { cookie } = await signUp(small.app);
      const post = (name: string) =>
        call(small.app, "POST", "/api/classes", { cookie, body: { name } });
      expect((await post("A")).statusCode).toBe(201);
      expect((await post("B")).statusCode).toBe(201);
      const third = await post("C");
      expect(third.statusCode).toBe(409);
      expect(third.json().error).toBe("You can have at most 2 classes");
    } finally {
      await small.close();
    }
  });
});
