import { t } from "@lingui/core/macro";
import { useCallback } from "react";
import { formatLocale } from "#src/client/i18n/format";
import { useWorkerRequest, type WorkerReply } from "#src/client/lib/use-worker-request";
import type { OneRosterResult } from "#src/domain/roster/oneroster";
import type { RosterFileName } from "#src/domain/roster/zip";
import { isRosterWorkerMessage, type RosterPhase, type RosterReadRequest } from "./roster-messages";

export type RosterSource =
  | { kind: "zip"; zip: Blob }
  | { kind: "csv"; files: Partial<Record<RosterFileName, Blob>> };

function reply(message: unknown): WorkerReply<OneRosterResult, RosterPhase> | null {
  if (!isRosterWorkerMessage(message)) return null;
  if (message.type !== "progress") return message;
  return { type: "progress", id: message.id, progress: message.phase };
}

const rosterWorker = () =>
  new Worker(new URL("./roster-worker.ts", import.meta.url), { type: "module" });

/**
 * Reads a OneRoster export in a Web Worker (one per dialog, ended when it closes). A newer read
 * makes the older one resolve with null, so a stale answer never replaces a newer file's.
 */
export function useRosterReader() {
  const send = useWorkerRequest<RosterReadRequest, OneRosterResult, RosterPhase>(
    rosterWorker,
    reply,
    t`The export could not be read`,
  );
  return useCallback(
    (source: RosterSource, onPhase: (phase: RosterPhase) => void) =>
      send((id) => ({ type: "read", id, locale: formatLocale(), ...source }), onPhase),
    [send],
  );
}
