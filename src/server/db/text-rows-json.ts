import { compareValues, int32, type TextRows } from "./text-rows";

/**
 * A hot route's answer as JSON written straight from a statement's `TextRows` (the bytes
 * PostgreSQL sent): the bytes `JSON.stringify` writes for the same rows decoded into objects
 * (docs/decisions/0024-postgres-hot-path.md).
 */

/** PostgreSQL's type ids of the columns `jsonArray` writes. */
const NULL = Buffer.from("null");
const TEXT_TYPES: ReadonlySet<number> = new Set([25, 1043]); // text, varchar
const INTEGER_TYPES: ReadonlySet<number> = new Set([21, 23]); // int2, int4

/**
 * One key of the objects `jsonArray` writes: a column's value, a JSON string (text, varchar) or
 * a JSON number (int2, int4: their text is the number as JavaScript writes it), NULL as null;
 * or `value`, a JSON string given with each call (the same in every object).
 */
export type JsonKey =
  | { key: string; column: string; as: "string" | "integer" }
  | { key: string; value: string };

interface Layout {
  columns: readonly string[];
  /** Per key: the column's index, or -1 for a given value. */
  sources: number[];
  integer: boolean[];
  /** Per key: `{"key":` or `,"key":`, as bytes. */
  prefixes: Buffer[];
  /** The sort columns' indexes. */
  order: number[];
}

const layouts = new WeakMap<readonly JsonKey[], Layout>();

function layoutOf(rows: TextRows, keys: readonly JsonKey[], orderBy: readonly string[]): Layout {
  const known = layouts.get(keys);
  if (known && known.columns === rows.columns) return known;
  const column = (name: string) => {
    const index = rows.columns.indexOf(name);
    if (index < 0) throw new Error(`The rows have no column ${name}`);
    return index;
  };
  const layout: Layout = {
    columns: rows.columns,
    sources: [],
    integer: [],
    prefixes: [],
    order: orderBy.map(column),
  };
  keys.forEach((key, i) => {
    layout.prefixes.push(Buffer.from(`${i === 0 ? "{" : ","}${JSON.stringify(key.key)}:`));
    if ("value" in key) {
      layout.sources.push(-1);
      layout.integer.push(false);
      return;
    }
    const index = column(key.column);
    const type = rows.types[index] as number;
    const allowed = key.as === "integer" ? INTEGER_TYPES : TEXT_TYPES;
    if (!allowed.has(type)) {
      throw new Error(`Column ${key.column} has type ${type}, which is not written as ${key.as}`);
    }
    layout.sources.push(index);
    layout.integer.push(key.as === "integer");
  });
  layouts.set(keys, layout);
  return layout;
}

/** Bytes a JSON string holds as they are: printable ASCII (and DEL) but `"` and `\\`. */
const PLAIN = new Uint8Array(256);
for (let byte = 0x20; byte <= 0x7f; byte++) PLAIN[byte] = 1;
PLAIN[0x22] = 0;
PLAIN[0x5c] = 0;

/**
 * The output while an answer is written (one at a time: synchronously), kept between answers
 * and grown when an answer needs more, up to KEPT_OUTPUT (a larger one gets its own); each
 * answer is copied out of it.
 */
const KEPT_OUTPUT = 1024 * 1024;
let out = Buffer.allocUnsafe(64 * 1024);
function outFor(bytes: number): Buffer {
  if (bytes <= out.length) return out;
  const bigger = Buffer.allocUnsafe(bytes);
  if (bytes <= KEPT_OUTPUT) out = bigger;
  return bigger;
}

/**
 * A value's JSON written at `at` (the output has room for it, see `jsonArray`); each answers the
 * end of what it wrote. A string's bytes are copied when `PLAIN` holds them all, else its
 * decoded text is written as `JSON.stringify` writes it.
 */
function stringAt(dst: Buffer, at: number, row: Buffer, offset: number): number {
  const length = int32(row, offset);
  if (length < 0) return nullAt(dst, at);
  const start = offset + 4;
  const end = start + length;
  const open = at;
  dst[at++] = 0x22; // "
  for (let i = start; i < end; i++) {
    const byte = row[i] as number;
    if (PLAIN[byte] === 0) {
      return open + dst.write(JSON.stringify(row.toString("utf8", start, end)), open, "utf8");
    }
    dst[at++] = byte;
  }
  dst[at++] = 0x22;
  return at;
}

/** An int2 or int4's text is the number as JavaScript writes it. */
function integerAt(dst: Buffer, at: number, row: Buffer, offset: number): number {
  const length = int32(row, offset);
  if (length < 0) return nullAt(dst, at);
  const end = offset + 4 + length;
  for (let i = offset + 4; i < end; i++) dst[at++] = row[i] as number;
  return at;
}

