import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#src/server/db/connect";
import { teacherTransactionOn } from "#src/server/features/locks";
import { tempDir } from "../../support/temp-dirs";

// The app keeps one SQLite connection (0011), but a second one on the same file is real: the
// backup command, a migration run beside the server, the bench's two servers. In WAL mode a
// transaction that read, then writes after another connection committed, fails at once with
// SQLITE_BUSY_SNAPSHOT (the busy timeout does not apply): retried as a whole, never a 500.
const path = join(tempDir("classcharm-busy-"), "busy.db");
const database = openDatabase(`file:${path}`);
const other = new SqliteDatabase(path);
other.pragma("busy_timeout = 5000");
afterAll(async () => {
  other.close();
  await database.close();
});

const count = () => (other.prepare("select count(*) as n from notes").get() as { n: number }).n;

describe("a SQLite transaction that meets another connection's write", () => {
  it("is retried from the start and commits once", async () => {
    await sql`create table "user" (id text primary key)`.execute(database.db);
    await sql`create table notes (id integer primary key, body text)`.execute(database.db);
    await sql`insert into "user" (id) values ('t1')`.execute(database.db);

    let attempts = 0;
    const seen = await teacherTransactionOn(database.db, "sqlite", "t1", async (trx) => {
      attempts++;
      const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(trx);
      // Another connection commits between this transaction's read and its write.
      if (attempts === 1) other.prepare("insert into notes (body) values ('other')").run();
      await sql`insert into notes (body) values ('mine')`.execute(trx);
      return rows[0]?.n;
    });

    expect(attempts).toBe(2);
    // The second attempt read the other connection's row, and wrote once.
    expect(seen).toBe(1);
    expect(count()).toBe(2);
  });
});
