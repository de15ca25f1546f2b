/**
 * The CSV worker's message protocol (docs/product.md#csv-import: parsing never freezes the page). The page posts a
 * `ParseRequest` with the File; the worker first checks the file's first bytes (a file that isn't
 * CSV text is refused by its content, whatever its name: `checkCsvContent`), then reads it in
 * chunks (posting progress), runs the domain's `parseStudentCsv` and posts the result. Plain
 * data both ways (structured clone).
 */

import { CSV_SNIFF_BYTES, type CsvEncoding, checkCsvContent } from "#src/domain/csv/content";
import { type CsvImportResult, parseStudentCsv } from "#src/domain/csv/import";
import type { AttributeSet } from "#src/domain/students/attributes";
import type { AttributeCounts } from "#src/domain/students/balance";

export interface ParseRequest {
  type: "parse";
  id: number;
  file: Blob;
  attributes: AttributeSet;
  /** Balanced mode: the class's current value counts. */
  balancedCounts: AttributeCounts | null;
}

export type ParsePhase = "reading" | "parsing";

export type WorkerMessage =
  | { type: "progress"; id: number; phase: ParsePhase; fraction: number | null }
  | { type: "result"; id: number; result: CsvImportResult }
  | { type: "error"; id: number; message: string };

/** Progress is posted at most once per this fraction of the file. */
const PROGRESS_STEP = 0.02;

/**
 * Reads a Blob as text chunk by chunk, reporting the fraction read. A UTF-8 byte-order mark is
 * kept (parseStudentCsv drops it).
 */
export async function readText(
  file: Blob,
  onProgress: (fraction: number) => void,
  encoding: CsvEncoding = "utf-8",
): Promise<string> {
  const decoder = new TextDecoder(encoding, { ignoreBOM: true });
  const reader = file.stream().getReader();
  const parts: string[] = [];
  let read = 0;
  let reported = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    read += value.byteLength;
    parts.push(decoder.decode(value, { stream: true }));
    const fraction = file.size > 0 ? read / file.size : 1;
    if (fraction - reported >= PROGRESS_STEP) {
      reported = fraction;
      onProgress(fraction);
    }
  }
  parts.push(decoder.decode());
  return parts.join("");
}

/** Handles one request: progress messages, then exactly one result or error message. */
export async function handleParseRequest(
  request: ParseRequest,
  post: (message: WorkerMessage) => void,
): Promise<void> {
  const { id } = request;
  try {
    post({ type: "progress", id, phase: "reading", fraction: 0 });
    const head = new Uint8Array(await request.file.slice(0, CSV_SNIFF_BYTES).arrayBuffer());
    const content = checkCsvContent(head);
    if (!content.ok) {
      post({ type: "result", id, result: { ok: false, error: content.error } });
      return;
    }
    const text = await readText(
      request.file,
      (fraction) => post({ type: "progress", id, phase: "reading", fraction }),
      content.encoding,
    );
    post({ type: "progress", id, phase: "parsing", fraction: null });
    const result = parseStudentCsv(text, {
      attributes: request.attributes,
      balanced: request.balancedCounts ? { counts: request.balancedCounts } : null,
    });
    post({ type: "result", id, result });
  } catch (error) {
    post({ type: "error", id, message: error instanceof Error ? error.message : String(error) });
  }
}

/** True for the messages of the worker protocol (anything else is ignored). */
export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, id } = data as { type?: unknown; id?: unknown };
  return (type === "progress" || type === "result" || type === "error") && typeof id === "number";
}
