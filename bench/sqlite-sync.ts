import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { v7 as uuidv7 } from "uuid";

/**
 * What `synchronous = FULL` costs over NORMAL in WAL mode (docs/decisions/0009-durability.md):
 * small commits (one student added, one request each) and large ones (a 10,000-row import in
 * batches of 1,000, as the import route writes it), on a file in the OS temp folder. FULL syncs
 * the WAL at every commit; NORMAL only at checkpoints. Same schema and pragmas as the server.
 */
const SMALL = 400;
const IMPORTS = 8;
const IMPORT_ROWS = 10_000;

function measure(synchronous: "FULL" | "NORMAL") {
  const dir = mkdtempSync(join(tmpdir(), "classcharm-sync-"));
  const file = new SqliteDatabase(join(dir, "bench.db"));
  file.pragma("journal_mode = WAL");
  file.pragma("foreign_keys = ON");
  file.pragma(`synchronous = ${synchronous}`);
  file.exec(`CREATE TABLE classes (id TEXT PRIMARY KEY, updated_at TEXT NOT NULL);
    CREATE TABLE students (id TEXT PRIMARY KEY, class_id TEXT NOT NULL REFERENCES classes(id)
      ON DELETE CASCADE, name TEXT NOT NULL, number INTEGER, color TEXT, element TEXT,
      shape TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
    CREATE INDEX students_class_id_idx ON students(class_id);
    INSERT INTO classes VALUES ('c', '');`);
  const insert = file.prepare(
    "INSERT INTO students VALUES (?, 'c', ?, 1, 'Red', 'Fire', 'Square', ?, ?)",
  );
  const batch = file.prepare(
    `INSERT INTO students VALUES ${Array(1000).fill("(?, 'c', ?, 2, 'Green', 'Air', 'Circle', ?, ?)").join(", ")}`,
  );
  const touch = file.prepare("UPDATE classes SET updated_at = ? WHERE id = 'c'");
  const now = new Date().toISOString();
  const add = file.transaction((name: string) => {
    insert.run(uuidv7(), name, now, now);
    touch.run(now);
  });
  const importRows = file.transaction((k: number) => {
    for (let start = 0; start < IMPORT_ROWS; start += 1000) {
      const values: string[] = [];
      for (let i = 0; i < 1000; i++) values.push(uuidv7(), `I${k} #${start + i}`, now, now);
      batch.run(...values);
    }
    touch.run(now);
  });
  let started = performance.now();
  for (let i = 0; i < SMALL; i++) add(`S${i}`);
  const smallMs = (performance.now() - started) / SMALL;
  started = performance.now();
  for (let k = 0; k < IMPORTS; k++) importRows(k);
  const importMs = (performance.now() - started) / IMPORTS;
  file.close();
  rmSync(dir, { recursive: true, force: true });
  return { smallMs, importMs };
}

export async function run(): Promise<void> {
  measure("FULL"); // warm-up: page cache, file system
  const normal = measure("NORMAL");
  const full = measure("FULL");
  console.log(
    `WAL, synchronous=NORMAL: ${normal.smallMs.toFixed(3)} ms per one-row commit, ${normal.importMs.toFixed(0)} ms per ${IMPORT_ROWS.toLocaleString("en-US")}-row import`,
  );
  console.log(
    `WAL, synchronous=FULL:   ${full.smallMs.toFixed(3)} ms per one-row commit, ${full.importMs.toFixed(0)} ms per ${IMPORT_ROWS.toLocaleString("en-US")}-row import`,
  );
  console.log(
    `FULL / NORMAL: ${(full.smallMs / normal.smallMs).toFixed(2)}x on one-row commits, ${(full.importMs / normal.importMs).toFixed(2)}x on imports`,
  );
}
