/**
 * A statement's rows as PostgreSQL sent them (`Database.fixedText`): each row the body of its
 * DataRow message, every value still the text bytes of the wire, not decoded into strings. A
 * hot route's answer can be written as JSON straight from these bytes (`jsonArray`): decoding
 * 300 values into strings, building row objects and serializing them again was about half of
 * the signed-in roster read's Node CPU, most of it garbage collection
 * (docs/decisions/0024-postgres-hot-path.md).
 *
 * A row's bytes: an int16 count of values, then for each an int32 byte length (-1: NULL) and
 * that many bytes of text (UTF-8: the connection's client encoding).
 */
export class TextRows {
  constructor(
    /** The columns' names, in the statement's order. */
    readonly columns: readonly string[],
    /** The columns' PostgreSQL type ids (OIDs). */
    readonly types: readonly number[],
    readonly rows: Buffer[],
  ) {}

  /** The value of `column` (its index) in `row` as a string, as pg decodes text; null for NULL. */
  text(row: Buffer, column: number): string | null {
    const at = valueAt(row, column);
    const length = row.readInt32BE(at);
    return length < 0 ? null : row.toString("utf8", at + 4, at + 4 + length);
  }

  /** Whether the value of `column` in `row` is NULL. */
  isNull(row: Buffer, column: number): boolean {
    return row.readInt32BE(valueAt(row, column)) < 0;
  }
}

/** The offset of the length of value `column` in `row`. */
function valueAt(row: Buffer, column: number): number {
  let at = 2;
  for (let i = 0; i < column; i++) {
    const length = row.readInt32BE(at);
    at += 4 + (length < 0 ? 0 : length);
  }
  return at;
}

/** A big-endian int32 (a value's length; -1 for NULL). */
export const int32 = (bytes: Buffer, at: number) =>
  ((bytes[at] as number) << 24) |
  ((bytes[at + 1] as number) << 16) |
  ((bytes[at + 2] as number) << 8) |
  (bytes[at + 3] as number);

/**
 * Two values' text in JavaScript's string order (UTF-16 code units), NULL last. Compared as
 * bytes: UTF-8 byte order is that order until both values have a non-ASCII byte at the first
 * difference, which is then decided on the decoded strings.
 */
export function compareValues(a: Buffer, aAt: number, b: Buffer, bAt: number): number {
  const aLength = int32(a, aAt);
  const bLength = int32(b, bAt);
  if (aLength < 0 || bLength < 0) return aLength < 0 ? (bLength < 0 ? 0 : 1) : -1;
  const n = Math.min(aLength, bLength);
  for (let i = 4; i < n + 4; i++) {
    const x = a[aAt + i] as number;
    const y = b[bAt + i] as number;
    if (x === y) continue;
    if (x < 0x80 || y < 0x80) return x < y ? -1 : 1;
    const s = a.toString("utf8", aAt + 4, aAt + 4 + aLength);
    const t = b.toString("utf8", bAt + 4, bAt + 4 + bLength);
    return s < t ? -1 : s > t ? 1 : 0;
  }
  return aLength - bLength;
}
