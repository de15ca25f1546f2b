import { join } from "node:path";
import { scratchPostgres } from "../support/scratch-postgres";
import { type Inspector, postgresInspector, sqliteInspector } from "./inspect";

/** The database a kill run works on: its URL for the server, and the test's own reader. */
export interface TestDatabase {
  url: string;
  inspector(): Promise<Inspector>;
  drop(): Promise<void>;
}

/** A SQLite file in `dir` (the caller removes the folder). */
export function sqliteDatabase(dir: string): TestDatabase {
  const path = join(dir, "classcharm.db");
  return {
    url: `file:${path}`,
    inspector: async () => sqliteInspector(path),
    drop: async () => {},
  };
}

/** A new PostgreSQL database on the server at `adminUrl`; `drop()` removes it. */
export async function postgresDatabase(
  adminUrl = "postgres://postgres@127.0.0.1:5432/test",
): Promise<TestDatabase> {
  const scratch = await scratchPostgres(adminUrl, "cc_durability");
  return { ...scratch, inspector: () => postgresInspector(scratch.url) };
}
