import { type Pipelined, pipelinedConnections } from "@src/server/db/pipelined";
import { TextRows } from "@src/server/db/text-rows";
import { type JsonKey, jsonArray } from "@src/server/db/text-rows-json";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKind, freshDatabase } from "../../support/harness";

/**
 * Rows as PostgreSQL's text (src/server/db/text-rows.ts): the roster's answer is written from
 * them as JSON, byte for byte what JSON.stringify writes for the decoded rows.
 */

const TRICKY = [
  "",
  "Ann Lee",
  'quote " and backslash \\',
  "tab\tnew line\ncarriage\rform\fbackspace\b",
  "\u0001\u001f control and \u007f delete",
  "é ü 中文 emoji 😀",
  "line separators \u2028\u2029",
  "</script><!--",
  "x".repeat(50),
  `long ${"y".repeat(6000)} "with" a quote`,
];

/** A DataRow's body as PostgreSQL writes it: int16 count, then int32 length (-1: NULL) + bytes. */
function dataRow(values: (string | null)[]): Buffer {
  const parts = values.map((v) => (v === null ? null : Buffer.from(v)));
  const row = Buffer.alloc(2 + parts.reduce((n, p) => n + 4 + (p?.length ?? 0), 0));
  let at = row.writeInt16BE(values.length, 0);
  for (const part of parts) {
    at = row.writeInt32BE(part === null ? -1 : part.length, at);
    if (part) at += part.copy(row, at);
  }
  return row;
}

const TEXT = 25;
const INT4 = 23;
const KEYS: JsonKey[] = [
  { key: "id", column: "id", as: "string" },
  { key: "name", column: "name", as: "string" },
  { key: "n", column: "n", as: "integer" },
  { key: "class_id", value: "class_id" },
  { key: "at", column: "at", as: "string" },
];
interface Row {
  id: string;
  name: string | null;
  n: number | null;
  class_id: string;
  at: string;
}
const rowsOf = (rows: Omit<Row, "class_id">[]) =>
  new TextRows(
    ["skipped", "at", "name", "id", "n"],
    [TEXT, TEXT, TEXT, TEXT, INT4],
    rows.map((r) => dataRow([null, r.at, r.name, r.id, r.n === null ? null : String(r.n)])),
  );
/** What the serializer writes for the same rows as objects (keys in the answer's order). */
const expected = (rows: Omit<Row, "class_id">[], classId: string) =>
  JSON.stringify(
    rows.map((r) => ({ id: r.id, name: r.name, n: r.n, class_id: classId, at: r.at })),
  );

describe("JSON written from rows as text", () => {
  it("writes what JSON.stringify writes for the decoded values, escapes and all", () => {
    const rows = TRICKY.map((name, i) => ({
      id: `s${i}`,
      name,
      n: i % 3 === 0 ? null : i * (i % 2 === 0 ? 1 : -1000),
      at: `2026-11-22T09:00:${String(i).padStart(2, "0")}.000Z`,
    }));
    const json = jsonArray(rowsOf(rows), KEYS, ["at", "id"], { class_id: 'c "1" é' });
    expect(json.toString("utf8")).toBe(expected(rows, 'c "1" é'));
    // NULL text is null; an empty array is [].
    const nulls = [{ id: "a", name: null, n: null, at: "t" }];
    expect(jsonArray(rowsOf(nulls), KEYS, [], { class_id: "c" }).toString()).toBe(
      expected(nulls, "c"),
    );
    expect(jsonArray(rowsOf([]), KEYS, ["at"], { class_id: "c" }).toString()).toBe("[]");
  });

  it("writes answers larger than its first buffer, with and without escapes", () => {
    for (const unit of ["plain ", 'quoted "\\" \n ']) {
      const rows = Array.from({ length: 300 }, (_, i) => ({
        id: `s${String(i).padStart(3, "0")}`,
        name: unit.repeat(60 + i),
        n: i,
        at: "t",
      }));
      const json = jsonArray(rowsOf(rows), KEYS, ["at", "id"], { class_id: "c" });
      expect(json.length).toBeGreaterThan(128 * 1024);
      expect(json.toString("utf8")).toBe(expected(rows, "c"));
    }
  });

  it("sorts in JavaScript's string order, also where UTF-8's byte order differs", () => {
    // U+E000 is after a surrogate pair's first unit in UTF-16, before it in UTF-8's bytes.
    const ats = ["b", "\ue000", "😀", "a", "é", "a", "ab", "\ue000x", "😀"];
    const rows = ats.map((at, i) => ({ id: `id${ats.length - i}`, name: "n", n: 1, at }));
    const sorted = [...rows].sort((a, b) =>
      a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
    );
    expect(sorted.map((r) => r.at)).toEqual([
      "a",
      "a",
      "ab",
      "b",
      "é",
      "😀",
      "😀",
      "\ue000",
      "\ue000x",
    ]);
    const json = jsonArray(rowsOf(rows), KEYS, ["at", "id"], { class_id: "c" });
    expect(json.toString("utf8")).toBe(expected(sorted, "c"));
  });

  it("refuses a column whose type it does not write, and a column the rows lack", () => {
    const rows = new TextRows(["id"], [20], [dataRow(["1"])]); // bigint
    expect(() => jsonArray(rows, [{ key: "id", column: "id", as: "integer" }], [])).toThrow(
      "Column id has type 20",
    );
    expect(() => jsonArray(rows, [{ key: "x", column: "x", as: "string" }], [])).toThrow(
      "The rows have no column x",
    );
  });

  it("reads a value as text and tells NULL", () => {
    const rows = new TextRows(["a", "b"], [TEXT, TEXT], [dataRow(["Zoë 😀", null])]);
    const row = rows.rows[0] as Buffer;
    expect([rows.text(row, 0), rows.text(row, 1)]).toEqual(["Zoë 😀", null]);
    expect([rows.isNull(row, 0), rows.isNull(row, 1)]).toEqual([false, true]);
  });
});

