import { type Pipelined, pipelinedConnections } from "@src/server/db/pipelined";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKind, freshDatabase } from "../../support/harness";

/** The hot path's pipelined PostgreSQL connections (src/server/db/pipelined.ts). */
describe.skipIf(dbKind !== "postgres")("pipelined connections", () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let connections: Pipelined;
  beforeAll(async () => {
    fresh = await freshDatabase();
    connections = pipelinedConnections(fresh.url, 2);
  });
  afterAll(async () => {
    await connections.close();
    await fresh.drop();
  });

  const echo = (n: number) =>
    connections
      .query({ name: "test_echo", text: "select $1::int as n, 10 / $1::int as tenth" }, [n])
      .then((r) => r.rows[0]);
  const backends = async () => {
    const admin = new pg.Client({ connectionString: fresh.url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      return rows.map((r: { pid: number }) => r.pid);
    } finally {
      await admin.end();
    }
  };

  it("answers each of many queries in flight at once with its own rows", async () => {
    const ns = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(await Promise.all(ns.map(echo))).toEqual(ns.map((n) => [n, Math.trunc(10 / n)]));
  });

  it("answers the queries asked in one turn with one round trip (one transaction)", async () => {
    const one = pipelinedConnections(fresh.url, 1);
    try {
      const ask = () =>
        one.query({ name: "test_when", text: "select transaction_timestamp()::text" }, []);
      // The statement's first query prepares it on the connection, alone.
      await ask();
      const answers = await Promise.all(Array.from({ length: 20 }, ask));
      // Queries written with a Sync each would be 20 transactions, with 20 timestamps.
      expect(new Set(answers.map((a) => a.rows[0]?.[0])).size).toBe(1);
    } finally {
      await one.close();
    }
  });

  it("fails only the query that errs; the ones written beside it succeed", async () => {
    const results = await Promise.allSettled([echo(1), echo(0), echo(2), echo(0), echo(5)]);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(await echo(3)).toEqual([3, 3]);
  });

  it("opens a broken connection again for the next query", async () => {
    await Promise.all([echo(1), echo(2)]);
    const before = await backends();
    expect(before.length).toBeGreaterThan(0);
    const admin = new pg.Client({ connectionString: fresh.url });
    await admin.connect();
    await admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) pid", [before]);
    await admin.end();
    // Give the clients time to see their connection end.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await Promise.allSettled([echo(1), echo(2), echo(4)]);
    // A query may have gone to a connection not yet known to be broken; the next ones succeed.
    expect(after.filter((r) => r.status === "fulfilled").length).toBeGreaterThan(0);
    expect(await Promise.all([echo(1), echo(2)])).toEqual([
      [1, 10],
      [2, 5],
    ]);
    expect((await backends()).some((pid) => before.includes(pid))).toBe(false);
  });

  it("closes every connection, and refuses queries afterwards", async () => {
    const other = pipelinedConnections(fresh.url, 2);
    await Promise.all(
      [1, 2, 3].map((n) => other.query({ name: "test_n", text: "select $1::int" }, [n])),
    );
    const open = (await backends()).length;
    await other.close();
    expect((await backends()).length).toBe(open - 2);
    await expect(other.query({ name: "test_one", text: "select 1" }, [])).rejects.toThrow(
      "The database is closed",
    );
  });
});
