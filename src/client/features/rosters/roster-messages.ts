/**
 * The OneRoster reading worker's messages (roster-protocol.ts handles them in the worker). Kept
 * apart from the reading code, so the page's dialog does not bundle the zip and CSV readers.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { OneRosterResult } from "#src/domain/roster/oneroster";
import type { RosterFileName } from "#src/domain/roster/zip";

/** `locale`: the teacher's language, whose order the classes and names are sorted in. */
export type RosterReadRequest =
  | { type: "read"; id: number; locale: string; kind: "zip"; zip: Blob }
  | {
      type: "read";
      id: number;
      locale: string;
      kind: "csv";
      files: Partial<Record<RosterFileName, Blob>>;
    };

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

/** What the dialog says while the worker is at a phase (translated where shown). */
export const PHASE_TEXT: Record<RosterPhase, MessageDescriptor> = {
  reading: msg`Reading the export...`,
  unpacking: msg`Unpacking the zip...`,
  parsing: msg`Reading classes and students...`,
};
