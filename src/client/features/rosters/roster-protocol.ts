/**
 * The OneRoster reading worker's message protocol (as the CSV import's, csv-protocol.ts): the
 * page posts the chosen zip or CSV files, the worker unpacks and reads them with the domain's
 * functions (`readRosterZip`, `parseOneRoster`) off the main thread, so a 20 MB export never
 * freezes the page, and posts the classes found or the domain's refusal. Plain data both ways.
 */
import { parseOneRoster } from "#src/domain/roster/oneroster";
import {
  decodeRosterText,
  type RosterFileName,
  type RosterTexts,
  readRosterZip,
} from "#src/domain/roster/zip";
import type { RosterReadRequest, RosterWorkerMessage } from "./roster-messages";

export type { RosterReadRequest, RosterWorkerMessage } from "./roster-messages";

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
    post({ type: "result", id, result: parseOneRoster(texts, request.locale) });
  } catch (error) {
    post({ type: "error", id, message: error instanceof Error ? error.message : String(error) });
  }
}
