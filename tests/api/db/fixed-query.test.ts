import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedQuery } from "#src/server/db/connect";
import { createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await signUp(t.app)).userId;
});
afterAll(() => t.close());

const classesOf = fixedQuery(
  "test_classes_of",
  `select c."id", c."name", c."description" from "classes" c where c."user_id" = ? order by c."id"`,
);
const addClass = (id: string, name = id, db = t.database.db) =>
  db
    .insertInto("classes")
    .values({ id, user_id: userId, name, description: null, created_at: "t", updated_at: "t" })
    .execute();
const classes = () =>
  t.database.fixed<{ id: string; name: string; description: string | null }>(classesOf, [userId]);

describe("fixed statements (the signed-in hot path's queries)", () => {
  it("number the placeholders for PostgreSQL and keep the SQL for SQLite", () => {
    const q = fixedQuery("n", `select ? as "a", ? as "b" where 1 = ?`);
    expect(q.sqlite).toBe(`select ? as "a", ? as "b" where 1 = ?`);
    expect(q.postgres).toBe(`select $1 as "a", $2 as "b" where 1 = $3`);
  });

  it("answer rows as objects keyed by column, with the current data on every run", async () => {
    expect(await classes()).toEqual([]);
    await addClass("fq-a", "A");
    expect(await classes()).toEqual([{ id: "fq-a", name: "A", description: null }]);
    await addClass("fq-b", "B");
    const rows = await classes();
    expect(rows.map((r) => r.id)).toEqual(["fq-a", "fq-b"]);
    expect(Object.keys(rows[0] ?? {})).toEqual(["id", "name", "description"]);
  });

  it("never see a transaction's uncommitted rows, nor run inside it", async () => {
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = t.database.db
      .transaction()
      .execute(async (trx) => {
        await addClass("fq-uncommitted", "U", trx);
        inside();
        await gate;
        throw new Error("roll back");
      })
      .catch(() => "rolled back");
    await opened;
    // While the transaction is open: on SQLite the read waits for it, on PostgreSQL it runs on
    // another connection; either way it never answers the uncommitted row.
    const during = classes();
    setTimeout(release, 20);
    expect(await transaction).toBe("rolled back");
    expect((await during).map((r) => r.id)).not.toContain("fq-uncommitted");
    expect((await classes()).map((r) => r.id)).not.toContain("fq-uncommitted");
  });

  it("see what a committed transaction wrote", async () => {
    await t.database.db.transaction().execute((trx) => addClass("fq-committed", "C", trx));
    expect((await classes()).map((r) => r.id)).toContain("fq-committed");
  });
});

/**
 * What the fixed statements rely on from the database driver (on PostgreSQL, pg's named prepared
 * statements, array rows and its int8 parser; pinned to one minor version in package.json).
 */
describe("fixed statements under load", () => {
  const echo = fixedQuery(
    "test_echo",
    `select cast(? as integer) as "n", 10 / cast(? as integer) as "tenth", count(*) as "count"
     from "classes" where "user_id" = ?`,
  );
  const ask = (n: number) =>
    t.database.fixed<{ n: number; tenth: number; count: number }>(echo, [n, n, userId]);

  it("answer each of 200 queries in flight at once with its own row, counts as numbers", async () => {
    const ns = Array.from({ length: 200 }, (_, i) => i + 1);
    const owned = (await classes()).length;
    const rows = await Promise.all(ns.map(ask));
    expect(rows).toEqual(ns.map((n) => [{ n, tenth: Math.trunc(10 / n), count: owned }]));
  });

  // SQLite answers null for a division by zero; PostgreSQL fails the statement.
  it.skipIf(dbKind !== "postgres")(
    "fail only the query that errs; the ones beside it and after it succeed",
    async () => {
      const results = await Promise.allSettled([ask(1), ask(0), ask(2), ask(0), ask(5)]);
      expect(results.map((r) => r.status)).toEqual([
        "fulfilled",
        "rejected",
        "fulfilled",
        "rejected",
        "fulfilled",
      ]);
      expect((await ask(3))[0]?.n).toBe(3);
    },
  );
});
