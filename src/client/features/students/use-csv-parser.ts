import { useCallback, useEffect, useRef } from "react";
import type { AttributeCounts, AttributeSet, CsvImportResult } from "../../../domain";
import { isWorkerMessage, type ParsePhase, type ParseRequest } from "./csv-protocol";

export type ParseProgress = { phase: ParsePhase; fraction: number | null };

type Pending = {
  id: number;
  resolve: (result: CsvImportResult | null) => void;
  reject: (error: Error) => void;
  onProgress: (progress: ParseProgress) => void;
};

/**
 * Parses CSV files in a Web Worker (one per dialog, ended when it closes). A newer parse makes
 * the older one resolve with null, so a stale answer never overwrites a newer file.
 */
export function useCsvParser() {
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
    const created = new Worker(new URL("./csv-worker.ts", import.meta.url), { type: "module" });
    created.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data;
      const current = pending.current;
      if (!isWorkerMessage(message) || !current || message.id !== current.id) return;
      if (message.type === "progress") {
        current.onProgress({ phase: message.phase, fraction: message.fraction });
        return;
      }
      pending.current = null;
      if (message.type === "result") current.resolve(message.result);
      else current.reject(new Error(message.message));
    };
    created.onerror = (event) => {
      const current = pending.current;
      pending.current = null;
      current?.reject(new Error(event.message || "The CSV file could not be read"));
    };
    worker.current = created;
    return created;
  }, []);

  return useCallback(
    (
      file: Blob,
      options: {
        attributes: AttributeSet;
        balancedCounts: AttributeCounts | null;
        onProgress: (progress: ParseProgress) => void;
      },
    ): Promise<CsvImportResult | null> => {
      pending.current?.resolve(null);
      const id = nextId.current++;
      return new Promise((resolve, reject) => {
        pending.current = { id, resolve, reject, onProgress: options.onProgress };
        const request: ParseRequest = {
          type: "parse",
          id,
          file,
          attributes: options.attributes,
          balancedCounts: options.balancedCounts,
        };
        getWorker().postMessage(request);
      });
    },
    [getWorker],
  );
}