function nullAt(dst: Buffer, at: number): number {
  dst[at] = 0x6e; // n
  dst[at + 1] = 0x75; // u
  dst[at + 2] = 0x6c; // l
  dst[at + 3] = 0x6c; // l
  return at + 4;
}

function bytesAt(dst: Buffer, at: number, bytes: Buffer): number {
  for (let i = 0; i < bytes.length; i++) dst[at++] = bytes[i] as number;
  return at;
}

/**
 * Writes one row's object at `at` and answers its end: `offsets` from `base` are the row's
 * values' offsets, `given` the given values' JSON by key.
 */
type RowWriter = (
  dst: Buffer,
  at: number,
  row: Buffer,
  offsets: Int32Array,
  base: number,
  given: readonly Buffer[],
) => number;
const writers = new WeakMap<Layout, RowWriter>();

/**
 * A layout's row writer, compiled once (as `rowMaker` is in connect.ts): the keys' bytes as
 * constant stores, then a call per value. A loop over the keys spent more on finding what to
 * write than on writing it (decision 0024).
 */
function writerOf(layout: Layout): RowWriter {
  const known = writers.get(layout);
  if (known) return known;
  const lines: string[] = [];
  layout.prefixes.forEach((prefix, k) => {
    prefix.forEach((byte, i) => {
      lines.push(`dst[at + ${i}] = ${byte};`);
    });
    lines.push(`at += ${prefix.length};`);
    const source = layout.sources[k] as number;
    if (source < 0) lines.push(`at = bytesAt(dst, at, given[${k}]);`);
    else {
      const write = layout.integer[k] ? "integerAt" : "stringAt";
      lines.push(`at = ${write}(dst, at, row, offsets[base + ${source}]);`);
    }
  });
  lines.push("dst[at] = 0x7d;", "return at + 1;"); // }
  const compile = new Function(
    "stringAt",
    "integerAt",
    "bytesAt",
    `return (dst, at, row, offsets, base, given) => {\n${lines.join("\n")}\n};`,
  );
  const writer = compile(stringAt, integerAt, bytesAt) as RowWriter;
  writers.set(layout, writer);
  return writer;
}

/**
 * The rows as a JSON array of objects with `keys` in their order, sorted by the `orderBy`
 * columns (as `compareValues`): the bytes `JSON.stringify` writes for the same rows decoded into
 * objects of those keys and sorted so. `values` gives each `{ key, value }` key's string.
 */
export function jsonArray(
  rows: TextRows,
  keys: readonly JsonKey[],
  orderBy: readonly string[],
  values: Readonly<Record<string, string>> = {},
): Buffer {
  const layout = layoutOf(rows, keys, orderBy);
  const { columns, prefixes, order: sortBy } = layout;
  const writeRow = writerOf(layout);
  const given = keys.map((key) =>
    "value" in key ? Buffer.from(JSON.stringify(values[key.key] ?? "")) : NULL,
  );
  const list = rows.rows;
  const n = list.length;
  const count = columns.length;
  // Each row's values' offsets, read once; and room for the answer: a value's JSON is at most
  // 6 bytes per byte (a control character's \u00XX) and its quotes or null fit in its length's
  // 4 bytes; the keys, the given values and the commas and braces come on top.
  const offsets = new Int32Array(n * count);
  let room = 2;
  for (let k = 0; k < keys.length; k++) {
    room += n * ((prefixes[k] as Buffer).length + (given[k] as Buffer).length + 1);
  }
  for (let r = 0; r < n; r++) {
    const row = list[r] as Buffer;
    room += 6 * row.length;
    let offset = 2;
    for (let c = 0; c < count; c++) {
      offsets[r * count + c] = offset;
      const length = int32(row, offset);
      offset += 4 + (length < 0 ? 0 : length);
    }
  }
  const order: number[] = new Array(n);
  for (let r = 0; r < n; r++) order[r] = r;
  if (sortBy.length > 0) {
    order.sort((r, s) => {
      for (let i = 0; i < sortBy.length; i++) {
        const c = sortBy[i] as number;
        const a = offsets[r * count + c] as number;
        const b = offsets[s * count + c] as number;
        const cmp = compareValues(list[r] as Buffer, a, list[s] as Buffer, b);
        if (cmp !== 0) return cmp;
      }
      return 0;
    });
  }
  const dst = outFor(room);
  let at = 0;
  dst[at++] = 0x5b; // [
  for (let i = 0; i < n; i++) {
    const r = order[i] as number;
    if (i > 0) dst[at++] = 0x2c; // ,
    at = writeRow(dst, at, list[r] as Buffer, offsets, r * count, given);
  }
  dst[at++] = 0x5d; // ]
  const json = Buffer.allocUnsafe(at);
  dst.copy(json, 0, 0, at);
  return json;
}
