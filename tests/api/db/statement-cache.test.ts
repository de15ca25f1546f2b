import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { cachingStatements, openDatabase } from "#src/server/db/connect";

const database = openDatabase("file::memory:");
afterAll(() => database.close());
const rows = (text: string) =>
  sql
    .raw(text)
    .execute(database.db)
    .then((r) => r.rows);

describe("SQLite statements reused across queries", () => {
  it("prepares each SQL text once, keeping the most recently used", () => {
    const prepared: string[] = [];
    const statement = {
      reader: true,
      all: () => [],
      run: () => ({ changes: 0, lastInsertRowid: 0 }),
      iterate: () => [][Symbol.iterator](),
    };
    const cache = cachingStatements(
      {
        close() {},
        prepare(text) {
          prepared.push(text);
          return statement;
        },
      },
      2,
      3,
    );
    for (const text of ["a", "b", "a", "a", "c", "a", "b", "long", "long"]) cache.prepare(text);
    // "b" was the least recently used when "c" came in, so it is prepared again; a text longer
    // than the limit is never kept.
    expect(prepared).toEqual(["a", "b", "c", "b", "long", "long"]);
  });

  it("answers a repeated query with the current data and the current schema", async () => {
    await rows("create table t (a integer)");
    await rows("insert into t values (1)");
    expect(await rows("select * from t")).toEqual([{ a: 1 }]);
    await rows("insert into t values (2)");
    await rows("alter table t add column b text default 'x'");
    expect(await rows("select * from t")).toEqual([
      { a: 1, b: "x" },
      { a: 2, b: "x" },
    ]);
  });

  it("keeps working past the cache's size, and with parameters", async () => {
    for (let i = 0; i < 600; i++) {
      const [row] = await sql<{ v: number }>`select ${i} + ${sql.lit(i % 300)} as v`
        .execute(database.db)
        .then((r) => r.rows);
      expect(row?.v).toBe(i + (i % 300));
    }
  });
});
