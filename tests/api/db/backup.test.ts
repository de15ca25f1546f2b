/**
 * `npm run db:backup`: an online backup of the live SQLite file while the
 * server keeps writing; the copy passes SQLite's integrity check and holds the data, as one
 * consistent moment. PostgreSQL is refused with a pointer to pg_dump. The test uses its own
 * SQLite file whatever database the API tests run on, so it runs in the SQLite project only.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#src/server/app";
import { backupSqlite, integrityOf } from "#src/server/db/backup";
import { type Database, openDatabase } from "#src/server/db/connect";
import { newId, nowIso } from "#src/server/features/repository-kit";
import { dbKind, signUp, testConfig } from "../../support/harness";
import { seedClass } from "../../support/seed";
import { tempDir } from "../../support/temp-dirs";

// Made only where the tests run (a skipped file runs no hook that would remove it).
const dir = dbKind === "sqlite" ? tempDir("classcharm-backup-") : "";
const url = `file:${join(dir, "live.db")}`;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

/** Runs `npm run db:backup`'s script as its own process, as an operator would. */
function runCli(env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--import",
        "./scripts/lingui-node.mjs",
        "src/server/db/backup-cli.ts",
        ...args,
      ],
      { env: { ...process.env, NODE_ENV: "test", ...env }, cwd: process.cwd() },
    );
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("exit", (code) => resolve({ code, out, err }));
  });
}

describe.skipIf(dbKind !== "sqlite")("npm run db:backup", () => {
  beforeAll(async () => {
    database = openDatabase(url);
    app = await buildApp({
      config: testConfig({ DATABASE_URL: url, DATA_DIR: dir }),
      database,
      clientDir: null,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("backs up the live database while writes continue; the copy is whole and consistent", async () => {
    const teacher = await signUp(app);
    const { classId } = await seedClass(database.db, teacher.userId, [{ name: "First" }]);

    // The server keeps writing: one student per transaction, numbered 1, 2, 3, ...
    let written = 0;
    let stop = false;
    const writer = (async () => {
      while (!stop && written < 50_000) {
        written += 1;
        const at = nowIso();
        await database.db
          .insertInto("students")
          .values({
            id: newId(),
            class_id: classId,
            name: `Writer ${written}`,
            number: written,
            color: null,
            element: null,
            shape: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await new Promise((r) => setImmediate(r));
      }
    })();

    const target = join(dir, "backups", "during-writes.db");
    const startedAt = written;
    const cli = await runCli({ DATABASE_URL: url, DATA_DIR: dir }, [target]);
    const endedAt = written;
    stop = true;
    await writer;
    expect(cli.code, cli.err).toBe(0);
    expect(cli.out).toContain(target);
    expect(cli.out).toMatch(/\(\d+ KiB, \d+ bytes\)|\(\d+\.\d MiB, \d+ bytes\)/);

    expect(integrityOf(target)).toBe("ok");
    const copy = new SqliteDatabase(target, { readonly: true });
    try {
      const users = copy.prepare("select email from user where id = ?").all(teacher.userId);
      expect(users).toEqual([{ email: teacher.email }]);
      const row = copy
        .prepare(
          "select count(*) as n, max(number) as top from students where class_id = ? and name like 'Writer %'",
        )
        .get(classId) as { n: number; top: number | null };
      console.log(
        `backup: ${cli.out.trim()}; writes before/during/after the backup: ${startedAt}/${endedAt - startedAt}/${written - endedAt}; rows in the copy: ${row.n}`,
      );
      // One consistent moment: every write up to some point, none missing in between.
      expect(row.n).toBe(row.top ?? 0);
      expect(row.n).toBeLessThanOrEqual(written);
      expect(copy.prepare("select count(*) as n from students where name = 'First'").get()).toEqual(
        { n: 1 },
      );
    } finally {
      copy.close();
    }
  });

  it("refuses to overwrite a file, and a database that does not exist", async () => {
    const existing = join(dir, "already-there.db");
    writeFileSync(existing, "keep me");
    await expect(backupSqlite(url, existing)).rejects.toThrow(/already exists/);
    await expect(backupSqlite(`file:${join(dir, "nope.db")}`, join(dir, "x.db"))).rejects.toThrow(
      /No database file/,
    );
  });

  it("refuses PostgreSQL clearly, pointing to pg_dump", async () => {
    const cli = await runCli({
      DATABASE_URL: "postgres://user:secret@127.0.0.1:5432/classcharm",
      DATA_DIR: dir,
    });
    expect(cli.code).toBe(1);
    expect(cli.err).toMatch(/PostgreSQL/);
    expect(cli.err).toMatch(/pg_dump/);
  });
});