describe.skipIf(dbKind !== "postgres")("rows as text from pipelined connections", () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let connections: Pipelined;
  beforeAll(async () => {
    fresh = await freshDatabase();
    connections = pipelinedConnections(fresh.url, 1);
  });
  afterAll(async () => {
    await connections.close();
    await fresh.drop();
  });

  const values = {
    name: "test_values",
    text: `select v as "name", length(v) as "n", $1::text as "tag"
      from unnest($2::text[]) with ordinality as t(v, i) order by i`,
  };

  it("answers the bytes PostgreSQL sent, which decode as pg decodes them", async () => {
    const names = [...TRICKY.filter((n) => !n.includes("\u0000")), null];
    const [text, parsed] = await Promise.all([
      connections.queryText(values, ["é", names]),
      connections.query(values, ["é", names]),
    ]);
    expect(text.columns).toEqual(["name", "n", "tag"]);
    expect(text.types).toEqual([TEXT, INT4, TEXT]);
    expect(text.rows.map((r) => [text.text(r, 0), text.text(r, 1), text.text(r, 2)])).toEqual(
      parsed.rows.map(([name, n, tag]) => [name, n === null ? null : String(n), tag]),
    );
    expect(parsed.rows.map((r) => r[0])).toEqual(names);
  });

  it("reads rows larger than a socket read, and many rows in one answer", async () => {
    // Values of 0.3 and 1 MB arrive in many chunks; 5,000 small rows in several.
    const big = ["a".repeat(300_000), "é".repeat(500_000)];
    const small = Array.from({ length: 5000 }, (_, i) => `row ${i}`);
    const answers = await Promise.all([
      connections.queryText(values, ["x", big]),
      connections.query(values, ["y", small]),
      connections.queryText(values, ["z", small]),
      connections.query(values, ["w", big]),
    ]);
    const [bigText, smallParsed, smallText, bigParsed] = answers as [
      TextRows,
      { rows: unknown[][] },
      TextRows,
      { rows: unknown[][] },
    ];
    expect(bigText.rows.map((r) => bigText.text(r, 0))).toEqual(big);
    expect(bigParsed.rows.map((r) => r[0])).toEqual(big);
    expect(smallText.rows.map((r) => smallText.text(r, 0))).toEqual(small);
    expect(smallParsed.rows.map((r) => r[0])).toEqual(small);
    expect(smallParsed.rows[4999]).toEqual(["row 4999", 8, "y"]);
  });

  it("fails a statement PostgreSQL refuses to prepare, and keeps answering the others", async () => {
    await expect(
      connections.queryText({ name: "test_bad", text: "select nope from nowhere" }, []),
    ).rejects.toThrow(/nowhere/);
    const again = await connections.queryText(values, ["t", ["still here"]]);
    expect(again.rows.map((r) => again.text(r, 0))).toEqual(["still here"]);
  });
});
