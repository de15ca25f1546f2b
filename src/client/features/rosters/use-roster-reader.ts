import { useCallback, useEffect, useRef } from "react";
import type { OneRosterResult } from "../../../domain/oneroster";
import type { RosterFileName } from "../../../domain/roster-zip";
import { isRosterWorkerMessage, type RosterPhase, type RosterReadRequest } from "./roster-messages";

export type RosterSource =
  | { kind: "zip"; zip: Blob }
  | { kind: "csv"; files: Partial<Record<RosterFileName, Blob>> };

type Pending = {
  id: number;
  resolve: (result: OneRosterResult | null) => void;
  reject: (error: Error) => void;
  onPhase: (phase: RosterPhase) => void;
};

/**
 * Reads a OneRoster export in a Web Worker (one per dialog, ended when it closes). A newer read
 * makes the older one resolve with null, so a stale answer never replaces a newer file's.
 */
export function useRosterReader() {
  const worker = useRef<Worker | null>(null);
  const pending = useRef<Pending | null>(null);
  const nextId = useRef(1);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
      pending.current?.resolve(null);
      pending.current = null;
    },
    [],
  );

  const getWorker = useCallback(() => {
    if (worker.current) return worker.current;
    const created = new Worker(new URL("./roster-worker.ts", import.meta.url), { type: "module" });
    created.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data;
      const current = pending.current;
      if (!isRosterWorkerMessage(message) || !current || message.id !== current.id) return;
      if (message.type === "progress") {
        current.onPhase(message.phase);
        return;
      }
      pending.current = null;
      if (message.type === "result") current.resolve(message.result);
      else current.reject(new Error(message.message));
    };
    created.onerror = (event) => {
      const current = pending.current;
      pending.current = null;
      current?.reject(new Error(event.message || "The export could not be read"));
    };
    worker.current = created;
    return created;
  }, []);

  return useCallback(
    (source: RosterSource, onPhase: (phase: RosterPhase) => void) => {
      pending.current?.resolve(null);
      const id = nextId.current++;
      return new Promise<OneRosterResult | null>((resolve, reject) => {
        pending.current = { id, resolve, reject, onPhase };
        const request: RosterReadRequest = { type: "read", id, ...source };
        getWorker().postMessage(request);
      });
    },
    [getWorker],
  );
}
