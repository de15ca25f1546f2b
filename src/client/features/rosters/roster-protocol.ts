/**
 * The OneRoster reading worker's message protocol (as the CSV import's, csv-protocol.ts): the
 * page posts the chosen zip or CSV files, the worker unpacks and reads them with the domain's
 * functions (`readRosterZip`, `parseOneRoster`) off the main thread, so a 20 MB export never
 * freezes the page, and posts the classes found or the domain's refusal. Plain data both ways.
 */
import { type OneRosterResult, parseOneRoster } from "../../../domain/oneroster";
import {
  decodeRosterText,
  type RosterFileName,
  type RosterTexts,
  readRosterZip,
} from "../../../domain/roster-zip";

export type RosterReadRequest =
  | { type: "read"; id: number; kind: "zip"; zip: Blob }
  | { type: "read"; id: number; kind: "csv"; files: Partial<Record<RosterFileName, Blob>> };

export type RosterPhase = "reading" | "unpacking" | "parsing";

export type RosterWorkerMessage =
  | { type: "progress"; id: number; phase: RosterPhase }
  | { type: "result"; id: number; result: OneRosterResult }
  | { type: "error"; id: number; message: string };

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** Handles one request: progress messages, then exactly one result or error message. */
export async function handleRosterRead(
  request: RosterReadRequest,
  post: (message: RosterWorkerMessage) => void,
): Promise<void> {
  const { id } = request;
  try {
    post({ type: "progress", id, phase: "reading" });
    let texts: RosterTexts;
    if (request.kind === "zip") {
      const zip = await bytesOf(request.zip);
      post({ type: "progress", id, phase: "unpacking" });
      const read = readRosterZip(zip);
      if (!read.ok) {
        post({ type: "result", id, result: read });
        return;
      }
      texts = read.files;
    } else {
      texts = {};
      for (const [name, blob] of Object.entries(request.files)) {
        if (blob) texts[name as RosterFileName] = decodeRosterText(await bytesOf(blob));
      }
    }
    post({ type: "progress", id, phase: "parsing" });
    post({ type: "result", id, result: parseOneRoster(texts) });
  } catch (error) {
    post({ type: "error", id, message: error instanceof Error ? error.message : String(error) });
  }
}

/** True for the messages of the worker protocol (anything else is ignored). */
export function isRosterWorkerMessage(data: unknown): data is RosterWorkerMessage {
  if (typeof data !== "object" || data === null) return false;
  const { type, id } = data as { type?: unknown; id?: unknown };
  return (type === "progress" || type === "result" || type === "error") && typeof id === "number";
}

export const PHASE_TEXT: Record<RosterPhase, string> = {
  reading: "Reading the export...",
  unpacking: "Unpacking the zip...",
  parsing: "Reading classes and students...",
};
