/**
 * Is a chosen file a CSV? Decided by its content, not its name or MIME type: a CSV
 * saved as .txt, without an extension or with an odd type is taken; a picture, PDF, spreadsheet
 * or archive renamed .csv is refused before it is read whole. Looks at the first bytes only.
 */
import type { Notice } from "./notices";

/** How many bytes from the start are checked. */
export const CSV_SNIFF_BYTES = 8 * 1024;

export const NOT_A_CSV: Notice = {
  title: "Invalid File",
  message: "This file isn't a CSV file. Save it as CSV (comma-separated) and try again.",
  code: "not-a-csv",
};

/** The text encodings a CSV is read with. */
export type CsvEncoding = "utf-8" | "windows-1252";

export type CsvContent = { ok: true; encoding: CsvEncoding } | { ok: false; error: Notice };

/** File signatures ("magic numbers") of formats teachers pick by mistake. */
const SIGNATURES: { format: string; bytes: (number | null)[] }[] = [
  { format: "PNG", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { format: "JPEG", bytes: [0xff, 0xd8, 0xff] },
  { format: "GIF", bytes: [0x47, 0x49, 0x46, 0x38] },
  { format: "PDF", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // ZIP: .xlsx, .docx, .ods, .numbers and plain archives.
  { format: "ZIP", bytes: [0x50, 0x4b, 0x03, 0x04] },
  { format: "ZIP", bytes: [0x50, 0x4b, 0x05, 0x06] },
  { format: "ZIP", bytes: [0x50, 0x4b, 0x07, 0x08] },
  // OLE2: .xls and .doc of older Office.
  { format: "OLE2", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { format: "GZIP", bytes: [0x1f, 0x8b] },
  { format: "7Z", bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { format: "RAR", bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07] },
  {
    format: "WEBP",
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
  },
  { format: "ELF", bytes: [0x7f, 0x45, 0x4c, 0x46] },
  // UTF-16 and UTF-32 text ("Unicode Text" from Excel is tab-separated UTF-16, not CSV).
  { format: "UTF-16", bytes: [0xff, 0xfe] },
  { format: "UTF-16", bytes: [0xfe, 0xff] },
];

/** The format whose signature the bytes start with, or null. */
export function binarySignature(head: Uint8Array): string | null {
  for (const { format, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => b === null || head[i] === b)) {
      return format;
    }
  }
  return null;
}

/** Control bytes no text file has (tab, line feed, form feed and carriage return are fine). */
const isControl = (b: number) =>
  b < 0x20 ? b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d : b === 0x7f;

/** True when the bytes are UTF-8 (a character cut off at the end of the sample counts). */
function isUtf8(head: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The verdict on a file's first bytes (CSV_SNIFF_BYTES of them, or fewer for a smaller file):
 * refused when it starts like a known binary format, holds a NUL byte or more than a few
 * control bytes; otherwise text, read as UTF-8 (a byte-order mark is fine), or as Windows-1252
 * when it isn't valid UTF-8 (what Excel's plain "CSV" saves on Windows).
 */
export function checkCsvContent(head: Uint8Array): CsvContent {
  const sample = head.subarray(0, CSV_SNIFF_BYTES);
  if (binarySignature(sample) !== null) return { ok: false, error: NOT_A_CSV };
  let controls = 0;
  for (const b of sample) {
    if (b === 0) return { ok: false, error: NOT_A_CSV };
    if (isControl(b)) controls++;
  }
  // A stray control character in a cell is tolerated; binary data has them everywhere.
  if (controls > Math.max(2, sample.length / 100)) return { ok: false, error: NOT_A_CSV };
  return { ok: true, encoding: isUtf8(sample) ? "utf-8" : "windows-1252" };
}
