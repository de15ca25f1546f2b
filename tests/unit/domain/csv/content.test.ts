import { describe, expect, it } from "vitest";
import {
  binarySignature,
  CSV_SNIFF_BYTES,
  checkCsvContent,
  NOT_A_CSV,
} from "#src/domain/csv/content";

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, "latin1"));
const HEADER = "name,number,color,element,shape\n";

/** The first bytes of real files of each format (enough for their signatures). */
const BINARIES: Record<string, Uint8Array> = {
  PNG: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52),
  JPEG: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46),
  GIF: utf8("GIF89a\u0001\u0001"),
  PDF: latin1("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"),
  "ZIP (xlsx)": latin1("PK\x03\x04\x14\x06\x08[Content_Types].xml"),
  "ZIP (empty)": latin1("PK\x05\x06"),
  "OLE2 (xls)": bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x3e),
  GZIP: bytes(0x1f, 0x8b, 0x08, 0x00),
  WEBP: latin1("RIFF\x24\x00\x00\x00WEBPVP8 "),
  "UTF-16 text": Uint8Array.from(Buffer.from(`\ufeff${HEADER}`, "utf16le")),
};

describe("checkCsvContent (a CSV by its content, not its name)", () => {
  it.each(Object.entries(BINARIES))("refuses %s by its signature", (_format, head) => {
    expect(binarySignature(head)).not.toBeNull();
    expect(checkCsvContent(head)).toEqual({ ok: false, error: NOT_A_CSV });
  });

  it("says so in the words of the toast's title, with what to do", () => {
    expect(NOT_A_CSV).toEqual({
      title: "Invalid File",
      message: "This file isn't a CSV file. Save it as CSV (comma-separated) and try again.",
      code: "not-a-csv",
    });
  });

  it("refuses a NUL byte or many control bytes in the first bytes", () => {
    expect(checkCsvContent(utf8(`${HEADER}Ann\u0000,1,Red,Fire,Square\n`)).ok).toBe(false);
    const noisy = new Uint8Array(1000).map((_, i) => (i % 7 === 0 ? 0x03 : 0x41));
    expect(checkCsvContent(noisy).ok).toBe(false);
    // A stray control character in a cell is not enough.
    expect(checkCsvContent(utf8(`${HEADER}Ann\u0007,1,Red,Fire,Square\n`))).toEqual({
      ok: true,
      encoding: "utf-8",
    });
  });

  it("takes UTF-8 text, with or without a byte-order mark, CRLF and non-Latin names", () => {
    const rows = `${HEADER}José,1,Red,Fire,Square\r\n李雷,2,Yellow,Water,Circle\r\n😀,,,,\r\n`;
    expect(checkCsvContent(utf8(rows))).toEqual({ ok: true, encoding: "utf-8" });
    expect(checkCsvContent(utf8(`\ufeff${rows}`))).toEqual({ ok: true, encoding: "utf-8" });
    expect(checkCsvContent(new Uint8Array(0))).toEqual({ ok: true, encoding: "utf-8" });
  });

  it("keeps a UTF-8 character cut off by the end of the sample", () => {
    const text = utf8(`${HEADER}x${"é".repeat(CSV_SNIFF_BYTES)}`);
    const head = text.subarray(0, CSV_SNIFF_BYTES);
    // The last byte of the sample is the first half of an "é".
    expect(head[head.length - 1]).toBe(0xc3);
    expect(checkCsvContent(head)).toEqual({ ok: true, encoding: "utf-8" });
  });

  it("reads text that isn't UTF-8 as Windows-1252 (Excel's plain CSV on Windows)", () => {
    expect(checkCsvContent(latin1(`${HEADER}Jos\xe9,1,Red,Fire,Square\n`))).toEqual({
      ok: true,
      encoding: "windows-1252",
    });
  });

  it("only looks at the first CSV_SNIFF_BYTES bytes", () => {
    const late = new Uint8Array(CSV_SNIFF_BYTES + 10).fill(0x41);
    late[CSV_SNIFF_BYTES + 5] = 0;
    expect(checkCsvContent(late).ok).toBe(true);
  });
});
