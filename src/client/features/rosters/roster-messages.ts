/**
 * The OneRoster reading worker's messages (roster-protocol.ts handles them in the worker). Kept
 * apart from the reading code, so the page's dialog does not bundle the zip and CSV readers.
 */
import type { OneRosterResult } from "#src/domain/roster/oneroster";
import type { RosterFileName } from "#src/domain/roster/zip";

export type RosterReadRequest =
  | { type: "read"; id: number; kind: "zip"; zip: Blob }
  | { type: "read"; id: number; kind: "csv"; files: Partial<Record<RosterFileName, Blob>> };

export type RosterPhase = "reading" | "unpacking" | "parsing";

export type RosterWorkerMessage =
  | { type: "progress"; id: number; phase: RosterPhase }
  | { type: "result"; id: number; result: OneRosterResult }
  | { type: "error"; id: number; message: string };

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
