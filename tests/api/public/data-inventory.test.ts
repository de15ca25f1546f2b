/**
 * docs/privacy.md lists every table and column the migrated database holds, no more and no
 * fewer: a migration that adds a table or a column fails here, naming what to describe.
 * Each table is a `#### \`table\`` heading (or `###`); its columns are the rows of the table below it whose
 * first cell is `` `column` ``. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, dbKind, type TestApp } from "../../support/harness";

const DOC = "docs/privacy.md";

/** table -> columns, as docs/privacy.md describes them. */
function documentedColumns(markdown: string): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of markdown.split("\n")) {
    const heading = /^#{3,4}\s+`([^`]+)`/.exec(line);
    if (/^#{1,6}\s/.test(line)) {
      current = null;
      if (heading?.[1]) {
        current = tables.get(heading[1]) ?? [];
        tables.set(heading[1], current);
      }
      continue;
    }
    const cell = /^\|\s*`([^`]+)`\s*\|/.exec(line);
    if (current && cell?.[1]) current.push(cell[1]);
  }
  return tables;
}

let t: TestApp;
let database: Map<string, string[]>;
beforeAll(async () => {
  t = await createTestApp();
  const tables = await t.database.db.introspection.getTables();
  database = new Map(
    tables
      .filter((table) => !table.isView)
      .filter((table) => dbKind !== "postgres" || !table.schema || table.schema === "public")
      .map((table) => [table.name, table.columns.map((c) => c.name)]),
  );
});
afterAll(() => t.close());

describe(`${DOC}'s inventory of stored data`, () => {
  it("reads the headings and column rows it is checked by", () => {
    const parsed = documentedColumns(
      "# T\n### `a`\n| column | x |\n|---|---|\n| `id` | y |\n| `name` | z |\n## Other\n| `no` | |\n### `b`\n| `c` | |\n",
    );
    expect([...parsed]).toEqual([
      ["a", ["id", "name"]],
      ["b", ["c"]],
    ]);
  });

  it("finds the tables of the migrated database (the check below has something to check)", () => {
    expect(database.get("students")).toEqual(
      expect.arrayContaining(["name", "number", "color", "element", "shape"]),
    );
    expect(database.has("user")).toBe(true);
    expect(database.has("session")).toBe(true);
  });

  it("names every table and column of the database, and nothing it does not have", () => {
    const documented = documentedColumns(readFileSync(DOC, "utf8"));
    const missing: string[] = [];
    const extra: string[] = [];
    for (const [table, columns] of database) {
      const listed = documented.get(table);
      if (!listed) {
        missing.push(`table \`${table}\` (columns: ${columns.join(", ")})`);
        continue;
      }
      for (const column of columns) {
        if (!listed.includes(column)) missing.push(`\`${table}\`.\`${column}\``);
      }
      for (const column of listed) {
        if (!columns.includes(column)) extra.push(`\`${table}\`.\`${column}\``);
      }
    }
    for (const table of documented.keys()) {
      if (!database.has(table)) extra.push(`table \`${table}\``);
    }
    // Both lists at once: what to add to the document, and what it names that is not there.
    expect(
      { missing, extra },
      `${DOC} against the ${dbKind} database: describe each "missing" one (a "#### \`table\`" section or a "| \`column\` |" row: what it holds, who owns it, export, deletion, retention) and remove each "extra" one`,
    ).toEqual({ missing: [], extra: [] });
  });

  it("lists each column once", () => {
    for (const [table, columns] of documentedColumns(readFileSync(DOC, "utf8"))) {
      expect(
        columns.filter((c, i) => columns.indexOf(c) !== i),
        table,
      ).toEqual([]);
    }
  });
});
